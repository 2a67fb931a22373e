import { recordsIn } from './recordsByLang';
import { digitsIn } from '@/lib/i18n/format';
import { BASE_LANG, type Lang } from '@/lib/i18n/lang';
import type { Club } from '@/lib/schema/club';

/** The club's details in English (content/club.ts): the facts every edition shares. */
export const club: Club = recordsIn(BASE_LANG).club;

/** The club's details in one edition's language (names, address, tagline; the same numbers and links). */
export function clubIn(lang: Lang): Club {
  return recordsIn(lang).club;
}

/** One-line postal address in one edition (the PIN in that edition's digits), e.g. for the footer. */
export function postalAddressIn(lang: Lang): string {
  return postalAddressLine(lang, recordsIn(lang).club);
}

/** The same line for a given club record: an edition's (`ed.club`), or a test's. */
export function postalAddressLine(lang: Lang, c: Club): string {
  const { building, street, town, district, state, pin } = c.address;
  return [building, street, town, `${district}, ${state} ${digitsIn(lang, pin)}`].filter(Boolean).join(', ');
}

/** Absolute URL on the configured site, for canonical links, sitemaps and feeds. */
export function siteUrl(path = '/'): string {
  return new URL(path, club.siteUrl).toString();
}
