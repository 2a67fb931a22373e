import { clubIn, siteUrl } from '@/lib/content';
import { BASE_LANG, locales, pathIn, type Lang } from '@/lib/i18n/lang';
import { formatMetres } from '@/lib/expeditions';
import type { Club } from '@/lib/schema/club';
import type { ClubEvent } from '@/lib/schema/event';
import type { Expedition } from '@/lib/schema/expedition';
import { expeditionSources, expeditionTitle, highestHeightM, resultKnown, resultText } from '@/lib/expeditions';
import { hrefs } from '@/lib/routes';
import { wordsFor } from '@/lib/content';

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
  const mountains = (e.peaks ?? [{ name: e.peak, heightM: e.heightM }]).map((peak) => ({
    '@type': 'Mountain',
    name: peak.name,
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
