import { SiteLink } from '@/components/site/SiteLink';
import type { Room } from '@/app/_pages/routeFactory';
import { DataDownloads } from '@/components/site/DataDownloads';
import { PageHeader } from '@/components/site/PageHeader';
import type { Edition } from '@/lib/edition';
import { pageMetadata } from '@/lib/pageMetadata';
import { routes } from '@/lib/routes';
import { archiveStats } from '@/lib/statistics/archiveStats';
import { DecadeSection } from './DecadeSection';
import { EightThousandersSection } from './EightThousandersSection';
import { FirstAscentsSection } from './FirstAscentsSection';
import { HeightBandSection } from './HeightBandSection';
import { KeyFigures } from './KeyFigures';
import { PeopleSection } from './PeopleSection';
import { RegionSection } from './RegionSection';
import { ResultsSection } from './ResultsSection';

/**
 * The statistics page (/statistics/): words in content/<lang>/statistics.ts, every figure from
 * lib/statistics/archiveStats.ts, computed once from the records (ids and slugs); each section
 * names peaks and people in its edition.
 */
export function StatisticsPage({ ed }: { ed: Edition }) {
  const w = ed.words.statistics;
  const stats = archiveStats;
  return (
    <>
      <PageHeader ed={ed} title={w.title} trail={[{ label: w.title }]} lead={w.lead} />
      <div className="container-page space-y-14 py-10 sm:py-14">
        <KeyFigures ed={ed} stats={stats} />
        <DataDownloads ed={ed} tables={['expeditions', 'peaks', 'people']} id="statistics-data" />
        <DecadeSection ed={ed} stats={stats} />
        <ResultsSection ed={ed} stats={stats} />
        <HeightBandSection ed={ed} stats={stats} />
        <RegionSection ed={ed} stats={stats} />
        <EightThousandersSection ed={ed} stats={stats} />
        <FirstAscentsSection ed={ed} stats={stats} />
        <PeopleSection ed={ed} stats={stats} />
        <p className="max-w-prose text-slate-800">
          {w.summitClaimsBefore}{' '}
          <SiteLink href={ed.path(routes.summits)} className="link font-semibold">
            {w.summitClaimsLink}
          </SiteLink>
        </p>
        <p className="max-w-prose text-slate-800">
          {w.aboutRecordsBefore}{' '}
          <SiteLink href={ed.path(routes.records)} className="link font-semibold">
            {w.aboutRecordsLink}
          </SiteLink>
        </p>
      </div>
    </>
  );
}

export const statisticsRoom: Room = {
  metadata: (ed) => pageMetadata(ed, { title: ed.words.statistics.title, description: ed.words.statistics.description(archiveStats.firstYear), path: routes.statistics }),
  Page: StatisticsPage,
};
