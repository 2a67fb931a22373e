import Link from 'next/link';
import type { Room } from '@/app/_pages/routeFactory';
import { PageHeader } from '@/components/site/PageHeader';
import { edition } from '@/lib/edition';
import { peakWithHeight, queryableRowsOf, recordStats, summariseExpeditions } from '@/lib/expeditions';
import type { Lang } from '@/lib/i18n/lang';
import { pageMetadata } from '@/lib/pageMetadata';
import { hrefs, routes } from '@/lib/routes';
import { ExpeditionTable } from './ExpeditionTable';
import { ExpeditionTimeline } from './ExpeditionTimeline';

/** The expeditions table page (/MAK-organises-following-expeditions/): words in content/<lang>/expeditions.ts, records in content/expeditions.ts. */
export function expeditionsMetadata(lang: Lang) {
  const w = edition(lang).words.expeditions;
  return pageMetadata({ lang, title: w.title, description: w.description, path: routes.expeditions });
}

export function ExpeditionsPage({ lang }: { lang: Lang }) {
  const ed = edition(lang);
  const w = ed.words.expeditions;
  const list = ed.expeditions.table;
  const rows = queryableRowsOf(lang, list);
  const firstYear = rows[0]?.year ?? recordStats.firstYear;
  const lastYear = rows.at(-1)?.year ?? recordStats.lastYear;
  const expeditionSummary = summariseExpeditions(list);
  const { highestPoint } = expeditionSummary;
  const facts = [
    { value: ed.format.digits(expeditionSummary.expeditions), label: w.expeditions(firstYear, lastYear) },
    { value: ed.format.digits(expeditionSummary.summits), label: w.summits(expeditionSummary.successfulExpeditions) },
  ];

  return (
    <>
      <PageHeader ed={ed} title={w.title} trail={[{ label: w.breadcrumb }]} lead={w.lead} />
      <div className="container-page py-10 sm:py-14">
        <section aria-labelledby="summary-heading">
          <h2 id="summary-heading" className="sr-only">
            {w.summaryHeading}
          </h2>
          <dl className="grid gap-3 sm:grid-cols-3">
            {facts.map((fact) => (
              <div key={fact.label} className="flex flex-col rounded-xl bg-white p-4 shadow-sm ring-1 ring-navy-900/10">
                <dt className="text-sm text-slate-600">{fact.label}</dt>
                <dd className="order-first font-display text-3xl font-semibold text-navy-900">{fact.value}</dd>
              </div>
            ))}
            {highestPoint && (
              <div className="flex flex-col rounded-xl bg-navy-900 p-4 text-white shadow-sm">
                <dt className="text-sm text-sky-200">{w.highestPoint}</dt>
                <dd className="order-first font-display text-3xl font-semibold">
                  <Link href={hrefs.report(lang, highestPoint.slug)} className="underline decoration-sky-300/50 hover:decoration-white">
                    {peakWithHeight(lang, highestPoint.peak, highestPoint.heightM)}
                  </Link>
                  <span className="ml-2 text-lg font-normal text-sky-200">{ed.format.digits(highestPoint.year)}</span>
                </dd>
              </div>
            )}
          </dl>
          <p className="mt-3 max-w-prose text-sm text-slate-600">{w.unknownNote(recordStats.unknownResults, recordStats.tableRows)}</p>
          <p className="mt-2 text-sm">
            <Link href={hrefs.page(ed.lang, 'records')} className="link font-semibold">
              {w.recordsLink}
            </Link>
          </p>
        </section>

        <section aria-labelledby="table-heading" className="mt-12">
          <h2 id="table-heading" className="text-3xl font-semibold">
            {w.tableHeading(firstYear, lastYear)}
          </h2>
          <p className="mt-2 max-w-prose text-slate-700">{w.tableIntro}</p>
          <p className="mt-2 max-w-prose text-sm text-slate-600">
            {w.heightsNote}{' '}
            <Link href={hrefs.page(ed.lang, 'peaks')} className="link">
              {w.peaksLink}
            </Link>
          </p>
          <div className="mt-6">
            <ExpeditionTable rows={rows} caption={w.tableCaption(firstYear, lastYear)} words={w.table} numbers={ed.format.islandNumbers} />
          </div>
        </section>

        <section aria-labelledby="timeline-heading" className="mt-16">
          <h2 id="timeline-heading" className="text-3xl font-semibold">
            {w.timelineHeading}
          </h2>
          <p className="mt-2 max-w-prose text-slate-700">{w.timelineIntro}</p>
          <div className="mt-6">
            <ExpeditionTimeline ed={ed} rows={rows} idPrefix="timeline" />
          </div>
        </section>
      </div>
    </>
  );
}

export const expeditionsRoom: Room = { metadata: expeditionsMetadata, Page: ExpeditionsPage };
