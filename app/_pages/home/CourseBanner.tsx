import { courseTitle, courseVenueLine, type Course } from '@/lib/schema/course';
import { wordsFor } from '@/lib/content/words';
import type { Lang } from '@/lib/i18n/lang';
import { formatMonthYearIn } from '@/lib/i18n/format';

function BannerItems({ courses, lang, copy = false }: { courses: readonly Course[]; lang: Lang; copy?: boolean }) {
  const say = wordsFor(lang).events;
  const language = wordsFor(lang).language;
  return (
    // The copy exists only to make the loop seamless: hidden from screen readers and out of the tab order.
    <ul className={`flex shrink-0 items-center ${copy ? 'marquee-copy' : 'flex-wrap'}`} aria-hidden={copy || undefined} inert={copy || undefined}>
      {courses.map((course) => (
        <li key={course.slug} className="flex items-center gap-3 px-4 py-2 sm:gap-4 sm:px-8">
          <span aria-hidden="true" className="text-summit-400">
            ▲
          </span>
          <span className="text-sm text-white sm:text-base">
            <span className="font-semibold text-summit-400">{say.banner.announced(formatMonthYearIn(lang, course.announced))}</span>{' '}
            {say.banner.course(courseTitle(course), courseVenueLine(course))}
          </span>
          <a href={course.formHref} download className="button-summit shrink-0 whitespace-nowrap px-4 text-sm">
            {language.englishOnlyFile(say.downloadForm)}
            <span className="sr-only"> {say.downloadFormFor(courseTitle(course))}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The scrolling strip under the carousel announcing the courses, each with its application form. CSS only. */
export function CourseBanner({ courses, lang }: { courses: readonly Course[]; lang: Lang }) {
  return (
    <section aria-label={wordsFor(lang).events.banner.label} className="marquee overflow-hidden border-y border-white/10 bg-navy-800">
      <div className="marquee-track">
        <BannerItems courses={courses} lang={lang} />
        <BannerItems courses={courses} lang={lang} copy />
      </div>
    </section>
  );
}
