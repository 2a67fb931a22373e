import { clubContent } from '@/content/club';
import { ClubSchema, type Club } from '@/lib/schema/club';
import { parseContent } from './parse';

export const club: Club = parseContent(ClubSchema, clubContent, 'content/club.ts');

/** One-line postal address, e.g. for the footer and the map query. */
export function postalAddressLine(c: Club = club): string {
  const { building, street, town, district, state, pin } = c.address;
  return [building, street, town, `${district}, ${state} ${pin}`].filter(Boolean).join(', ');
}

/** Absolute URL on the configured site, for canonical links, sitemaps and feeds. */
export function siteUrl(path = '/'): string {
  return new URL(path, club.siteUrl).toString();
}
