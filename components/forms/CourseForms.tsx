import { courseTitle, courseVenueLine } from '@/lib/schema/course';
import type { Edition } from '@/lib/edition';
import { courseFormLink } from '@/lib/pdf/courseFormLink';

type CourseFormsProps = { ed: Edition; headingLevel?: 2 | 3 };

/** The numbered list of the edition's course application forms, each with a Download Form button. */
export function CourseForms({ ed, headingLevel = 2 }: CourseFormsProps) {
  const Heading = `h${headingLevel}` as const;
  const ItemHeading = `h${headingLevel + 1}` as 'h3' | 'h4';
  const say = ed.words.events;
  const language = ed.words.language;
  return (
    <div>
      <Heading id="course-forms" className="text-3xl font-semibold">
        {say.courseForms.heading}
      </Heading>
      <p className="mt-2 max-w-prose text-slate-700">{say.courseForms.intro}</p>
      <ol className="mt-6 grid gap-4 md:grid-cols-2">
        {ed.courses.map((course, index) => (
          <li key={course.slug} className="card flex gap-4 p-5 sm:p-6">
            <span aria-hidden="true" className="flex size-10 shrink-0 items-center justify-center rounded-full bg-navy-900 font-display text-lg font-semibold text-summit-400">
              {ed.format.digits(index + 1)}
            </span>
            <div className="flex min-w-0 flex-col">
              <ItemHeading className="text-xl font-semibold">
                {say.courseForms.itemHeading(courseTitle(course))}
              </ItemHeading>
              <p className="text-sm font-medium uppercase tracking-wide text-navy-700">{courseVenueLine(course)}</p>
              <p className="mt-1 text-sm text-slate-600">{say.announcedIn(ed.format.monthYear(course.announced))}</p>
              <p className="mt-2 text-slate-700">{course.description}</p>
              <a href={courseFormLink(ed, course).href} download className="button-primary mt-4 self-start">
                <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 fill-none stroke-current" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
                  <path d="M10 3v10m0 0-4-4m4 4 4-4M4 16h12" />
                </svg>
                {courseFormLink(ed, course).inEdition ? say.downloadForm : language.englishOnlyFile(say.downloadForm)}
                <span className="sr-only"> {say.downloadFormFor(courseTitle(course))}</span>
              </a>
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}
