import Link from 'next/link';
import { PageHeader } from '@/components/PageHeader/PageHeader';
import { ReportCards } from '@/components/ReportCards/ReportCards';
import { words } from '@/lib/content/words';
import { reportCards } from '@/lib/expeditions';
import { pageMetadata } from '@/lib/pageMetadata';
import { routes } from '@/lib/routes';

const w = words.records.reportList;

export const metadata = pageMetadata({ title: w.title, description: w.description, path: routes.expeditionReport });

export default function Page() {
  return (
    <>
      <PageHeader title={w.title} trail={[{ label: w.title }]} lead={w.lead} />
      <div className="container-page py-10 sm:py-14">
        <p className="max-w-prose text-slate-700">{w.intro}</p>
        <p className="mt-3 mb-8 max-w-prose text-slate-700">
          <Link href={routes.records} className="link font-semibold">
            {w.recordsLink}
          </Link>
          {w.recordsLinkAfter}
        </p>
        <ReportCards cards={reportCards} />
      </div>
    </>
  );
}
