/**
 * The words of the open data (/data/): the package's title and description, each table's title
 * and description, and every field's description, as `/data/datapackage.json` gives them. English
 * only, as the data files are (the records page says so in both languages); lib/opendata/ builds
 * the schemas and rows around these words.
 */

/** How the data writes the club's original website, which has no public address, in a list of sources. */
export const ORIGINAL_WEBSITE = 'original-website';

const sourcesNote = `separated by spaces; "${ORIGINAL_WEBSITE}" stands for the club's original website (its table of expeditions and notes), which has no public address. The package's "sources" list names the publication behind each address.`;

/** Each database that knows a peak by an id of its own, by its name (lib/schema/peak.ts › peakIdentifierSchemes): how structured data names the ids. */
export const identifierDatabases = { wikidata: 'Wikidata', himalayanDatabase: 'Himalayan Database', peakbagger: 'Peakbagger' } as const;

export const openDataWords = {
  package: {
    title: (club: string) => `Expedition records of the ${club}`,
    /** The first paragraph of the package's description: what it holds. */
    summary: (club: string, first: number, last: number) =>
      `The expeditions of the ${club}, a mountaineering club in Krishnanagar, West Bengal, from ${first} to ${last}: the peaks they went to, the people the records name, who was on each team and in which role, and the results, each row with the addresses of its sources.`,
    /** The other paragraphs: form, ids, language and the use of the data. */
    details: [
      'The data is in English. Each table is published twice, with the same rows: as CSV (UTF-8, comma-separated, a header row, CRLF line ends) and as JSON (an array of objects, with null for a missing value). Each field\'s description says what a missing value means there; mostly, that the sources this site has read do not give it.',
      'The ids are stable: an expedition is known by its slug, the address of its report page; a peak and a person by their ids in this site\'s registries. The tables are built from the same records as the site\'s pages, each time the site is built.',
      'The club has published no licence for these records. If you use them, please cite them:',
    ],
    /** How to cite the data, as the site cites its pages (no date is in the files, so the reader adds the day they downloaded them). */
    citation: (title: string, club: string, url: string) => `“${title}”. ${club}. ${url} (as of [the day you downloaded the files]).`,
    keywords: ['mountaineering', 'Himalaya', 'expeditions', 'peaks', 'West Bengal', 'Krishnanagar'],
    /** Where the original website appears in the package's list of sources (it has no address). */
    originalWebsite: `MAK’s original website: its table of expeditions and notes (written "${ORIGINAL_WEBSITE}" in the sources columns; no public address)`,
    /** The resource that holds a table's rows in JSON. */
    jsonTitle: (title: string) => `${title} (JSON)`,
    jsonDescription: (description: string) => `${description} The same rows as the CSV file.`,
  },
  /** The index of the records' own files (`/data/records.json`), a resource of the package beside the tables. */
  records: {
    title: 'Records, one file each',
    description:
      'One row per expedition, peak and person, with the address of a JSON file of its own. Each file holds the record\'s row, with the same fields and names as its table, and the rows of the other tables that belong to it: an expedition\'s peaks and summits (expedition-peaks) and members (expedition-people); a peak\'s expeditions; a person\'s expeditions and the summits the sources name them on. The file also gives the record\'s name in each language of the site, its pages and the publications of its sources. JSON only.',
    fields: {
      kind: 'What the record is: expedition, peak or person.',
      id: 'The record\'s stable id: an expedition\'s slug, a peak\'s or a person\'s id (the key of its table).',
      table: 'The table whose row the record is (expeditions, peaks or people).',
      data: 'The address of the record\'s own JSON file.',
      page: 'The record\'s page, in English. Its Bengali twin is the same path under /bn/.',
    },
  },
  tables: {
    expeditions: {
      title: 'Expeditions',
      description: 'One row per expedition of the club, in the order of its table (1987 to 2024), then the later ones.',
      fields: {
        slug: 'The expedition\'s stable id: its report page is the site\'s address followed by /<slug>/ (see page). Letter case matters.',
        serial: 'The row\'s number in the club\'s table of expeditions (1 to 38, 1987 to 2024); the expeditions after the table follow on from 39.',
        year: 'The year of the expedition.',
        month: 'The month of the expedition (1 to 12), where the sources give it.',
        peak: 'The objective as the club\'s table names it; two peaks are joined by " & ". The peaks themselves, by id, are in expedition-peaks.',
        region: 'The region, as the records group the peaks.',
        area: 'The area, as the sources describe it.',
        result: 'The result in the club\'s table\'s own words. Missing where this site does not know it yet (the club\'s table gave one).',
        outcome: 'The result in one word: climbed (the objective was reached), partial (one of two peaks was), unsuccessful, or unknown (this site does not know it yet).',
        evidence: 'How the expedition is known: public-sources (public pages report it), original-website (only the club\'s original website does), original-website-table-row (only a row of that website\'s table names it).',
        legacy_slugs: 'Older addresses of the same report page (the site\'s address followed by /<legacy slug>/), separated by spaces.',
        page: 'The report page, in English. Its Bengali twin is the same path under /bn/.',
        summary_pdf: 'A printable summary of the record (PDF, in English).',
        sources: `Where the row's facts come from: the addresses of public pages, ${sourcesNote}`,
      },
    },
    peaks: {
      title: 'Peaks',
      description: 'One row per peak (or glacier) the club\'s expeditions went to, with the height this site\'s expedition records use and where the peak is.',
      fields: {
        id: 'The peak\'s stable id in this site\'s registry of the peaks (and one glacier) the club\'s expeditions went to.',
        kind: 'peak, or glacier (the club explored one in 1992).',
        name: 'The name as the club\'s records write it.',
        other_names: 'Other names, spellings and survey designations the sources use, separated by semicolons.',
        height_m: 'The height this site\'s expedition records use, in metres: the club\'s own figure where one of the club\'s sources gives it, otherwise a reference height from a published source (height_source names which). Sources often disagree; the peak\'s sources give the other figures.',
        height_ft: 'The same height in feet, where its source gives it in feet.',
        height_source: `Where that height comes from: an address, or "${ORIGINAL_WEBSITE}" (the club's original website).`,
        range: 'The mountain range, as a source names it.',
        region: 'The region or area, as a source names it.',
        state: 'The state or province.',
        country: 'The country (or countries, on a border).',
        location_source: `Where range, region, state and country come from: an address, or "${ORIGINAL_WEBSITE}".`,
        latitude: 'Latitude of the summit in decimal degrees (north positive), as a source gives it.',
        longitude: 'Longitude of the summit in decimal degrees (east positive), as a source gives it.',
        coordinates_source: `Where latitude and longitude come from: an address, or "${ORIGINAL_WEBSITE}".`,
        wikidata_id: 'The peak\'s item in Wikidata (Q followed by digits), where a public page this site has read gives it; missing otherwise.',
        wikidata_source: 'The address of the page the Wikidata item was read on.',
        himalayan_database_id: 'The peak\'s id in the Himalayan Database (four letters or digits, such as EVER; it covers the peaks of Nepal), where a public page this site has read gives it; missing otherwise.',
        himalayan_database_source: 'The address of the page the Himalayan Database id was read on.',
        peakbagger_id: 'The peak\'s id on Peakbagger (a number), where a public page this site has read gives it; missing otherwise.',
        peakbagger_source: 'The address of the page the Peakbagger id was read on.',
        club_expeditions: 'How many of the club\'s expeditions went to this peak (its rows in expedition-peaks).',
        sources: `Every source this site cites for the peak (names, heights, location, coordinates, first ascents, notes), ${sourcesNote}`,
      },
    },
    people: {
      title: 'People',
      description: 'One row per person the club\'s records name: the expedition members and the club\'s office bearers.',
      fields: {
        id: 'The person\'s stable id in this site\'s registry of everyone the club\'s records name.',
        name: 'The name as the club\'s records write it.',
        other_spellings: 'Other spellings of the name the sources use (some in Bengali script), separated by semicolons; misprints are left out.',
        possibly_same_as: 'Ids of other people in this table who may be the same person, though no source says so; separated by spaces.',
        expeditions: 'How many of the club\'s expeditions name this person (their rows in expedition-people); 0 for someone named only among the club\'s office bearers.',
        sources: `The sources of the expeditions that name this person (not each of them names every member), then those of the other spellings and notes, ${sourcesNote}`,
      },
    },
    'expedition-peaks': {
      title: 'Expeditions and peaks',
      description: 'One row per peak of each expedition (two for a two-peak expedition), with whether and when its summit was reached.',
      fields: {
        expedition: 'The expedition (its slug in expeditions).',
        peak_id: 'The peak (its id in peaks).',
        name_in_record: 'The peak\'s name as the expedition\'s record writes it.',
        height_m: 'The height the expedition\'s record gives for the peak, in metres.',
        height_ft: 'The same height in feet, where a source the record cites gives it in feet (the club or the press).',
        summit_reached: 'true where the sources say the club\'s climbers reached this summit; false where the result is known and they did not; missing where the result is not known.',
        summit_dates: 'The days the club\'s climbers reached the summit, where the sources give them (YYYY-MM-DD, separated by spaces).',
        sources: `The sources of the expedition's record, ${sourcesNote}`,
      },
    },
    'expedition-people': {
      title: 'Expedition teams',
      description: 'One row per person named on each expedition, with their role and the summits the sources name them on.',
      fields: {
        expedition: 'The expedition (its slug in expeditions).',
        person_id: 'The person (their id in people).',
        role: 'The person\'s role on the team, where the record gives it.',
        team: 'The person\'s own team, where two clubs climbed together.',
        summit_peak_ids: 'The peaks (ids in peaks) on whose summit the sources name this person, separated by spaces; missing where they name them on none.',
        sources: `The sources of the expedition's record, ${sourcesNote}`,
      },
    },
    claims: {
      title: 'Summit claims',
      description:
        'One row per summit the records report and per climber on it (one row without a person where the records name no one): its standing, computed from the kinds of publication of the sources that speak of that summit, the evidence they name and which top was reached.',
      fields: {
        id: 'The claim: the expedition\'s slug, the peak\'s id and the person\'s id, joined by slashes (without the person where the records name no one).',
        expedition: 'The expedition (its slug in expeditions).',
        peak_id: 'The peak whose summit was reached (its id in peaks).',
        person_id: 'Who reached it (their id in people); missing where the records name no one on this summit.',
        date: 'The day of the summit; missing where the sources do not give it.',
        standing: 'Who reports the summit, computed from the kinds of its sources: "disputed" (a disagreement of the record is over whether it was reached), "listed-by-an-authority" (a government body, a federation or a mountaineering body), "reported-by-independent-sources" (the press, a journal, a blog or a reference work), "reported-by-the-club" (only the club\'s own publications or a team member\'s own account), "not-known" (no source is known to speak of it).',
        evidence: 'The evidence the sources name, separated by spaces: "press-report", "journal-report", "authority-list" (a source of that kind speaks of the summit), "certificate", "photograph", "leaders-report" (a source names it); missing where none is named.',
        summit_point: 'Which top was reached, "main" or "subsidiary", where a source says; missing otherwise.',
        disputes: 'What the disagreements over whether this summit was reached are about, separated by semicolons; missing where there is none.',
        sources: `The sources that speak of this summit, ${sourcesNote}`,
      },
    },
  },
} as const;

export type OpenDataTableName = keyof typeof openDataWords.tables;
