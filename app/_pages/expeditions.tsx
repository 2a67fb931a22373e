import Link from 'next/link';
import { ExpeditionTable } from '@/components/ExpeditionTable/ExpeditionTable';
import { ExpeditionTimeline } from '@/components/ExpeditionTimeline/ExpeditionTimeline';
import { PageHeader } from '@/components/PageHeader/PageHeader';
import { wordsFor } from '@/lib/content/words';
import { pathIn, type Lang } from '@/lib/i18n/lang';
import { digitsIn } from '@/lib/i18n/format';
import { expeditionsIn, peakWithHeight, queryableRowsOf, recordStats, summariseExpeditions } from '@/lib/expeditions';
import { pageMetadata } from '@/lib/pageMetadata';
import { hrefs, routes } from '@/lib/routes';

export function expeditionsMetadata(lang: Lang) {
  const w = wordsFor(lang).records.tablePage;
  return pageMetadata({ lang, title: w.title, description: w.description, path: routes.expeditions });
}

export function ExpeditionsPage({ lang }: { lang: Lang }) {
  const w = wordsFor(lang).records.tablePage;
  const list = expeditionsIn(lang);
  const rows = queryableRowsOf(list, lang);
  const firstYear = rows[0]?.year ?? recordStats.firstYear;
  const lastYear = rows.at(-1)?.year ?? recordStats.lastYear;
  const expeditionSummary = summariseExpeditions(list);
  const { highestPoint } = expeditionSummary;
  const facts = [
    { value: digitsIn(lang, expeditionSummary.expeditions), label: w.expeditions(firstYear, lastYear) },
    { value: digitsIn(lang, expeditionSummary.summits), label: w.summits(expeditionSummary.successfulExpeditions) },
  ];

  return (
    <>
      <PageHeader lang={lang} title={w.title} trail={[{ label: w.breadcrumb }]} lead={w.lead} />
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
                    {peakWithHeight(highestPoint.peak, highestPoint.heightM, undefined, lang)}
                  </Link>
                  <span className="ml-2 text-lg font-normal text-sky-200">{digitsIn(lang, highestPoint.year)}</span>
                </dd>
              </div>
            )}
          </dl>
          <p className="mt-3 max-w-prose text-sm text-slate-600">{w.unknownNote(recordStats.unknownResults, recordStats.tableRows)}</p>
          <p className="mt-2 text-sm">
            <Link href={pathIn(lang, routes.records)} className="link font-semibold">
              {w.recordsLink}
            </Link>
          </p>
        </section>

        <section aria-labelledby="table-heading" className="mt-12">
          <h2 id="table-heading" className="text-3xl font-semibold">
            {w.tableHeading(firstYear, lastYear)}
          </h2>
          <p className="mt-2 max-w-prose text-slate-700">{w.tableIntro}</p>
          <div className="mt-6">
            <ExpeditionTable rows={rows} caption={w.tableCaption(firstYear, lastYear)} lang={lang} />
          </div>
        </section>

        <section aria-labelledby="timeline-heading" className="mt-16">
          <h2 id="timeline-heading" className="text-3xl font-semibold">
            {w.timelineHeading}
          </h2>
          <p className="mt-2 max-w-prose text-slate-700">{w.timelineIntro}</p>
          <div className="mt-6">
            <ExpeditionTimeline rows={rows} idPrefix="timeline" lang={lang} />
          </div>
        </section>
      </div>
    </>
  );
}
