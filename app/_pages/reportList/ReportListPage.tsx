import Link from 'next/link';
import { PageHeader } from '@/components/site/PageHeader';
import { ReportCards } from '@/app/_pages/reportList/ReportCards';
import { wordsFor } from '@/lib/content/words';
import { pathIn, type Lang } from '@/lib/i18n/lang';
import { allExpeditionsIn, reportCardsOf } from '@/lib/expeditions';
import { pageMetadata } from '@/lib/pageMetadata';
import { routes } from '@/lib/routes';

export function reportListMetadata(lang: Lang) {
  const w = wordsFor(lang).reportList;
  return pageMetadata({ lang, title: w.title, description: w.description, path: routes.expeditionReport });
}

export function ReportListPage({ lang }: { lang: Lang }) {
  const w = wordsFor(lang).reportList;
  return (
    <>
      <PageHeader lang={lang} title={w.title} trail={[{ label: w.title }]} lead={w.lead} />
      <div className="container-page py-10 sm:py-14">
        <p className="max-w-prose text-slate-700">{w.intro}</p>
        <p className="mt-3 mb-8 max-w-prose text-slate-700">
          <Link href={pathIn(lang, routes.records)} className="link font-semibold">
            {w.recordsLink}
          </Link>
          {w.recordsLinkAfter}
        </p>
        <ReportCards cards={reportCardsOf(lang, allExpeditionsIn(lang))} lang={lang} />
      </div>
    </>
  );
}
