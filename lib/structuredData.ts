import { identifierDatabases } from '@/content/openData';
import { formsOf, siteUrl } from '@/lib/content';
import type { Edition } from '@/lib/edition';
import { expeditionSources, highestHeightM, peaksOfExpedition, resultKnown } from '@/lib/expeditions';
import { BASE_LANG, isBaseLocale, locales } from '@/lib/i18n/lang';
import { DATA_PACKAGE, dataFormats, dataYears, formats, RECORDS_INDEX, tableNames, type DataFormat } from '@/lib/opendata';
import { peakIdentifiersOf, referenceHeightOf } from '@/lib/peaks';
import type { PersonInRecords } from '@/lib/people';
import { hrefs, routes } from '@/lib/routes';
import type { Club } from '@/lib/schema/club';
import type { ClubEvent } from '@/lib/schema/event';
import type { Expedition } from '@/lib/schema/expedition';
import type { PeakEntry } from '@/lib/schema/peak';

/**
 * schema.org JSON-LD for search engines. Placeholder contact details are never published here:
 * a search engine would show a fake number as the club's.
 */
export type JsonLd = Record<string, unknown> & { '@context': 'https://schema.org'; '@type': string };

function postalAddress(c: Club) {
  return {
    '@type': 'PostalAddress',
    streetAddress: [c.address.building, c.address.street].filter(Boolean).join(', '),
    addressLocality: c.address.town,
    addressRegion: c.address.state,
    postalCode: c.address.pin,
    addressCountry: 'IN',
  };
}

/** What the JSON-LD reads of a page's edition (an Edition is one). */
type JsonLdEdition = Pick<Edition, 'locale' | 'club' | 'path' | 'words' | 'format' | 'label' | 'source'>;

function organizationRef(ed: Pick<JsonLdEdition, 'club' | 'path'>) {
  return { '@type': 'SportsOrganization', name: ed.club.name, url: siteUrl(ed.path('/')) };
}

/** The organisation's language, where it is not the English default of schema.org readers. */
const organizationLanguage = (ed: Pick<JsonLdEdition, 'locale'>): { inLanguage?: string } => (isBaseLocale(ed.locale) ? {} : { inLanguage: ed.locale.htmlLang });

export function organizationJsonLd(ed: Pick<Edition, 'club' | 'path' | 'locale' | 'person'>): JsonLd {
  const c: Club = ed.club;
  const phones = c.phones.filter((phone) => !phone.placeholder).map((phone) => phone.tel);
  const email = c.secretary.email.placeholder ? undefined : c.secretary.email.address;
  return {
    '@context': 'https://schema.org',
    '@type': 'SportsOrganization',
    '@id': siteUrl('/#organization'),
    name: c.name,
    alternateName: c.shortName,
    url: siteUrl(ed.path('/')),
    ...organizationLanguage(ed),
    logo: siteUrl('/icon.svg'),
    sport: 'Mountaineering',
    foundingDate: String(c.foundedYear),
    // The club's details name the founder by his registry id: his name and page in this edition.
    ...(c.founder ? { founder: { '@type': 'Person', name: ed.person(c.founder).name, url: siteUrl(ed.path(hrefs.person(c.founder))) } } : {}),
    address: postalAddress(c),
    ...(phones.length > 0 ? { telephone: phones[0] } : {}),
    ...(email ? { email } : {}),
    ...(c.social.length > 0 ? { sameAs: c.social.map((s) => s.href) } : {}),
  };
}

/** An Event needs a start date; undated announcements get no JSON-LD. */
export function eventJsonLd(ed: JsonLdEdition, event: ClubEvent, pagePath: string): JsonLd | undefined {
  if (!event.startDate) return undefined;
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    description: event.description,
    startDate: event.startDate,
    ...(event.endDate ? { endDate: event.endDate } : {}),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: { '@type': 'Place', name: event.place, address: event.place },
    organizer: organizationRef(ed),
    url: siteUrl(`${ed.path(pagePath)}#${event.slug}`),
    inLanguage: ed.locale.htmlLang,
  };
}

export function imageGalleryJsonLd(ed: JsonLdEdition, items: readonly { title: string; img: string; alt?: string }[], pagePath: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'ImageGallery',
    name: ed.words.structuredData.galleryName(ed.club.name),
    url: siteUrl(ed.path(pagePath)),
    inLanguage: ed.locale.htmlLang,
    publisher: organizationRef(ed),
    associatedMedia: items.map((item) => ({
      '@type': 'ImageObject',
      contentUrl: siteUrl(item.img),
      name: item.title,
      ...(item.alt ? { description: item.alt } : {}),
    })),
  };
}

