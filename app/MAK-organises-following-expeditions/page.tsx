import Link from 'next/link';
import { ExpeditionTable } from '@/components/ExpeditionTable/ExpeditionTable';
import { ExpeditionTimeline } from '@/components/ExpeditionTimeline/ExpeditionTimeline';
import { PageHeader } from '@/components/PageHeader/PageHeader';
import { expeditionSummary, expeditions, peakWithHeight, queryableRowsOf, reportHref } from '@/lib/expeditions';
import { pageMetadata } from '@/lib/pageMetadata';
import { routes } from '@/lib/routes';

export const metadata = pageMetadata({
  title: 'MAK organises following Expeditions',
  description: 'All 38 Himalayan expeditions of the Mountaineers’ Association of Krishnanagar from 1987 to 2024, with peaks, heights, years and results.',
  path: routes.expeditions,
});

const rows = queryableRowsOf(expeditions);
const firstYear = rows[0]?.year;
const lastYear = rows.at(-1)?.year;

export default function Page() {
  const { highestPoint } = expeditionSummary;
  const facts = [
    { value: String(expeditionSummary.expeditions), label: `expeditions, ${firstYear} to ${lastYear}` },
    { value: String(expeditionSummary.summits), label: `summits reached, by ${expeditionSummary.successfulExpeditions} expeditions` },
  ];

  return (
    <>
      <PageHeader
        title="MAK organises following Expeditions"
        trail={[{ label: 'Expeditions' }]}
        lead="The club has completed the following mountaineering expeditions."
      />
      <div className="container-page py-10 sm:py-14">
        <section aria-labelledby="summary-heading">
          <h2 id="summary-heading" className="sr-only">
            In short
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
                <dt className="text-sm text-sky-200">highest point reached</dt>
                <dd className="order-first font-display text-3xl font-semibold">
                  <Link href={reportHref(highestPoint.slug)} className="underline decoration-sky-300/50 hover:decoration-white">
                    {peakWithHeight(highestPoint.peak, highestPoint.heightM)}
                  </Link>
                  <span className="ml-2 text-lg font-normal text-sky-200">{highestPoint.year}</span>
                </dd>
              </div>
            )}
          </dl>
          <p className="mt-3 text-sm text-slate-600">
            Where the club’s table gives no result, it reads “Not recorded” below, and that expedition is not counted among the summits above.
          </p>
        </section>

        <section aria-labelledby="table-heading" className="mt-12">
          <h2 id="table-heading" className="text-3xl font-semibold">
            The expeditions, {firstYear} to {lastYear}
          </h2>
          <p className="mt-2 max-w-prose text-slate-700">Each peak links to its report page, with the team, the camps and a PDF summary.</p>
          <div className="mt-6">
            <ExpeditionTable rows={rows} caption={`Expeditions organised by the club, ${firstYear} to ${lastYear}`} />
          </div>
        </section>

        <section aria-labelledby="timeline-heading" className="mt-16">
          <h2 id="timeline-heading" className="text-3xl font-semibold">
            Year by year, peak by peak
          </h2>
          <p className="mt-2 max-w-prose text-slate-700">
            Every expedition placed by its year and the height of its peak. Select a mark to open that expedition’s report.
          </p>
          <div className="mt-6">
            <ExpeditionTimeline rows={rows} idPrefix="timeline" />
          </div>
        </section>
      </div>
    </>
  );
}
