import { PageHeader } from '@/components/site/PageHeader';
import { CourseForms } from '@/components/forms/CourseForms';
import { EventList } from '@/components/club/EventList';
import { coursesIn } from '@/lib/content/courses';
import { eventsIn } from '@/lib/content/events';
import { buildTime } from '@/lib/events/buildTime';
import { pageMetadata } from '@/lib/pageMetadata';
import { routes } from '@/lib/routes';
import { clubIn } from '@/lib/content/club';
import { wordsFor } from '@/lib/content/words';
import type { Lang } from '@/lib/i18n/lang';

export function upcomingCourseMetadata(lang: Lang) {
  const say = wordsFor(lang).upcomingCourse;
  return pageMetadata({ lang, title: say.title, description: say.description, path: routes.upcomingCourse });
}

export function UpcomingCoursePage({ lang }: { lang: Lang }) {
  const say = wordsFor(lang).upcomingCourse;
  return (
    <>
      <PageHeader lang={lang} title={say.heading} trail={[{ label: say.heading }]} lead={clubIn(lang).tagline} />
      <section aria-labelledby="course-forms" className="bg-sky-200/40 py-12 sm:py-16">
        <div className="container-page">
          <CourseForms courses={coursesIn(lang)} lang={lang} />
        </div>
      </section>
      <div className="container-page py-12 sm:py-16">
        <EventList events={eventsIn(lang)} now={buildTime()} lang={lang} />
      </div>
    </>
  );
}
