import { courseTitle, courseVenueLine, type Course } from '@/lib/schema/course';
import { wordsFor } from '@/lib/content/words';
import type { Lang } from '@/lib/i18n/lang';
import { digitsIn, formatMonthYearIn } from '@/lib/i18n/format';

type CourseFormsProps = { courses: readonly Course[]; lang: Lang; headingLevel?: 2 | 3 };

/** The numbered list of course application forms, each with a Download Form button. */
export function CourseForms({ courses, lang, headingLevel = 2 }: CourseFormsProps) {
  const Heading = `h${headingLevel}` as const;
  const ItemHeading = `h${headingLevel + 1}` as 'h3' | 'h4';
  const say = wordsFor(lang).events;
  const language = wordsFor(lang).language;
  return (
    <div>
      <Heading id="course-forms" className="text-3xl font-semibold">
        {say.courseForms.heading}
      </Heading>
      <p className="mt-2 max-w-prose text-slate-700">{say.courseForms.intro}</p>
      <ol className="mt-6 grid gap-4 md:grid-cols-2">
        {courses.map((course, index) => (
          <li key={course.slug} className="flex gap-4 rounded-xl bg-white p-5 shadow-sm ring-1 ring-navy-900/10 sm:p-6">
            <span aria-hidden="true" className="flex size-10 shrink-0 items-center justify-center rounded-full bg-navy-900 font-display text-lg font-semibold text-summit-400">
              {digitsIn(lang, index + 1)}
            </span>
            <div className="flex min-w-0 flex-col">
              <ItemHeading className="text-xl font-semibold">
                {say.courseForms.itemHeading(courseTitle(course))}
              </ItemHeading>
              <p className="text-sm font-medium uppercase tracking-wide text-navy-700">{courseVenueLine(course)}</p>
              <p className="mt-1 text-sm text-slate-600">{say.announcedIn(formatMonthYearIn(lang, course.announced))}</p>
              <p className="mt-2 text-slate-700">{course.description}</p>
              <a href={course.formHref} download className="button-primary mt-4 self-start">
                <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 fill-none stroke-current" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
                  <path d="M10 3v10m0 0-4-4m4 4 4-4M4 16h12" />
                </svg>
                {language.englishOnlyFile(say.downloadForm)}
                <span className="sr-only"> {say.downloadFormFor(courseTitle(course))}</span>
              </a>
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}
