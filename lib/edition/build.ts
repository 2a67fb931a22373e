import { claimsOf, editionClaims, publicationKindIn, type EditionClaims } from '@/lib/claims';
import { buildRecords, siteLanguage, sourceIn, type Records, type SiteLanguage } from '@/lib/content';
import {
  allExpeditions,
  archiveCount,
  buildExpeditions,
  expeditionFactSheet,
  expeditionLabels,
  expeditions as tableRecords,
  peaksOfExpedition,
  reportIn,
  type ExpeditionEdition,
  type ExpeditionLabels,
  type FactSection,
  type ReportSlug,
} from '@/lib/expeditions';
import { fill } from '@/lib/i18n/fill';
import type { Format } from '@/lib/i18n/format';
import { islandNumberStyle, type NumberStyle } from '@/lib/i18n/islandNumbers';
import { otherLangs, prefixedPath, type Lang } from '@/lib/i18n/lang';
import { buildPeaks, visitsByPeak } from '@/lib/peaks';
import { buildPeople, clubPeople, people as englishPeople, peopleInRecordsOf, type PersonInRecords } from '@/lib/people';
import type { Expedition } from '@/lib/schema/expedition';
import type { NavEntry, Navigation } from '@/lib/schema/navigation';
import type { PeakEntry } from '@/lib/schema/peak';
import type { Person } from '@/lib/schema/person';
import type { Source } from '@/lib/schema/source';

/**
 * One edition of the site: everything a page shows that depends on the language, in one object.
 * A page composer (app/_pages/<room>/) receives its edition and hands it, or the slice they need,
 * to its components; nothing below it looks a word or a record up by language. Every lookup by id
 * is total: an id the records do not hold throws, naming it (the build has checked every id the
 * records use, so a miss is a programming error).
 */
export interface Edition extends Records, ExpeditionEdition {
  lang: Lang;
  /** The other editions' languages, in the table's order (the language links, og:locale:alternate). */
  others: readonly Lang[];
  /** Every word area of the edition (content/<lang>/index.ts). */
  words: SiteLanguage['words'];
  /** Numbers, dates and heights written the edition's way (`8,848.86` / `৮,৮৪৮.৮৬`, `17 May 2010` / `১৭ মে ২০১০`). */
  format: EditionFormat;
  /** The same page in this edition: `/gallery/` → `/bn/gallery/` (hash and query kept). */
  path(englishPath: string): string;
  /** The edition's glossary names (content/glossary.ts), for checks of its words. */
  names: SiteLanguage['names'];
  /** A name or term the records keep in English, as this edition writes it (content/glossary.ts). */
  name: SiteLanguage['names']['name'];
  /** Display text of expedition fields (title, date, result, region, camps, …). */
  label: ExpeditionLabels;
  /** The source registry entry of an address, in the edition's words. */
  source(key: string): Source;
  expeditions: EditionExpeditions;
  /** The peak registry in the edition's language (names and prose), in registry order. */
  peaks: readonly PeakEntry[];
  peak(id: string): PeakEntry;
  /** The peaks an expedition went to, in the record's order. */
  peaksOf(e: Pick<Expedition, 'slug'>): readonly PeakEntry[];
  /** The club's expeditions to a peak, in table order. */
  visitsOf(peakId: string): readonly Expedition[];
  /** The people registry in the edition's language, in registry order. */
  people: readonly Person[];
  person(id: string): Person;
  /** Every person with the expeditions the records name them on, in registry order. */
  peopleInRecords: readonly PersonInRecords[];
  personInRecords(id: string): PersonInRecords;
  /** The claims ledger: every summit the records report, per summiter, with its standing computed from its sources (lib/claims). */
  claims: EditionClaims;
  /** The known facts of an expedition under headings (report pages, short notes). */
  factSheet(e: Expedition, options?: { omitTitleFacts?: boolean }): FactSection[];
}

export interface EditionFormat extends Format {
  /** How client islands write the numbers they count in the browser (serialisable, unlike these functions). */
  islandNumbers: NumberStyle;
}

/** The expedition records in the edition's language. */
export interface EditionExpeditions {
  /** Every expedition with a report page, in table order (the club's 38 rows, then 2025). */
  all: readonly Expedition[];
  /** The club's table, rows 1-38. */
  table: readonly Expedition[];
  /** The expeditions after the table (2025). */
  later: readonly Expedition[];
  /** The report a URL slug renders (old spellings included), with its record in this language. */
  report(slug: string): ReportSlug | undefined;
}

