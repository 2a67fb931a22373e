import { peopleIn } from '@/lib/archive';
import { clubIn, siteUrl } from '@/lib/content';
import { BASE_LANG, langs, locales, pathIn, type Lang } from '@/lib/i18n/lang';
import { formatMetres } from '@/lib/expeditions';
import type { Club } from '@/lib/schema/club';
import type { ClubEvent } from '@/lib/schema/event';
import type { Expedition } from '@/lib/schema/expedition';
import { expeditionSources, expeditionTitle, highestHeightM, resultKnown, resultText, type PersonInRecords } from '@/lib/expeditions';
import { hrefs, routes } from '@/lib/routes';
import { wordsFor } from '@/lib/content';
import { peaksOfExpedition, referenceHeightOf } from '@/lib/archive';
import type { PeakEntry } from '@/lib/schema/peak';
import { DATA_PACKAGE, dataFormats, dataYears, formats, tableNames, type DataFormat } from '@/lib/opendata';

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

function organizationRef(lang: Lang, c: Club = clubIn(lang)) {
  return { '@type': 'SportsOrganization', name: c.name, url: siteUrl(pathIn(lang, '/')) };
}

/** The organisation's language, where it is not the English default of schema.org readers. */
const organizationLanguage = (lang: Lang): { inLanguage?: string } => (lang === BASE_LANG ? {} : { inLanguage: locales[lang].htmlLang });

export function organizationJsonLd(lang: Lang, c: Club = clubIn(lang)): JsonLd {
  const phones = c.phones.filter((phone) => !phone.placeholder).map((phone) => phone.tel);
  const email = c.secretary.email.placeholder ? undefined : c.secretary.email.address;
  return {
    '@context': 'https://schema.org',
    '@type': 'SportsOrganization',
    '@id': siteUrl('/#organization'),
    name: c.name,
    alternateName: c.shortName,
    url: siteUrl(pathIn(lang, '/')),
    ...organizationLanguage(lang),
    logo: siteUrl('/icon.svg'),
    sport: 'Mountaineering',
    foundingDate: String(c.foundedYear),
    ...(c.founder ? { founder: { '@type': 'Person', name: c.founder } } : {}),
    address: postalAddress(c),
    ...(phones.length > 0 ? { telephone: phones[0] } : {}),
    ...(email ? { email } : {}),
    ...(c.social.length > 0 ? { sameAs: c.social.map((s) => s.href) } : {}),
  };
}

/** An Event needs a start date; undated announcements get no JSON-LD. */
export function eventJsonLd(lang: Lang, event: ClubEvent, pagePath: string): JsonLd | undefined {
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
    organizer: organizationRef(lang),
    url: siteUrl(`${pathIn(lang, pagePath)}#${event.slug}`),
    inLanguage: locales[lang].htmlLang,
  };
}

export function imageGalleryJsonLd(lang: Lang, items: readonly { title: string; img: string; alt?: string }[], pagePath: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'ImageGallery',
    name: wordsFor(lang).structuredData.galleryName(clubIn(lang).name),
    url: siteUrl(pathIn(lang, pagePath)),
    inLanguage: locales[lang].htmlLang,
    publisher: organizationRef(lang),
    associatedMedia: items.map((item) => ({
      '@type': 'ImageObject',
      contentUrl: siteUrl(item.img),
      name: item.title,
      ...(item.alt ? { description: item.alt } : {}),
    })),
  };
}

/** An expedition page is a report about a climb: schema.org `Report`, about the mountain. */
export function expeditionJsonLd(lang: Lang, e: Expedition): JsonLd {
  const words = wordsFor(lang);
  const result = resultText(lang, e);
  const height = highestHeightM(e);
  const citations = expeditionSources(lang, e).public.map((source) => ({ '@type': 'CreativeWork', name: source.publication, url: source.url }));
  const peakIds = peaksOfExpedition(e.slug).map((part) => part.peakId);
  const mountains = (e.peaks ?? [{ name: e.peak, heightM: e.heightM }]).map((peak, i) => ({
    '@type': 'Mountain',
    name: peak.name,
    // The peak's own page, which carries its full Mountain description.
    url: siteUrl(hrefs.peak(lang, peakIds[i]!)),
    ...(peak.heightM !== undefined ? { description: formatMetres(lang, peak.heightM) } : {}),
  }));
  return {
    '@context': 'https://schema.org',
    '@type': 'Report',
    headline: words.expedition.titleWithYear(expeditionTitle(lang, e), e.year),
    name: words.structuredData.reportName(e.peak, e.year),
    url: siteUrl(hrefs.report(lang, e.slug)),
    inLanguage: locales[lang].htmlLang,
    temporalCoverage: String(e.year),
    about: mountains.length === 1 ? mountains[0] : mountains,
    author: organizationRef(lang),
    publisher: organizationRef(lang),
    ...(resultKnown(e) ? { abstract: words.expedition.results.abstract(result) } : {}),
    // The public sources the page lists, so a reader of the data can check them too.
    ...(citations.length > 0 ? { citation: citations } : {}),
    ...(height !== undefined ? { keywords: words.structuredData.reportKeywords(e.peak, formatMetres(lang, height)) } : {}),
  };
}

