import Link from 'next/link';
import type { Room } from '@/app/_pages/routeFactory';
import { PageHeader } from '@/components/site/PageHeader';
import { peaksIn, peopleIn } from '@/lib/archive';
import { edition, type Edition } from '@/lib/edition';
import { resultCategories, resultText, regionIn, roleLabel, sourceOf, type ResultCategory } from '@/lib/expeditions';
import type { Lang } from '@/lib/i18n/lang';
import { pageMetadata } from '@/lib/pageMetadata';
import { hrefs, routes } from '@/lib/routes';
import type { Expedition } from '@/lib/schema/expedition';
import { archiveStats, MOST_EXPEDITIONS_MINIMUM, type ArchiveStats, type HeightBandStats, type PeakVisits } from '@/lib/statistics/archiveStats';
import type { BarRow, BarTone } from '@/lib/statistics/barChart';
import { ChartFigure } from './ChartFigure';
import { StatTable } from './StatTable';

/** The statistics page (/statistics/): words in content/<lang>/statistics.ts, every figure from lib/statistics/archiveStats.ts. */
export function statisticsMetadata(lang: Lang) {
  const w = edition(lang).words.statistics;
  return pageMetadata({ lang, title: w.title, description: w.description(archiveStats.firstYear), path: routes.statistics });
}

/** Names and records in the edition's language, by id and slug (the figures are computed once, from the English records). */
function namesIn(ed: Edition) {
  const peaks = new Map(peaksIn(ed.lang).map((entry) => [entry.id, entry.name]));
  const people = new Map(peopleIn(ed.lang).map((person) => [person.id, person.name]));
  const records = new Map(ed.expeditions.all.map((e) => [e.slug, e]));
  return {
    peak: (id: string) => peaks.get(id) ?? id,
    person: (id: string) => people.get(id) ?? id,
    record: (slug: string): Expedition => {
      const record = records.get(slug);
      if (!record) throw new Error(`statistics: no ${ed.lang} record for ${slug}`);
      return record;
    },
  };
}

type Names = ReturnType<typeof namesIn>;

const resultTone: Record<ResultCategory, BarTone> = { climbed: 'climbed', partial: 'partial', unsuccessful: 'unsuccessful', unknown: 'unknown' };

/** One computed figure with what it counts. */
function Figure({ value, label, id }: { value: string; label: string; id: string }) {
  return (
    <div data-figure={id} className="flex flex-col rounded-xl bg-white p-4 shadow-sm ring-1 ring-navy-900/10 last:col-span-2 lg:last:col-span-1">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="order-first font-display text-3xl font-semibold text-navy-900">{value}</dd>
    </div>
  );
}

function Section({ id, heading, children }: { id: string; heading: string; children: React.ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} data-statistic={id}>
      <h2 id={`${id}-heading`} className="text-3xl font-semibold">
        {heading}
      </h2>
      {children}
    </section>
  );
}

/** A chart and its table side by side on wide screens, one above the other on phones. */
function ChartAndTable({ children }: { children: React.ReactNode }) {
  // The table's column never narrows below its content (six columns of figures); the chart takes the rest.
  return <div className="mt-6 grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(min-content,6fr)]">{children}</div>;
}

function Decades({ ed, stats }: { ed: Edition; stats: ArchiveStats }) {
  const w = ed.words.statistics;
  const num = ed.format.number;
  const rows: BarRow[] = stats.decades.map(({ decade, results }) => ({
    label: w.decades.label(decade),
    segments: resultCategories.map((category) => ({ value: results.byCategory[category], tone: resultTone[category], label: num(results.byCategory[category]) })),
    total: num(results.expeditions),
  }));
  const description = stats.decades
    .map(({ decade, results }) =>
      w.decades.summary(
        w.decades.label(decade),
        results.expeditions,
        resultCategories.filter((category) => results.byCategory[category] > 0).map((category) => w.resultCount[category](results.byCategory[category])).join(', '),
      ),
    )
    .join('; ');
  return (
    <Section id="decades" heading={w.decades.heading}>
      <ChartAndTable>
        <ChartFigure
          spec={{ id: 'chart-decades', title: w.decades.chartTitle, description, rows }}
          legend={resultCategories.map((category) => ({ tone: resultTone[category], label: w.resultColumns[category] }))}
          legendLabel={w.legend}
        />
        <StatTable
          caption={w.decades.caption}
          columns={[{ header: w.decades.decadeColumn }, ...resultCategories.map((category) => ({ header: w.resultColumns[category], numeric: true })), { header: w.decades.totalColumn, numeric: true }]}
          rows={stats.decades.map(({ decade, results }) => ({
            key: String(decade),
            header: w.decades.label(decade),
            cells: [...resultCategories.map((category) => num(results.byCategory[category])), num(results.expeditions)],
          }))}
          total={{
            key: 'total',
            header: w.decades.totalRow,
            cells: [...resultCategories.map((category) => num(stats.results.byCategory[category])), num(stats.results.expeditions)],
          }}
        />
      </ChartAndTable>
    </Section>
  );
}