/** An expedition page is a report about a climb: schema.org `Report`, about the mountain. */
export function expeditionJsonLd(ed: JsonLdEdition, e: Expedition): JsonLd {
  const { words } = ed;
  const result = ed.label.result(e);
  const height = highestHeightM(e);
  const citations = expeditionSources(ed, e).public.map((source) => ({ '@type': 'CreativeWork', name: source.publication, url: source.url }));
  const peakIds = peaksOfExpedition(e.slug).map((part) => part.peakId);
  const mountains = (e.peaks ?? [{ peak: e.peak!, heightM: e.heightM }]).map((peak, i) => ({
    '@type': 'Mountain',
    name: ed.label.peakName(peak.peak),
    // The peak's own page, which carries its full Mountain description.
    url: siteUrl(ed.path(hrefs.peak(peakIds[i]!))),
    ...(peak.heightM !== undefined ? { description: ed.format.metres(peak.heightM) } : {}),
  }));
  return {
    '@context': 'https://schema.org',
    '@type': 'Report',
    headline: ed.label.titleWithYear(e),
    name: words.structuredData.reportName(ed.label.peaks(e), e.year),
    url: siteUrl(ed.path(hrefs.report(e.slug))),
    inLanguage: ed.locale.htmlLang,
    temporalCoverage: String(e.year),
    about: mountains.length === 1 ? mountains[0] : mountains,
    author: organizationRef(ed),
    publisher: organizationRef(ed),
    ...(resultKnown(e) ? { abstract: words.expedition.results.abstract(result) } : {}),
    // The public sources the page lists, so a reader of the data can check them too.
    ...(citations.length > 0 ? { citation: citations } : {}),
    ...(height !== undefined ? { keywords: words.structuredData.reportKeywords(ed.label.peaks(e), ed.format.metres(height)) } : {}),
  };
}

/**
 * A person's page: schema.org `Person`. Other names are the person's name in every edition and the
 * spellings sources use (never a misprint); `memberOf` the club only where a source says so (a club
 * role on one of its teams, or the club's details), so a Sherpa or a partner club's climber is not
 * made a member. The same `@id` on both editions: one person.
 */
export function personJsonLd(ed: JsonLdEdition, entry: PersonInRecords, englishName: string): JsonLd {
  const { person } = entry;
  const editionNames = Object.values(formsOf('people', englishName));
  const variants = person.variants.filter((variant) => !variant.slip).map((variant) => variant.name);
  const alternateName = [...new Set([...editionNames, ...variants])].filter((name): name is string => Boolean(name) && name !== person.name);
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    '@id': siteUrl(`${hrefs.person(person.id)}#person`),
    name: person.name,
    ...(alternateName.length > 0 ? { alternateName } : {}),
    url: siteUrl(ed.path(hrefs.person(person.id))),
    ...(entry.clubMember ? { memberOf: organizationRef(ed) } : {}),
  };
}

/** The list on /member/: an `ItemList` of the person pages, in the page's order. */
export function peopleListJsonLd(ed: JsonLdEdition, entries: readonly PersonInRecords[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: ed.words.structuredData.peopleListName(ed.club.name),
    url: siteUrl(ed.path(routes.member)),
    inLanguage: ed.locale.htmlLang,
    numberOfItems: entries.length,
    itemListElement: entries.map((entry, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      url: siteUrl(ed.path(hrefs.person(entry.person.id))),
      name: entry.person.name,
    })),
  };
}

/**
 * A peak's page: schema.org `Mountain` (a `Landform` for the glacier), with its names, the height
 * the records use (metres where a source gives them, else feet), its position where a source gives
 * one, the region the records place it in, and the reports of the club's expeditions there.
 */
