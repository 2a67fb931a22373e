import { SiteLink } from '@/components/site/SiteLink';
import type { SiteWords } from '@/lib/content';
import type { FactSection } from '@/lib/expeditions';

type HeadingLevel = 'h2' | 'h3';

/** The team is a list of people; the other sections are label/value pairs. */
const isTeam = (section: FactSection) => section.key === 'team';
/** What an empty value means depends on the section: in Summits, that no summiter is named. */
const emptyValue = (section: FactSection, say: FactWords) => (section.key === 'summits' ? say.summitersUnknown : say.noValue);

type FactWords = SiteWords['expedition']['facts'];

/**
 * Fact sections as labelled lists: the team as a list of names with their roles, each linked to
 * the person's page, everything else as label/value pairs (a value may link, a peak to its page,
 * and carry a note, what a height is and who gives it). Used by the short notes and the report pages.
 */
export function ExpeditionFacts({
  sections,
  words,
  headingLevel: Heading = 'h2',
  compact = false,
}: {
  sections: readonly FactSection[];
  /** The fact labels of the page's edition (for empty values). */
  words: FactWords;
  headingLevel?: HeadingLevel;
  compact?: boolean;
}) {
  const headingClass = compact ? 'text-lg font-semibold' : 'text-2xl font-semibold';
  const text = compact ? 'text-sm' : 'text-base';
  return (
    <div className={compact ? 'space-y-5' : 'space-y-10'}>
      {sections.map((section) => (
        <section key={section.key}>
          <Heading className={headingClass}>{section.heading}</Heading>
          {isTeam(section) ? (
            <ul className={`mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-2 ${text}`}>
              {section.facts.map((fact) => (
                <li key={fact.label} className="border-l-2 border-sky-300 pl-3">
                  {fact.href ? (
                    <SiteLink href={fact.href} className="link block font-semibold" data-person-link>
                      {fact.label}
                    </SiteLink>
                  ) : (
                    <span className="block font-semibold text-navy-900">{fact.label}</span>
                  )}
                  {fact.value && <span className="block text-slate-600">{fact.value}</span>}
                </li>
              ))}
            </ul>
          ) : (
            <dl className={`mt-3 divide-y divide-navy-900/10 border-y border-navy-900/10 ${text}`}>
              {section.facts.map((fact, index) => (
                <div key={`${fact.label}-${index}`} className="grid gap-x-4 py-2 sm:grid-cols-[minmax(0,12rem)_minmax(0,1fr)]">
                  <dt className="font-semibold text-navy-800">{fact.label}</dt>
                  <dd className="text-slate-700">
                    {fact.href && fact.value ? (
                      <SiteLink href={fact.href} className="link">
                        {fact.value}
                      </SiteLink>
                    ) : (
                      (fact.value ?? emptyValue(section, words))
                    )}
                    {fact.note && <span className="mt-0.5 block text-sm text-slate-600">{fact.note}</span>}
                  </dd>
                </div>
              ))}
            </dl>
          )}
        </section>
      ))}
    </div>
  );
}