function Results({ ed, stats }: { ed: Edition; stats: ArchiveStats }) {
  const w = ed.words.statistics;
  const num = ed.format.number;
  const { results } = stats;
  const rows: BarRow[] = resultCategories.map((category) => ({
    label: w.resultColumns[category],
    segments: [{ value: results.byCategory[category], tone: resultTone[category] }],
    total: num(results.byCategory[category]),
  }));
  return (
    <Section id="results" heading={w.results.heading}>
      <div className="mt-4 max-w-prose space-y-3 text-slate-800">
        <p className="text-lg">{w.results.known(results.known, results.expeditions)}</p>
        <p>{w.results.unknownNote}</p>
        <p>{w.results.summits(results.summits, results.successfulExpeditions, results.unknown)}</p>
        <p>{w.results.summitRule}</p>
      </div>
      <ChartAndTable>
        <ChartFigure
          spec={{
            id: 'chart-results',
            title: w.results.chartTitle,
            description: w.results.chartDescription(resultCategories.map((category) => w.resultCount[category](results.byCategory[category])).join(', ')),
            rows,
          }}
        />
        <StatTable
          caption={w.results.caption}
          columns={[{ header: w.results.resultColumn }, { header: w.results.countColumn, numeric: true }]}
          rows={resultCategories.map((category) => ({ key: category, header: w.resultColumns[category], cells: [num(results.byCategory[category])] }))}
          total={{ key: 'total', header: w.results.totalRow, cells: [num(results.expeditions)] }}
        />
      </ChartAndTable>
    </Section>
  );
}

function peakList(names: Names, peaks: readonly PeakVisits[]): string {
  return peaks.map((visit) => names.peak(visit.id)).join(', ');
}

function bandLabel(ed: Edition, band: HeightBandStats): string {
  const w = ed.words.statistics.heights;
  if (band.band === 'no-height') return w.noHeight;
  if (band.from === undefined) return w.below(band.below!);
  if (band.below === undefined) return w.from(band.from);
  return w.between(band.from, band.below);
}

/** A table and chart of peaks grouped one way (by height band, by region). */
function PeakGroups({
  ed,
  names,
  id,
  title,
  description,
  caption,
  groupColumn,
  groups,
}: {
  ed: Edition;
  names: Names;
  id: string;
  title: string;
  description: (parts: string) => string;
  caption: string;
  groupColumn: string;
  groups: readonly { key: string; label: string; peaks: readonly PeakVisits[]; expeditions: number }[];
}) {
  const w = ed.words.statistics;
  const num = ed.format.number;
  return (
    <ChartAndTable>
      <ChartFigure
        spec={{
          id,
          title,
          description: description(groups.map((group) => w.chartPart(group.label, group.peaks.length)).join(', ')),
          rows: groups.map((group) => ({ label: group.label, segments: [{ value: group.peaks.length, tone: 'navy' }], total: num(group.peaks.length) })),
        }}
      />
      <StatTable
        caption={caption}
        columns={[{ header: groupColumn }, { header: w.peaksColumn, numeric: true }, { header: w.expeditionsColumn, numeric: true }, { header: w.whichPeaksColumn }]}
        rows={groups.map((group) => ({
          key: group.key,
          header: group.label,
          cells: [num(group.peaks.length), num(group.expeditions), peakList(names, group.peaks)],
        }))}
      />
    </ChartAndTable>
  );
}

