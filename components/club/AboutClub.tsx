import { SiteLink } from '@/components/site/SiteLink';
import type { Edition } from '@/lib/edition';
import { Picture } from '@/components/photo/Picture';
import { publishedPicture } from '@/lib/images';
import type { Home } from '@/lib/schema/home';

type AboutClubProps = {
  ed: Edition;
  full?: boolean;
  /** A picture of the club (or our artwork until there is one), shown above the highlights. */
  image?: Home['aboutImage'];
  /** A link to the full About page, under the summary (home page). */
  moreHref?: string;
};

/** The About section: used in full on /about-us and as a summary on the home page. */
export function AboutClub({ ed, full = false, image, moreHref }: AboutClubProps) {
  const say = ed.words.about;
  const { club, about } = ed;
  const { registration, affiliation } = club;
  // Sentences, not fragments: each detail the club has supplied is its own sentence.
  const registrationNote = [
    say.standing(club.shortName, registration.statement, affiliation.statement),
    registration.act ? say.standingDetails.act(registration.act) : undefined,
    registration.number ? say.standingDetails.number(registration.number) : undefined,
    registration.placeholder ? say.standingDetails.unpublished : undefined,
  ]
    .filter(Boolean)
    .join(' ');
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
        {moreHref && (
          <SiteLink href={moreHref} className="button-secondary mt-6">
            {say.more}
          </SiteLink>
        )}
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
      <div className="space-y-4">
        {image && (
          <figure className="card overflow-hidden">
            <Picture picture={publishedPicture(image.src, image)} sizes="(min-width: 1024px) 400px, calc(100vw - 2rem)" alt={image.alt} className="aspect-[4/3] w-full object-cover" />
            <figcaption className="px-4 py-3 text-sm text-slate-600">{image.caption}</figcaption>
          </figure>
        )}
      <dl className="grid grid-cols-2 gap-4">
        {about.highlights.map((highlight) => (
          <div key={highlight.label} className="flex flex-col rounded-xl bg-navy-900 p-5 text-white shadow-sm">
            <dt className="text-sm text-sky-200">{highlight.label}</dt>
            <dd className="order-first font-display text-3xl font-semibold text-summit-400">{highlight.value}</dd>
          </div>
        ))}
      </dl>
      </div>
    </div>
  );
}