export function mountainJsonLd(
  ed: Pick<JsonLdEdition, 'path'>,
  peak: PeakEntry,
  place: { englishName: string; region?: string; reports: readonly { name: string; slug: string }[] },
): JsonLd {
  const reference = referenceHeightOf(peak);
  const elevation =
    reference?.m !== undefined
      ? { '@type': 'QuantitativeValue', value: reference.m, unitCode: 'MTR' }
      : reference?.ft !== undefined
        ? { '@type': 'QuantitativeValue', value: reference.ft, unitCode: 'FOT' }
        : undefined;
  const alternateNames = [...new Set([place.englishName, ...peak.otherNames.map((other) => other.name)])].filter((name) => name !== peak.name);
  const containedIn = place.region ?? peak.location?.country;
  const identifiers = peakIdentifiersOf(peak);
  const sameAs = identifiers.flatMap((identifier) => (identifier.url ? [identifier.url] : []));
  return {
    '@context': 'https://schema.org',
    '@type': peak.kind === 'glacier' ? 'Landform' : 'Mountain',
    name: peak.name,
    ...(alternateNames.length > 0 ? { alternateName: alternateNames } : {}),
    url: siteUrl(ed.path(hrefs.peak(peak.id))),
    ...(elevation ? { elevation } : {}),
    ...(peak.coordinates ? { geo: { '@type': 'GeoCoordinates', latitude: peak.coordinates.lat, longitude: peak.coordinates.lon } } : {}),
    ...(containedIn ? { containedInPlace: { '@type': 'Place', name: containedIn } } : {}),
    // Its ids in other databases: the same place on their pages (sameAs), and every id by its database's name.
    ...(sameAs.length > 0 ? { sameAs } : {}),
    ...(identifiers.length > 0
      ? { identifier: identifiers.map((identifier) => ({ '@type': 'PropertyValue', propertyID: identifierDatabases[identifier.scheme], value: identifier.id })) }
      : {}),
    ...(place.reports.length > 0
      ? { subjectOf: place.reports.map((report) => ({ '@type': 'Report', name: report.name, url: siteUrl(ed.path(hrefs.report(report.slug))) })) }
      : {}),
  };
}

/** The peaks index: an `ItemList` of the peak pages, in the page's order. */
export function peakListJsonLd(ed: Pick<JsonLdEdition, 'path'>, name: string, items: readonly { id: string; name: string }[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    url: siteUrl(ed.path(routes.peaks)),
    numberOfItems: items.length,
    itemListElement: items.map((item, index) => ({ '@type': 'ListItem', position: index + 1, name: item.name, url: siteUrl(ed.path(hrefs.peak(item.id))) })),
  };
}

/**
 * A page that lists other pages (the years index, a year's page): an `ItemList` of them, in the
 * page's order, each by its English path in the page's edition.
 */
export function pageListJsonLd(ed: Pick<JsonLdEdition, 'path' | 'locale'>, list: { name: string; path: string; items: readonly { name: string; path: string }[] }): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: list.name,
    url: siteUrl(ed.path(list.path)),
    inLanguage: ed.locale.htmlLang,
    numberOfItems: list.items.length,
    itemListElement: list.items.map((item, index) => ({ '@type': 'ListItem', position: index + 1, name: item.name, url: siteUrl(ed.path(item.path)) })),
  };
}

/** The id of the records page's open-data section, which the Dataset names as its landing place. */
export const OPEN_DATA_ANCHOR = 'open-data';

/**
 * The open data as a schema.org `Dataset`, described in the page's language: one download per file
 * (English, as the data is), the club as creator and publisher, free to use. No licence: the club
 * has published none, and the page asks users to cite the data instead.
 */
export function datasetJsonLd(ed: JsonLdEdition): JsonLd {
  const { words } = ed;
  const w = words.records;
  const [first, last] = dataYears();
  const download = (name: string, format: DataFormat, href: string) => ({
    '@type': 'DataDownload',
    name: `${name}, ${w.openDataFormats[format]}`,
    encodingFormat: formats[format].mediatype,
    contentUrl: siteUrl(href),
  });
  return {
    '@context': 'https://schema.org',
    '@type': 'Dataset',
    '@id': siteUrl(`${routes.records}#${OPEN_DATA_ANCHOR}`),
    name: w.openDataTitle(ed.club.name),
    description: words.structuredData.datasetDescription(first, last),
    url: siteUrl(`${ed.path(routes.records)}#${OPEN_DATA_ANCHOR}`),
    // The files are in the base language only, whichever edition describes them.
    inLanguage: locales[BASE_LANG].hreflang,
    isAccessibleForFree: true,
    temporalCoverage: `${first}/${last}`,
    creator: organizationRef(ed),
    publisher: organizationRef(ed),
    distribution: [
      ...tableNames.flatMap((name) => dataFormats.map((format) => download(w.openDataTables[name].name, format, hrefs.data(name, format)))),
      download(w.recordFilesIndex, 'json', hrefs.data(RECORDS_INDEX, 'json')),
      download(w.openDataPackage, 'json', hrefs.data(DATA_PACKAGE, 'json')),
    ],
  };
}
