import { Section } from '@/components/site/Section';
import type { Edition } from '@/lib/edition';
import type { PeakEntry } from '@/lib/schema/peak';
import { Cited } from './Cited';

/** `27.98806° N, 86.92528° E`, with the edition's digits. */
export function coordinatesLabel(ed: Edition, coordinates: NonNullable<PeakEntry['coordinates']>): string {
  const { lat, lon } = coordinates;
  return ed.words.peak.coordinates(ed.format.digits(Math.abs(lat)), lat >= 0, ed.format.digits(Math.abs(lon)), lon >= 0);
}

/** Where a peak is, as one source describes it (range, area, state, country), and its coordinates where a source gives them. */
export function PeakPlace({ ed, peak }: { ed: Edition; peak: PeakEntry }) {
  const w = ed.words.peak;
  const { location, coordinates } = peak;
  if (!location && !coordinates) return null;
  const rows = [
    { label: w.rangeLabel, value: location?.range },
    { label: w.areaLabel, value: location?.region },
    { label: w.stateLabel, value: location?.state },
    { label: w.countryLabel, value: location?.country },
  ].filter((row): row is { label: string; value: string } => row.value !== undefined);
  return (
    <Section id="where" heading={w.whereHeading}>
      <dl className="mt-3 divide-y divide-navy-900/10 border-y border-navy-900/10">
        {rows.map((row) => (
          <div key={row.label} className="grid gap-x-4 py-2 sm:grid-cols-[minmax(0,12rem)_minmax(0,1fr)]">
            <dt className="font-semibold text-navy-800">{row.label}</dt>
            <dd className="text-slate-800">{row.value}</dd>
          </div>
        ))}
        {coordinates && (
          <div className="grid gap-x-4 py-2 sm:grid-cols-[minmax(0,12rem)_minmax(0,1fr)]">
            <dt className="font-semibold text-navy-800">{w.coordinatesLabel}</dt>
            <dd className="text-slate-800">
              {coordinatesLabel(ed, coordinates)}
              <Cited ed={ed} sources={[coordinates.source]} />
            </dd>
          </div>
        )}
      </dl>
      {location && (
        <p className="mt-2">
          <Cited ed={ed} sources={[location.source]} />
        </p>
      )}
    </Section>
  );
}
