/** Words of a peak's page (/peaks/<id>/); what it shares with the index (breadcrumb, height kinds) is in content/en/peaks.ts. */
export const peakWords = {
  pageTitle: (name: string) => `${name}: heights, names and the club’s expeditions`,
  pageDescription: (name: string, visits: number, first: number, last: number) =>
    visits === 1
      ? `${name}: its heights and names with their sources, where it is, its first ascents as reported, and the club’s expedition of ${first}.`
      : `${name}: its heights and names with their sources, where it is, its first ascents as reported, and the club’s ${visits} expeditions, ${first} to ${last}.`,
  asideLabel: 'Key facts',
  heightLabel: 'Height',
  rangeLabel: 'Range',
  areaLabel: 'Area',
  stateLabel: 'State or province',
  countryLabel: 'Country',
  coordinatesLabel: 'Coordinates',
  /** Decimal degrees: `27.98806° N, 86.92528° E` (the numbers already written the edition's way). */
  coordinates: (lat: string, north: boolean, lon: string, east: boolean) => `${lat}° ${north ? 'N' : 'S'}, ${lon}° ${east ? 'E' : 'W'}`,
  visitsCount: (visits: number) => (visits === 1 ? '1 expedition of the club' : `${visits} expeditions of the club`),
  allPeaksLink: 'All peaks',

  namesHeading: 'Names',
  nameInLanguage: { en: 'In English', bn: 'In Bengali' },
  otherNamesIntro: 'Other names the sources use',
  /** What another name is (lib/schema/peak.ts › otherNameKinds). */
  otherNameKinds: { name: 'another name', spelling: 'another spelling', survey: 'survey name', nickname: 'nickname' },
  /** The language another name comes from, by its tag. */
  nameFrom: (language: string) => `from ${language}`,
  languageNames: { ne: 'Nepali', bo: 'Tibetan', zh: 'Chinese', hi: 'Hindi', bn: 'Bengali', lif: 'Limbu' } as Record<string, string>,

  heightsHeading: 'Height',
  heightsAgree: 'The sources agree on the figure; each is listed with its source.',
  heightsDiffer: 'The sources give different heights. Each figure is listed with its source; none is averaged.',
  noHeights: 'No source we found gives its height.',
  /** Marks the figure the expedition records use. */
  recordsUse: (kind: string) => `the figure the records use (${kind})`,
  approximate: (figure: string) => `about ${figure}`,
  /** The year of the survey or publication a figure comes from. */
  figureYear: (year: number) => `(${year})`,

  identifiersHeading: 'In other databases',
  identifiersIntro: 'The ids other databases give this peak, each with the page we read it on.',
  /** What each database's id is called (lib/schema/peak.ts › peakIdentifierSchemes). */
  identifierLabels: { wikidata: 'Wikidata item', himalayanDatabase: 'Himalayan Database peak id', peakbagger: 'Peakbagger peak id' },
  identifierDatabases: { wikidata: 'Wikidata', himalayanDatabase: 'the Himalayan Database', peakbagger: 'Peakbagger' },
  /** The link to the database's own page of the peak, after the id. */
  identifierPageLink: (database: string) => `the peak on ${database}`,

  whereHeading: 'Where it is',
  firstAscentsHeading: 'First ascents, as reported',
  firstAscentsIntro: 'As the sources report them; where they disagree, each report is listed.',
  firstAscentUncertain: 'the source hedges, or others dispute it',
  ambiguityHeading: 'What the sources leave unclear',
  notesHeading: 'About the mountain',
  notesIntro: 'Facts about the mountain itself, from other climbers’ reports and reference works: they say nothing about how the club’s teams fared.',
  /** Introduces the source of a fact. */
  sourceLabel: 'Source:',
  sourcesLabel: 'Sources:',

  visitsHeading: 'The club’s expeditions here',
  visitsIntro: 'Each expedition links to its report, with the team, the camps, the sources and a summary to download.',
  visitsCaption: (peak: string) => `The club’s expeditions to ${peak}`,
  columns: { year: 'Year', expedition: 'Expedition', result: 'Result', team: 'Team' },
  /** How many members the records name (the team may have been larger). */
  teamNamed: (count: number) => (count === 1 ? '1 member named' : `${count} members named`),
  teamUnknown: 'No names recorded',

  photosHeading: 'Photos from the club’s expeditions',
  photosLabel: (peak: string) => `Photos of the club’s expeditions to ${peak}`,

  sourcesHeading: 'Sources',
  sourcesIntro: 'Every fact on this page comes from these sources. Each link opens the source in a new tab.',
  sourceLanguage: (language: string) => `In ${language}.`,
  originalSite: 'The club’s original website is named where a fact comes from it; we have no public copy of it to link to.',
};
