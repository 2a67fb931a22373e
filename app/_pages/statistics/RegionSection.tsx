import { Section } from '@/components/site/Section';
import type { Edition } from '@/lib/edition';
import type { ArchiveStats } from '@/lib/statistics/archiveStats';
import { PeakGroups } from './PeakGroups';

/** The peaks the club went to by the region the expedition records give. */
export function RegionSection({ ed, stats }: { ed: Edition; stats: ArchiveStats }) {
  const w = ed.words.statistics;
  return (
    <Section id="regions" heading={w.regions.heading} size="page" data-statistic="regions">
      <p className="mt-4 max-w-prose text-slate-800">{w.regions.intro}</p>
      <PeakGroups
        ed={ed}
        id="chart-regions"
        title={w.regions.chartTitle}
        description={w.regions.chartDescription}
        caption={w.regions.caption}
        groupColumn={w.regions.regionColumn}
        // A region's label is absent only for no region; every region here is one a record gives.
        groups={stats.regions.map((region) => ({ key: region.region, label: ed.label.region(region.region) ?? region.region, peaks: region.peaks, expeditions: region.expeditions }))}
      />
    </Section>
  );
}
