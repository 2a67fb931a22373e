import { about } from '@/lib/content/about';
import { club } from '@/lib/content/club';

type AboutClubProps = { full?: boolean };

/** The About section: used in full on /about-us and as a summary on the home page. */
export function AboutClub({ full = false }: AboutClubProps) {
  const registrationNote = `${club.shortName} is ${club.registration.statement}${
    club.registration.act ? ` under the ${club.registration.act}` : ''
  }${club.registration.number ? ` (registration no. ${club.registration.number})` : ''} and is ${club.affiliation.statement}.`;
  return (
    <div className="grid gap-10 lg:grid-cols-[1.2fr_1fr] lg:items-start">
      <div>
        <h2 className="text-3xl font-semibold sm:text-4xl">{about.heading}</h2>
        <p className="mt-1 font-display text-lg uppercase tracking-[0.18em] text-navy-700">{club.tagline}</p>
        {about.intro.map((paragraph) => (
          <p key={paragraph} className="mt-4 max-w-prose text-lg">
            {paragraph}
          </p>
        ))}
        <p className="mt-4 max-w-prose rounded-md border-l-4 border-summit-400 bg-white px-4 py-3 text-slate-700">{registrationNote}</p>
        {full &&
          about.sections.map((section) => (
            <section key={section.heading} className="mt-10">
              <h3 className="text-2xl font-semibold">{section.heading}</h3>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph} className="mt-3 max-w-prose">
                  {paragraph}
                </p>
              ))}
            </section>
          ))}
      </div>
      <dl className="grid grid-cols-2 gap-4">
        {about.highlights.map((highlight) => (
          <div key={highlight.label} className="flex flex-col rounded-xl bg-navy-900 p-5 text-white shadow-sm">
            <dt className="text-sm text-sky-200">{highlight.label}</dt>
            <dd className="order-first font-display text-3xl font-semibold text-summit-400">{highlight.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
