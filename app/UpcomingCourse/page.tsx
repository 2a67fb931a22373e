import { PageHeader } from '@/components/PageHeader/PageHeader';
import { CourseForms } from '@/components/CourseForms/CourseForms';
import { EventList } from '@/components/EventList/EventList';
import { courses } from '@/lib/content/courses';
import { events } from '@/lib/content/events';
import { buildTime } from '@/lib/events/buildTime';
import { pageMetadata } from '@/lib/pageMetadata';
import { routes } from '@/lib/routes';
import { club } from '@/lib/content/club';
import { words } from '@/lib/content/words';

const say = words.events.upcomingCoursePage;

export const metadata = pageMetadata({
  title: say.title,
  description: say.description,
  path: routes.upcomingCourse,
});

export default function Page() {
  return (
    <>
      <PageHeader title={say.heading} trail={[{ label: say.heading }]} lead={club.tagline} />
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
