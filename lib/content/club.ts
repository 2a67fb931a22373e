import type { Format } from '@/lib/i18n/format';
import type { Club } from '@/lib/schema/club';
import { baseRecords } from './languages';

/** The club's details in English (content/club.yml › en): the facts every edition shares. */
export const club: Club = baseRecords.club;

/** One-line postal address of a club record (an edition's `ed.club`), the PIN in the edition's digits. */
export function postalAddressLine(format: Pick<Format, 'digits'>, c: Club): string {
  const { building, street, town, district, state, pin } = c.address;
  return [building, street, town, `${district}, ${state} ${format.digits(pin)}`].filter(Boolean).join(', ');
}

/** The site's public address: the deploy workflow's SITE_URL, else the club's domain. */
export const SITE_URL = process.env.SITE_URL?.trim() || 'https://mak.org.in';

/** Absolute URL on the configured site, for canonical links, sitemaps and feeds. */
export function siteUrl(path = '/'): string {
  return new URL(path, SITE_URL).toString();
}