function Peaks({ ed, stats, names }: { ed: Edition; stats: ArchiveStats; names: Names }) {
  const w = ed.words.statistics;
  return (
    <>
      <Section id="heights" heading={w.heights.heading}>
        <div className="mt-4 max-w-prose space-y-3 text-slate-800">
          <p>{w.heights.intro(stats.peaks.length)}</p>
          {stats.otherPlaces.length > 0 && (
            <p>
              {w.heights.otherPlaces(
                stats.otherPlaces.map((place) => w.heights.otherPlace(names.peak(place.id), place.expeditions[0]!.year)).join(', '),
              )}
            </p>
          )}
        </div>
        <PeakGroups
          ed={ed}
          names={names}
          id="chart-heights"
          title={w.heights.chartTitle}
          description={w.heights.chartDescription}
          caption={w.heights.caption}
          groupColumn={w.heights.bandColumn}
          groups={stats.heightBands.map((band) => ({ key: band.band, label: bandLabel(ed, band), peaks: band.peaks, expeditions: band.expeditions }))}
        />
      </Section>
      <Section id="regions" heading={w.regions.heading}>
        <p className="mt-4 max-w-prose text-slate-800">{w.regions.intro}</p>
        <PeakGroups
          ed={ed}
          names={names}
          id="chart-regions"
          title={w.regions.chartTitle}
          description={w.regions.chartDescription}
          caption={w.regions.caption}
          groupColumn={w.regions.regionColumn}
          groups={stats.regions.map((region) => ({ key: region.region, label: regionIn(ed.lang, region.region), peaks: region.peaks, expeditions: region.expeditions }))}
        />
      </Section>
    </>
  );
}

function EightThousanders({ ed, stats, names }: { ed: Edition; stats: ArchiveStats; names: Names }) {
  const w = ed.words.statistics.eightThousanders;
  return (
    <Section id="eight-thousanders" heading={w.heading}>
      <p className="mt-4 max-w-prose text-slate-800">{w.intro(stats.eightThousanders.length, stats.eightThousanderExpeditions, stats.eightThousandersClimbed)}</p>
      <div className="mt-6 max-w-3xl">
        <StatTable
          caption={w.caption}
          columns={[{ header: w.peakColumn }, { header: w.heightColumn, numeric: true }, { header: w.expeditionsColumn }]}
          rows={stats.eightThousanders.map((peak) => ({
            key: peak.id,
            header: names.peak(peak.id),
            cells: [
              ed.format.metres(peak.heightM!),
              <ul key="visits" className="space-y-1">
                {peak.expeditions.map((e) => {
                  const record = names.record(e.slug);
                  return (
                    <li key={e.slug}>
                      <Link href={hrefs.report(ed.lang, e.slug)} className="link">
                        {w.visit(e.year, resultText(ed.lang, record))}
                      </Link>
                    </li>
                  );
                })}
              </ul>,
            ],
          }))}
        />
      </div>
    </Section>
  );
}

