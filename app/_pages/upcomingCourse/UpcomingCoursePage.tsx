import type { Room } from '@/app/_pages/routeFactory';
import { EventList } from '@/components/club/EventList';
import { CourseForms } from '@/components/forms/CourseForms';
import { PageHeader } from '@/components/site/PageHeader';
import type { Edition } from '@/lib/edition';
import { buildTime } from '@/lib/events/buildTime';
import { pageMetadata } from '@/lib/pageMetadata';
import { routes } from '@/lib/routes';

/** The courses page (/UpcomingCourse/): words in content/<lang>/upcomingCourse.ts, courses and events in content/courses/ and content/events/. */
export function UpcomingCoursePage({ ed }: { ed: Edition }) {
  const say = ed.words.upcomingCourse;
  return (
    <>
      <PageHeader ed={ed} title={say.heading} trail={[{ label: say.heading }]} lead={ed.club.tagline} />
      <section aria-labelledby="course-forms" className="bg-sky-200/40 py-12 sm:py-16">
        <div className="container-page">
          <CourseForms ed={ed} />
        </div>
      </section>
      {/* The top bar's "Upcoming Event" leads here: the courses announced (their forms, above), any
          dated event ahead, then the past ones as past. Undated announcements are the courses above,
          so they are not listed twice, and "no dated events" is not the first thing said. */}
      <div className="container-page py-12 sm:py-16">
        <EventList ed={ed} now={buildTime()} showAnnounced={false} sayNoUpcoming={false} />
      </div>
    </>
  );
}

export const upcomingCourseRoom: Room = {
  metadata: (ed) => pageMetadata(ed, { title: ed.words.upcomingCourse.title, description: ed.words.upcomingCourse.description, path: routes.upcomingCourse }),
  Page: UpcomingCoursePage,
};
