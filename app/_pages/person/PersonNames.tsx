import Link from 'next/link';
import { peopleIn } from '@/lib/archive';
import type { Edition } from '@/lib/edition';
import { hrefs } from '@/lib/routes';
import type { Person } from '@/lib/schema/person';
import { SourceLink } from './SourceLink';

/**
 * The other spellings sources use, each with its source (a misprint says so), and the people the
 * registry keeps apart though they may be this person: said plainly, since no source says so.
 */
export function PersonNames({ ed, person }: { ed: Edition; person: Person }) {
  const say = ed.words.person;
  const others = person.possiblySameAs.map((id) => peopleIn(ed.lang).find((candidate) => candidate.id === id)!);
  return (
    <>
      {others.length > 0 && (
        <section aria-labelledby="same-heading">
          <h2 id="same-heading" className="text-2xl font-semibold">
            {say.sameHeading}
          </h2>
          <ul className="mt-3 space-y-1 text-slate-800">
            {others.map((other) => (
              <li key={other.id} data-possibly-same={other.id}>
                {say.sameBefore}{' '}
                <Link href={hrefs.person(ed.lang, other.id)} className="link">
                  {other.name}
                </Link>
                {say.sameAfter}
              </li>
            ))}
          </ul>
        </section>
      )}
      {person.variants.length > 0 && (
        <section aria-labelledby="names-heading">
          <h2 id="names-heading" className="text-2xl font-semibold">
            {say.namesHeading}
          </h2>
          <p className="mt-2 max-w-prose text-slate-700">{say.namesIntro}</p>
          <ul className="mt-4 grid gap-x-8 gap-y-2 sm:grid-cols-2" data-variants>
            {person.variants.map((variant) => (
              <li key={`${variant.name}-${variant.source}`} className="border-l-2 border-sky-300 pl-3">
                {/* A spelling is a fact, written as its source writes it, in that source's script. */}
                <span lang={variant.lang ?? 'en'} className="block font-semibold text-navy-900">
                  {variant.name}
                </span>
                <span className="block text-sm text-slate-700">
                  <SourceLink ed={ed} sourceKey={variant.source} />
                  {variant.slip && <> ({say.misprint})</>}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
