import { SiteLink } from '@/components/site/SiteLink';
import type { Room } from '@/app/_pages/routeFactory';
import { SourceConflicts } from '@/components/expedition/SourceConflicts';
import { JsonLdScript } from '@/components/site/JsonLdScript';
import { PageHeader } from '@/components/site/PageHeader';
import { Section } from '@/components/site/Section';
import { SourceLink } from '@/components/site/SourceLink';
import type { Edition } from '@/lib/edition';
import { recordStatsOf } from '@/lib/expeditions';
import { pageMetadata } from '@/lib/pageMetadata';
import { hrefs, routes } from '@/lib/routes';
import { datasetJsonLd, OPEN_DATA_ANCHOR } from '@/lib/structuredData';
import { OpenDataSection } from './OpenDataSection';

/** The 2014 feature that counts Basanta Singha Roy's successful expeditions (registered in content/sources/). */
const summitContextSource = 'https://www.mid-day.com/articles/get-on-top-of-the-world/15546157';

/** One computed figure with what it counts. */
function Figure({ value, label, id }: { value: string; label: string; id: string }) {
  return (
    <div data-figure={id} className="card flex flex-col p-4">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="order-first font-display text-3xl font-semibold text-navy-900">{value}</dd>
    </div>
  );
}

export function RecordsPage({ ed }: { ed: Edition }) {
  const { words } = ed;
  const w = words.records;
  const digits = ed.format.digits;
  // Figures and lists from the page's own edition of the records (the same facts in both).
  const s = recordStatsOf(ed.expeditions.table, ed.expeditions.later);
  const { listOnly, withConflicts } = s;
  // The page's table of contents: each section by its id and its heading.
  const contents = [
    { id: 'origins', label: w.originsHeading },
    { id: 'heights', label: w.heightsHeading },
    { id: 'known', label: w.knownHeading },
    { id: 'conflicts', label: w.conflictsHeading },
    { id: OPEN_DATA_ANCHOR, label: w.openDataHeading },
    { id: 'corrections', label: w.correctionsHeading },
  ];

  return (
    <>
      <JsonLdScript data={datasetJsonLd(ed)} />
      <PageHeader ed={ed} title={w.title} trail={[{ label: w.title }]} lead={w.lead} />
      <div className="container-page space-y-14 py-10 sm:py-14">
        <nav aria-labelledby="contents-heading" className="card max-w-prose p-5" data-contents>
          <h2 id="contents-heading" className="font-display text-lg font-semibold text-navy-900">
            {w.contentsHeading}
          </h2>
          <ol className="mt-2 list-decimal space-y-1 pl-6">
            {contents.map((entry) => (
              <li key={entry.id}>
                <a href={`#${entry.id}`} className="link inline-flex min-h-6 items-center">
                  {entry.label}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <Section id="origins" heading={w.originsHeading} size="page">
          <div className="mt-4 max-w-prose space-y-4 text-lg leading-relaxed text-slate-800">
            {w.origins.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <dl className="mt-6 grid grid-cols-2 gap-3">
            <Figure id="public-sources" value={digits(s.publicSources)} label={w.publicSources} />
            <Figure id="bengali-sources" value={digits(s.bengaliSources)} label={w.bengaliSources} />
          </dl>
        </Section>

        <Section id="heights" heading={w.heightsHeading} size="page">
          <p className="mt-4 max-w-prose text-lg leading-relaxed text-slate-800">{w.heights}</p>
          <p className="mt-3">
            <SiteLink href={ed.path(routes.peaks)} className="link font-semibold">
              {w.peaksLink}
            </SiteLink>
          </p>
        </Section>

        <Section id="known" heading={w.knownHeading} size="page">
          <dl className="mt-6 grid grid-cols-2 gap-3 lg:grid-cols-3">
            <Figure id="table-rows" value={digits(s.tableRows)} label={w.tableRows(s.firstYear, s.lastYear)} />
            <Figure id="known-results" value={digits(s.knownResults)} label={w.knownResults} />
            <Figure id="unknown-results" value={digits(s.unknownResults)} label={w.unknownResults} />
            <Figure id="list-only" value={digits(s.listOnlyRows)} label={w.listOnlyRows} />
            <Figure id="pages-with-sources" value={digits(s.pagesWithPublicSources)} label={w.pagesWithSources(s.pages)} />
            <Figure id="summits" value={digits(s.summits)} label={w.summits} />
          </dl>
          <div className="mt-6 max-w-prose space-y-4 text-slate-800">
            {w.known.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            <p>
              {w.summitFloor(s.summits, s.knownResults)} {w.summitContextBefore}
              <SourceLink source={ed.source(summitContextSource)} newTab={words.common.opensInNewTab} />
              {w.summitContextAfter}
            </p>
            <p>
              <SiteLink href={ed.path(routes.statistics)} className="link font-semibold">
                {w.statisticsLink}
              </SiteLink>
            </p>
          </div>
          <h3 className="mt-8 text-xl font-semibold">{w.listOnlyHeading}</h3>
          <ul className="mt-3 grid gap-x-6 gap-y-1 sm:grid-cols-2 lg:grid-cols-3">
            {listOnly.map((e) => (
              <li key={e.slug}>
                <SiteLink href={ed.path(hrefs.report(e.slug))} className="link">
                  {ed.label.titleWithYear(e)}
                </SiteLink>
              </li>
            ))}
          </ul>
        </Section>

        <Section id="conflicts" heading={w.conflictsHeading} size="page">
          <p className="mt-4 max-w-prose text-slate-800">{w.conflictsIntro(s.conflicts, s.expeditionsWithConflicts)}</p>
          <div className="mt-6 space-y-10">
            {withConflicts.map((e) => (
              <section key={e.slug} aria-labelledby={`conflicts-${e.slug}`}>
                <h3 id={`conflicts-${e.slug}`} className="text-2xl font-semibold">
                  <SiteLink href={ed.path(hrefs.report(e.slug))} className="link">
                    {ed.label.titleWithYear(e)}
                  </SiteLink>
                </h3>
                <div className="mt-4">
                  <SourceConflicts ed={ed} conflicts={e.conflicts} headingLevel="h4" wide />
                </div>
              </section>
            ))}
          </div>
        </Section>

        <OpenDataSection ed={ed} />

        <Section id="corrections" heading={w.correctionsHeading} size="page">
          <p className="mt-4 max-w-prose text-lg leading-relaxed text-slate-800">
            {w.correctionsBefore}{' '}
            <SiteLink href={ed.path(routes.contact)} className="link font-semibold">
              {w.correctionsLink}
            </SiteLink>
            {w.correctionsAfter}
          </p>
        </Section>
      </div>
    </>
  );
}

/** The "About these records" page (/about-these-records/): words in content/<lang>/records.ts, figures computed from content/expeditions/. */
export const recordsRoom: Room = {
  metadata: (ed) => pageMetadata(ed, { title: ed.words.records.title, description: ed.words.records.description, path: routes.records }),
  Page: RecordsPage,
};
