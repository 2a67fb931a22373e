import { Section } from '@/components/site/Section';
import type { Edition } from '@/lib/edition';
import type { ArchiveStats, HeightBandStats } from '@/lib/statistics/archiveStats';
import { PeakGroups } from './PeakGroups';

/** `Below 6000 m`, `6000–6999 m`, `8000 m and above`, or that the records give no height. */
function bandLabel(ed: Edition, band: HeightBandStats): string {
  const w = ed.words.statistics.heights;
  if (band.band === 'no-height') return w.noHeight;
  if (band.from === undefined) return w.below(band.below!);
  if (band.below === undefined) return w.from(band.from);
  return w.between(band.from, band.below);
}

/** The peaks the club went to by the height its records show, each counted once; the places that are not peaks named apart. */
export function HeightBandSection({ ed, stats }: { ed: Edition; stats: ArchiveStats }) {
  const w = ed.words.statistics;
  return (
    <Section id="heights" heading={w.heights.heading} size="page" data-statistic="heights">
      <div className="mt-4 max-w-prose space-y-3 text-slate-800">
        <p>{w.heights.intro(stats.peaks.length)}</p>
        {stats.otherPlaces.length > 0 && (
          <p>{w.heights.otherPlaces(stats.otherPlaces.map((place) => w.heights.otherPlace(ed.peak(place.id).name, place.expeditions[0]!.year)).join(', '))}</p>
        )}
      </div>
      <PeakGroups
        ed={ed}
        id="chart-heights"
        title={w.heights.chartTitle}
        description={w.heights.chartDescription}
        caption={w.heights.caption}
        groupColumn={w.heights.bandColumn}
        groups={stats.heightBands.map((band) => ({ key: band.band, label: bandLabel(ed, band), peaks: band.peaks, expeditions: band.expeditions }))}
      />
    </Section>
  );
}
