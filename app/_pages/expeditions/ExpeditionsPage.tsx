import { SiteLink } from '@/components/site/SiteLink';
import type { Room } from '@/app/_pages/routeFactory';
import { DataDownloads } from '@/components/site/DataDownloads';
import { PageHeader } from '@/components/site/PageHeader';
import { Section } from '@/components/site/Section';
import type { Edition } from '@/lib/edition';
import { archiveCount, queryableRowsOf, summariseExpeditions } from '@/lib/expeditions';
import { pageMetadata } from '@/lib/pageMetadata';
import { hrefs, routes } from '@/lib/routes';
import { ExpeditionTable } from './ExpeditionTable';
import { ExpeditionTimeline } from './ExpeditionTimeline';

export function ExpeditionsPage({ ed }: { ed: Edition }) {
  const w = ed.words.expeditions;
  // Every expedition the records hold: the club's original table, then the ones added after it (marked in the table).
  const list = ed.expeditions.all;
  const rows = queryableRowsOf(ed, list);
  // The count, the span and the results every page states (lib/expeditions/archiveCount.ts).
  const { expeditions, firstYear, lastYear, results } = archiveCount;
  const { highestPoint } = summariseExpeditions(list);
  const facts = [
    { id: 'expeditions', value: ed.format.digits(expeditions), label: w.expeditions(firstYear, lastYear) },
    { id: 'summits', value: ed.format.digits(results.summits), label: w.summits(results.successfulExpeditions) },
  ];

  return (
    <>
      <PageHeader ed={ed} title={w.title} trail={[{ label: w.breadcrumb }]} lead={w.lead} />
      <div className="container-page py-10 sm:py-14">
        <Section id="summary" heading={w.summaryHeading} size="hidden">
          <dl className="grid gap-3 sm:grid-cols-3">
            {facts.map((fact) => (
              <div key={fact.id} data-figure={fact.id} className="card flex flex-col p-4">
                <dt className="text-sm text-slate-600">{fact.label}</dt>
                <dd className="order-first font-display text-3xl font-semibold text-navy-900">{fact.value}</dd>
              </div>
            ))}
            {highestPoint && (
              <div className="flex flex-col rounded-xl bg-navy-900 p-4 text-white shadow-sm">
                <dt className="text-sm text-sky-200">{w.highestPoint}</dt>
                <dd className="order-first font-display text-3xl font-semibold">
                  <SiteLink href={ed.path(hrefs.report(highestPoint.slug))} className="underline decoration-sky-300/50 hover:decoration-white">
                    {ed.label.peakWithHeight(ed.label.peakName(highestPoint.peak), highestPoint.heightM)}
                  </SiteLink>
                  <span className="ml-2 text-lg font-normal text-sky-200">{ed.format.digits(highestPoint.year)}</span>
                </dd>
              </div>
            )}
          </dl>
          <p className="mt-3 max-w-prose text-sm text-slate-600">{w.unknownNote(results.unknown, expeditions)}</p>
          <p className="mt-2 text-sm">
            <SiteLink href={ed.path(routes.records)} className="link font-semibold">
              {w.recordsLink}
            </SiteLink>
          </p>
        </Section>

        <Section id="table" heading={w.tableHeading(firstYear, lastYear)} size="page" intro={w.tableIntro} className="mt-12">
          <p className="mt-2 max-w-prose text-sm text-slate-600">
            {w.heightsNote}{' '}
            <SiteLink href={ed.path(routes.peaks)} className="link">
              {w.peaksLink}
            </SiteLink>
          </p>
          <div className="mt-6">
            <DataDownloads ed={ed} tables={['expeditions']} id="table-data" />
          </div>
          <div className="mt-6">
            <ExpeditionTable rows={rows} caption={w.tableCaption(firstYear, lastYear)} words={w.table} numbers={ed.format.islandNumbers} />
          </div>
        </Section>

        <Section id="timeline" heading={w.timelineHeading} size="page" intro={w.timelineIntro} className="mt-16">
          <div className="mt-6">
            <ExpeditionTimeline ed={ed} rows={rows} idPrefix="timeline" />
          </div>
        </Section>
      </div>
    </>
  );
}

/** The expeditions table page (/MAK-organises-following-expeditions/): words in content/<lang>/expeditions.ts, records in content/expeditions/. */
export const expeditionsRoom: Room = {
  metadata: (ed) => pageMetadata(ed, { title: ed.words.expeditions.title, description: ed.words.expeditions.description(archiveCount.firstYear, archiveCount.lastYear), path: routes.expeditions }),
  Page: ExpeditionsPage,
};
