/** Peaks no record places in a region: the heading of their group, and what its list is called. */
const regionUnknown = 'Region not recorded';

/** Words of the peaks index (/peaks/), and those a peak's page shares with it (content/en/peak.ts has the rest). */
export const peaksWords = {
  title: 'Peaks',
  description:
  (first: number, last: number) =>
    `Every mountain the club’s expeditions went to, from ${first} to ${last}, grouped by region: its height, where the figure comes from, and the years the club went there.`,
  lead: 'Every mountain the club’s expeditions went to, by region, with its height and the years the club went there.',
  breadcrumb: 'Peaks',
  /** The index's summary line. */
  summary: (peaks: number, glaciers: number) =>
    `${peaks} peaks${glaciers === 0 ? '' : glaciers === 1 ? ' and a glacier' : ` and ${glaciers} glaciers`}, each with its own page.`,
  heightsNote:
    'Each height is the figure the expedition records use: the club’s own where one of the club’s sources gives it, otherwise a reference height, a figure from a published source. Sources often disagree; each peak’s page lists every figure with its source.',
  recordsLink: 'About these records',
  /** Peaks no record places in a region. */
  regionUnknown,
  /** The list of a region's peaks; given `regionUnknown`, the list of those without one. */
  regionListLabel: (region: string) => (region === regionUnknown ? 'Peaks whose region is not recorded' : `Peaks in ${region}`),
  glacier: 'Glacier',
  /** What a height the records use is (short labels). */
  heightKinds: { club: 'the club’s own figure', reference: 'reference height' },
  heightUnknown: 'No height known',
  visitsLabel: 'The club went there in',
  /** Read after a year that links to that expedition's report. */
  visitContext: (peak: string, year: number) => `, the report of the ${peak} expedition of ${year}`,
};
