import { parseTwin } from '@/lib/content/twin';
import { clubContent } from '@/content/club';
import { clubContent as clubContentBn } from '@/content/club.bn';
import type { Lang } from '@/lib/i18n/lang';
import { digitsIn } from '@/lib/i18n/format';
import { ClubSchema, type Club } from '@/lib/schema/club';
import { parseContent } from './parse';

export const club: Club = parseContent(ClubSchema, clubContent, 'content/club.ts');
const clubBn: Club = parseTwin(ClubSchema, clubContent, clubContentBn, 'content/club.bn.ts');

/** The club's details in one edition's language (names, address, tagline; the same numbers and links). */
export function clubIn(lang: Lang): Club {
  return lang === 'bn' ? clubBn : club;
}

/** One-line postal address in one edition (the PIN in that edition's digits), e.g. for the footer. */
export function postalAddressLine(c: Club = club, lang: Lang = 'en'): string {
  const { building, street, town, district, state, pin } = c.address;
  return [building, street, town, `${district}, ${state} ${digitsIn(lang, pin)}`].filter(Boolean).join(', ');
}

/** Absolute URL on the configured site, for canonical links, sitemaps and feeds. */
export function siteUrl(path = '/'): string {
  return new URL(path, club.siteUrl).toString();
}