/**
 * A person's page: schema.org `Person`. Other names are the person's name in every edition and the
 * spellings sources use (never a misprint); `memberOf` the club only where a source says so (a club
 * role on one of its teams, or the club's details), so a Sherpa or a partner club's climber is not
 * made a member. The same `@id` on both editions: one person.
 */
export function personJsonLd(lang: Lang, entry: PersonInRecords): JsonLd {
  const { person } = entry;
  const editionNames = langs.map((other) => peopleIn(other).find((candidate) => candidate.id === person.id)?.name);
  const variants = person.variants.filter((variant) => !variant.slip).map((variant) => variant.name);
  const alternateName = [...new Set([...editionNames, ...variants])].filter((name): name is string => Boolean(name) && name !== person.name);
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    '@id': siteUrl(`${hrefs.person(BASE_LANG, person.id)}#person`),
    name: person.name,
    ...(alternateName.length > 0 ? { alternateName } : {}),
    url: siteUrl(hrefs.person(lang, person.id)),
    ...(entry.clubMember ? { memberOf: organizationRef(lang) } : {}),
  };
}

/** The list on /member/: an `ItemList` of the person pages, in the page's order. */
export function peopleListJsonLd(lang: Lang, entries: readonly PersonInRecords[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: wordsFor(lang).structuredData.peopleListName(clubIn(lang).name),
    url: siteUrl(hrefs.page(lang, 'member')),
    inLanguage: locales[lang].htmlLang,
    numberOfItems: entries.length,
    itemListElement: entries.map((entry, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      url: siteUrl(hrefs.person(lang, entry.person.id)),
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
  lang: Lang,
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
  return {
    '@context': 'https://schema.org',
    '@type': peak.kind === 'glacier' ? 'Landform' : 'Mountain',
    name: peak.name,
    ...(alternateNames.length > 0 ? { alternateName: alternateNames } : {}),
    url: siteUrl(hrefs.peak(lang, peak.id)),
    ...(elevation ? { elevation } : {}),
    ...(peak.coordinates ? { geo: { '@type': 'GeoCoordinates', latitude: peak.coordinates.lat, longitude: peak.coordinates.lon } } : {}),
    ...(containedIn ? { containedInPlace: { '@type': 'Place', name: containedIn } } : {}),
    ...(place.reports.length > 0
      ? { subjectOf: place.reports.map((report) => ({ '@type': 'Report', name: report.name, url: siteUrl(hrefs.report(lang, report.slug)) })) }
      : {}),
  };
}

/** The peaks index: an `ItemList` of the peak pages, in the page's order. */
export function peakListJsonLd(lang: Lang, name: string, items: readonly { id: string; name: string }[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    url: siteUrl(hrefs.page(lang, 'peaks')),
    numberOfItems: items.length,
    itemListElement: items.map((item, index) => ({ '@type': 'ListItem', position: index + 1, name: item.name, url: siteUrl(hrefs.peak(lang, item.id)) })),
  };
}

/** The id of the records page's open-data section, which the Dataset names as its landing place. */
export const OPEN_DATA_ANCHOR = 'open-data';

/**
 * The open data as a schema.org `Dataset`, described in the page's language: one download per file
 * (English, as the data is), the club as creator and publisher, free to use. No licence: the club
 * has published none, and the page asks users to cite the data instead.
 */
export function datasetJsonLd(lang: Lang): JsonLd {
  const words = wordsFor(lang);
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
    name: w.openDataTitle(clubIn(lang).name),
    description: words.structuredData.datasetDescription(first, last),
    url: siteUrl(`${pathIn(lang, routes.records)}#${OPEN_DATA_ANCHOR}`),
    // The files are in the base language only, whichever edition describes them.
    inLanguage: locales[BASE_LANG].hreflang,
    isAccessibleForFree: true,
    temporalCoverage: `${first}/${last}`,
    creator: organizationRef(lang),
    publisher: organizationRef(lang),
    distribution: [
      ...tableNames.flatMap((name) => dataFormats.map((format) => download(w.openDataTables[name].name, format, hrefs.data(name, format)))),
      download(w.openDataPackage, 'json', hrefs.data(DATA_PACKAGE, 'json')),
    ],
  };
}
