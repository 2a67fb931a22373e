import Link from 'next/link';
import type { Room } from '@/app/_pages/routeFactory';
import { PageHeader } from '@/components/site/PageHeader';
import { edition } from '@/lib/edition';
import { reportCardsOf } from '@/lib/expeditions';
import type { Lang } from '@/lib/i18n/lang';
import { pageMetadata } from '@/lib/pageMetadata';
import { hrefs, routes } from '@/lib/routes';
import { ReportCards } from './ReportCards';

/** The report list (/expedition-report/): words in content/<lang>/reportList.ts, records in content/expeditions.ts. */
export function reportListMetadata(lang: Lang) {
  const w = edition(lang).words.reportList;
  return pageMetadata({ lang, title: w.title, description: w.description, path: routes.expeditionReport });
}

export function ReportListPage({ lang }: { lang: Lang }) {
  const ed = edition(lang);
  const w = ed.words.reportList;
  return (
    <>
      <PageHeader ed={ed} title={w.title} trail={[{ label: w.title }]} lead={w.lead} />
      <div className="container-page py-10 sm:py-14">
        <p className="max-w-prose text-slate-700">{w.intro}</p>
        <p className="mt-3 mb-8 max-w-prose text-slate-700">
          <Link href={hrefs.page(ed.lang, 'records')} className="link font-semibold">
            {w.recordsLink}
          </Link>
          {w.recordsLinkAfter}
        </p>
        <ReportCards ed={ed} cards={reportCardsOf(lang, ed.expeditions.all)} />
      </div>
    </>
  );
}

export const reportListRoom: Room = { metadata: reportListMetadata, Page: ReportListPage };