/** An index by id that throws, naming the id and what it looked in, for an id it lacks. */
function totalIndex<T>(entries: readonly T[], idOf: (entry: T) => string, what: string): (id: string) => T {
  const byId = new Map(entries.map((entry) => [idOf(entry), entry]));
  return (id) => {
    const found = byId.get(id);
    if (found === undefined) throw new Error(`${what} has no entry "${id}"`);
    return found;
  };
}

/**
 * The edition of a language, pure over its parts: the language's words, names, format and
 * overlays (`siteLanguage(lang)` for the site's own; a test may bring a language of its own). Every
 * record kind goes through the one overlay engine with the language's overlay, in the order the
 * kinds depend on each other; a mistake stops the build naming file, entry and field.
 */
export function buildEdition(language: SiteLanguage): Edition {
  const { lang, locale, words, format, names, overlays } = language;
  const records = buildRecords(language, overlays);
  const all = buildExpeditions(language, overlays?.expeditions ?? null);
  const table = all.slice(0, tableRecords.length);
  const later = all.slice(tableRecords.length);
  const peaks = buildPeaks(language, overlays?.peaks ?? null);
  const people = buildPeople(language, overlays?.people ?? null);
  const peak = totalIndex(peaks, (entry) => entry.id, 'content/peaks/');
  const person = totalIndex(people, (entry) => entry.id, 'content/people/');
  const source = (key: string) => sourceIn(sourcesByKey, key);
  const sourcesByKey = new Map(records.sources.map((entry) => [entry.url, entry]));
  const name = names.name;
  const label = expeditionLabels({ words, format, name, peak });
  const visits = visitsByPeak(all, peaks, (e) => peaksOfExpedition(e.slug).map((part) => part.peakId));
  const peopleInRecords = peopleInRecordsOf(all, people, { english: { records: allExpeditions, registry: englishPeople }, club: clubPeople });
  const personInRecords = totalIndex(peopleInRecords, (entry) => entry.person.id, 'the people the records name');
  const path = (englishPath: string) => prefixedPath(locale, englishPath);
  const expeditionEdition: ExpeditionEdition = { locale, words, format, name, label, path, peak, person, source };
  return {
    ...records,
    navigation: withArchiveSpan(records.navigation, format),
    lang,
    others: otherLangs(lang),
    locale,
    words,
    format: { ...format, islandNumbers: islandNumberStyle(locale) },
    names,
    path,
    name,
    label,
    source,
    expeditions: { all, table, later, report: (slug) => reportIn(all, slug) },
    peaks,
    peak,
    peaksOf: (e) => peaksOfExpedition(e.slug).map((part) => peak(part.peakId)),
    visitsOf: (peakId) => visits.get(peakId) ?? [],
    people,
    person,
    peopleInRecords,
    personInRecords,
    claims: editionClaims(claimsOf(all, publicationKindIn(records.sources))),
    factSheet: (e, options) => expeditionFactSheet(expeditionEdition, e, options),
  };
}

/** The edition of one of the site's languages, built from its content (no memo: lib/edition's `edition(lang)` keeps one per build). */
export function editionOf(lang: Lang): Edition {
  return buildEdition(siteLanguage(lang));
}

/**
 * The menus with the span of the records filled in: a link's words may name `{first}` and `{last}`
 * (`Expeditions {first}–{last}`, content/navigation.ts), the years of the first and the last
 * expedition the records hold (lib/expeditions/archiveCount.ts), written in the edition's digits.
 */
function withArchiveSpan(navigation: Navigation, format: Format): Navigation {
  const values = { first: format.digits(archiveCount.firstYear), last: format.digits(archiveCount.lastYear) };
  const filled = <L extends NavEntry>(link: L): L => ({
    ...link,
    label: fill(link.label, values),
    ...(link.description !== undefined ? { description: fill(link.description, values) } : {}),
    ...(link.links ? { links: link.links.map(filled) } : {}),
  });
  return Object.fromEntries(Object.entries(navigation).map(([menu, links]) => [menu, links.map(filled)])) as Navigation;
}
