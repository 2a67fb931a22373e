import type { Edition } from '@/lib/edition';
import { courseFormLink } from '@/lib/pdf/courseFormLink';
import { courseTitle, courseVenueLine } from '@/lib/schema/course';

function BannerItems({ ed, copy = false }: { ed: Edition; copy?: boolean }) {
  const say = ed.words.events;
  const language = ed.words.language;
  return (
    // The copy exists only to make the loop seamless: hidden from screen readers and out of the tab order.
    <ul className={`flex shrink-0 items-center ${copy ? 'marquee-copy' : 'flex-wrap'}`} aria-hidden={copy || undefined} inert={copy || undefined}>
      {ed.courses.map((course) => (
        <li key={course.slug} className="flex items-center gap-3 px-4 py-2 sm:gap-4 sm:px-8">
          <span aria-hidden="true" className="text-summit-400">
            ▲
          </span>
          <span className="text-sm text-white sm:text-base">
            <span className="font-semibold text-summit-400">{say.banner.announced(ed.format.monthYear(course.announced))}</span>{' '}
            {say.banner.course(courseTitle(course), courseVenueLine(course))}
          </span>
          <a href={courseFormLink(ed, course).href} download className="button-summit shrink-0 whitespace-nowrap px-4 text-sm">
            {courseFormLink(ed, course).inEdition ? say.downloadForm : language.englishOnlyFile(say.downloadForm)}
            <span className="sr-only"> {say.downloadFormFor(courseTitle(course))}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The scrolling strip under the carousel announcing the courses, each with its application form. CSS only. */
export function CourseBanner({ ed }: { ed: Edition }) {
  return (
    <section aria-label={ed.words.events.banner.label} className="marquee overflow-hidden border-y border-white/10 bg-navy-800">
      <div className="marquee-track">
        <BannerItems ed={ed} />
        <BannerItems ed={ed} copy />
      </div>
    </section>
  );
}
