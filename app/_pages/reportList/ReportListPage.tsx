import { SiteLink } from '@/components/site/SiteLink';
import type { Room } from '@/app/_pages/routeFactory';
import { PageHeader } from '@/components/site/PageHeader';
import type { Edition } from '@/lib/edition';
import { archiveCount, reportCardsOf } from '@/lib/expeditions';
import { expeditionPhotos } from '@/lib/gallery';
import { pageMetadata } from '@/lib/pageMetadata';
import { routes } from '@/lib/routes';
import { ReportCards } from './ReportCards';

export async function ReportListPage({ ed }: { ed: Edition }) {
  const w = ed.words.reportList;
  const cards = reportCardsOf(ed, ed.expeditions.all);
  // A card promises photos only where its report page shows some (the club's or the gallery's).
  const withPhotos = new Set<string>();
  for (const card of cards) if ((await expeditionPhotos(ed, card.expedition)).length > 0) withPhotos.add(card.slug);
  return (
    <>
      <PageHeader ed={ed} title={w.title} trail={[{ label: w.title }]} lead={w.lead(archiveCount.expeditions, archiveCount.firstYear, archiveCount.lastYear)} />
      <div className="container-page py-10 sm:py-14">
        <p className="max-w-prose text-slate-700">{w.intro}</p>
        <p className="mt-3 mb-8 max-w-prose text-slate-700">
          <SiteLink href={ed.path(routes.records)} className="link font-semibold">
            {w.recordsLink}
          </SiteLink>
          {w.recordsLinkAfter}
        </p>
        <ReportCards ed={ed} cards={cards} withPhotos={withPhotos} />
      </div>
    </>
  );
}

/** The report list (/expedition-report/): words in content/<lang>/reportList.ts, records in content/expeditions/. */
export const reportListRoom: Room = {
  metadata: (ed) => pageMetadata(ed, { title: ed.words.reportList.title, description: ed.words.reportList.description(archiveCount.firstYear, archiveCount.lastYear), path: routes.expeditionReport }),
  Page: ReportListPage,
};
