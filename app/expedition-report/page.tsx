import { PageHeader } from '@/components/PageHeader/PageHeader';
import { ReportCards } from '@/components/ReportCards/ReportCards';
import { reportCards } from '@/lib/expeditions';
import { pageMetadata } from '@/lib/pageMetadata';
import { routes } from '@/lib/routes';

export const metadata = pageMetadata({
  title: 'Expedition Report',
  description: 'A page and a downloadable report for every expedition of the Mountaineers’ Association of Krishnanagar, 1987 to 2025.',
  path: routes.expeditionReport,
});

export default function Page() {
  return (
    <>
      <PageHeader title="Expedition Report" trail={[{ label: 'Expedition Report' }]} lead="A page and a downloadable report for every expedition, 1987 to 2025." />
      <div className="container-page py-10 sm:py-14">
        <p className="mb-8 max-w-prose text-slate-700">
          Each report page gathers what the club’s records say about one expedition: the team, the camps, the summits, and a PDF summary to download.
          Until the club’s own photographs are added, every expedition is shown by an illustration drawn from its record.
        </p>
        <ReportCards cards={reportCards} />
      </div>
    </>
  );
}
