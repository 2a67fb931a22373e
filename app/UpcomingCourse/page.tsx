import { PageHeader } from '@/components/PageHeader/PageHeader';
import { CourseForms } from '@/components/CourseForms/CourseForms';
import { EventList } from '@/components/EventList/EventList';
import { courses } from '@/lib/content/courses';
import { events } from '@/lib/content/events';
import { buildTime } from '@/lib/events/buildTime';
import { pageMetadata } from '@/lib/pageMetadata';
import { routes } from '@/lib/routes';

export const metadata = pageMetadata({
  title: 'Upcoming Courses and Application Forms',
  description: 'Upcoming courses and events of the Mountaineers’ Association of Krishnanagar, with application forms.',
  path: routes.upcomingCourse,
});

export default function Page() {
  return (
    <>
      <PageHeader title="Upcoming Events" trail={[{ label: 'Upcoming Events' }]} lead="Dare to unveil the unknown" />
      <section aria-labelledby="course-forms" className="bg-sky-200/40 py-12 sm:py-16">
        <div className="container-page">
          <CourseForms courses={courses} />
        </div>
      </section>
      <div className="container-page py-12 sm:py-16">
        <EventList events={events} now={buildTime()} />
      </div>
    </>
  );
}
