import { SiteLink } from '@/components/site/SiteLink';
import { Section } from '@/components/site/Section';
import { SourceLink } from '@/components/site/SourceLink';
import type { Edition } from '@/lib/edition';
import { BASE_LANG, locales } from '@/lib/i18n/lang';
import { hrefs } from '@/lib/routes';
import type { Person } from '@/lib/schema/person';

/**
 * The other spellings sources use, each with its source (a misprint says so), and the people the
 * registry keeps apart though they may be this person: said plainly, since no source says so.
 */
export function PersonNames({ ed, person }: { ed: Edition; person: Person }) {
  const say = ed.words.person;
  const others = person.possiblySameAs.map((id) => ed.person(id));
  return (
    <>
      {others.length > 0 && (
        <Section id="same" heading={say.sameHeading}>
          <ul className="mt-3 space-y-1 text-slate-800">
            {others.map((other) => (
              <li key={other.id} data-possibly-same={other.id}>
                {say.sameBefore}{' '}
                <SiteLink href={ed.path(hrefs.person(other.id))} className="link">
                  {other.name}
                </SiteLink>
                {say.sameAfter}
              </li>
            ))}
          </ul>
        </Section>
      )}
      {person.variants.length > 0 && (
        <Section id="names" heading={say.namesHeading} intro={say.namesIntro}>
          <ul className="mt-4 grid gap-x-8 gap-y-2 sm:grid-cols-2" data-variants>
            {person.variants.map((variant) => (
              <li key={`${variant.name}-${variant.source}`} className="border-l-2 border-sky-300 pl-3">
                {/* A spelling is a fact, written as its source writes it, in that source's script; without a language, the base language's. */}
                <span lang={variant.lang ?? locales[BASE_LANG].hreflang} className="block font-semibold text-navy-900">
                  {variant.name}
                </span>
                <span className="block text-sm text-slate-700">
                  <SourceLink source={ed.source(variant.source)} newTab={ed.words.common.opensInNewTab} />
                  {variant.slip && <> ({say.misprint})</>}
                </span>
              </li>
            ))}
          </ul>
        </Section>
      )}
    </>
  );
}