function Firsts({ ed, stats, names }: { ed: Edition; stats: ArchiveStats; names: Names }) {
  const w = ed.words.statistics.firsts;
  const { words } = ed;
  return (
    <Section id="firsts" heading={w.heading}>
      <p className="mt-4 max-w-prose text-slate-800">{w.intro}</p>
      <ul className="mt-6 grid gap-4 md:grid-cols-2">
        {stats.firstAscents.map((claim) => {
          const record = names.record(claim.slug);
          return (
            <li key={claim.slug} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-navy-900/10 break-inside-avoid">
              <p className="font-display text-lg font-semibold">
                <Link href={hrefs.report(ed.lang, claim.slug)} className="link">
                  {words.expedition.titleWithYear(record.peak, record.year)}
                </Link>
              </p>
              <p className="mt-2 border-l-4 border-summit-400 pl-3 text-navy-900">{record.firstAscentNote}</p>
              <p className="mt-2 text-sm text-slate-700">
                {w.reportedBy}:{' '}
                {claim.sources.map((key, i) => {
                  const source = sourceOf(ed.lang, key);
                  return (
                    <span key={key}>
                      {i > 0 && ', '}
                      <a href={source.url} target="_blank" rel="noopener noreferrer" className="link">
                        {source.publication}
                        <span className="sr-only"> {words.expedition.opensInNewTab}</span>
                      </a>
                    </span>
                  );
                })}
              </p>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

function People({ ed, stats, names }: { ed: Edition; stats: ArchiveStats; names: Names }) {
  const w = ed.words.statistics.people;
  const num = ed.format.number;
  const people = stats.mostExpeditions;
  return (
    <Section id="people" heading={w.heading}>
      <div className="mt-4 max-w-prose space-y-3 text-slate-800">
        <p>{w.intro(stats.peopleNamed, stats.expeditionsNamingPeople, stats.expeditions)}</p>
        <p>{w.listed(MOST_EXPEDITIONS_MINIMUM)}</p>
      </div>
      <ChartAndTable>
        <ChartFigure
          spec={{
            id: 'chart-people',
            title: w.chartTitle,
            description: w.chartDescription(people.map((person) => ed.words.statistics.chartPart(names.person(person.id), person.expeditions.length)).join(', ')),
            rows: people.map((person) => ({ label: names.person(person.id), segments: [{ value: person.expeditions.length, tone: 'navy' }], total: num(person.expeditions.length) })),
          }}
        />
        <div>
          <StatTable
            caption={w.caption}
            columns={[{ header: w.nameColumn }, { header: w.expeditionsColumn, numeric: true }, { header: w.rolesColumn }, { header: w.summitsColumn, numeric: true }]}
            rows={people.map((person) => ({
              key: person.id,
              header: names.person(person.id),
              cells: [
                num(person.expeditions.length),
                person.roles.map((role) => w.role(role.role ? roleLabel(ed.lang, role.role) : w.noRole, role.count)).join(', '),
                num(person.summits),
              ],
            }))}
          />
          <p className="mt-3 text-sm text-slate-600">{w.summitsNote}</p>
        </div>
      </ChartAndTable>
    </Section>
  );
}

export function StatisticsPage({ lang }: { lang: Lang }) {
  const ed = edition(lang);
  const w = ed.words.statistics;
  const num = ed.format.number;
  const stats = archiveStats;
  const names = namesIn(ed);

  return (
    <>
      <PageHeader ed={ed} title={w.title} trail={[{ label: w.title }]} lead={w.lead} />
      <div className="container-page max-w-6xl space-y-14 py-10 sm:py-14">
        <section aria-label={w.figuresLabel}>
          <p className="max-w-prose text-lg text-slate-800">{w.scope(stats.expeditions, stats.tableRows, stats.laterRows, stats.firstYear, stats.lastYear)}</p>
          <dl className="mt-6 grid grid-cols-2 gap-3 lg:grid-cols-5">
            <Figure id="expeditions" value={num(stats.expeditions)} label={w.figures.expeditions(stats.firstYear, stats.lastYear)} />
            <Figure id="known" value={w.figures.knownValue(stats.results.known, stats.results.expeditions)} label={w.figures.known} />
            <Figure id="summits" value={w.figures.atLeast(stats.results.summits)} label={w.figures.summits} />
            <Figure id="peaks" value={num(stats.peaks.length)} label={w.figures.peaks} />
            <Figure id="eight-thousanders" value={num(stats.eightThousanders.length)} label={w.figures.eightThousanders(stats.eightThousandersClimbed)} />
          </dl>
        </section>
        <Decades ed={ed} stats={stats} />
        <Results ed={ed} stats={stats} />
        <Peaks ed={ed} stats={stats} names={names} />
        <EightThousanders ed={ed} stats={stats} names={names} />
        <Firsts ed={ed} stats={stats} names={names} />
        <People ed={ed} stats={stats} names={names} />
        <p className="max-w-prose text-slate-800">
          {w.aboutRecordsBefore}{' '}
          <Link href={hrefs.page(ed.lang, 'records')} className="link font-semibold">
            {w.aboutRecordsLink}
          </Link>
        </p>
      </div>
    </>
  );
}

export const statisticsRoom: Room = { metadata: statisticsMetadata, Page: StatisticsPage };
