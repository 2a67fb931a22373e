import { club } from './club';
import type { Club } from '@/lib/schema/club';

/** Every club detail still marked as a placeholder, as `content/club.yml › en › field: value` lines (the facts are in the English part). */
export function listPlaceholders(c: Club = club): string[] {
  const found: string[] = [];
  const at = (field: string, value: string) => found.push(`content/club.yml › en › ${field}: ${value}`);
  if (c.registration.placeholder) at('registration', 'act and registration number unknown');
  if (c.affiliation.placeholder) at('affiliation', 'affiliation body and number to confirm');
  if (c.secretary.email.placeholder) at('secretary.email', c.secretary.email.address);
  c.phones.forEach((phone, index) => phone.placeholder && at(`phones[${index}] (${phone.label})`, phone.display));
  if (c.helpLine.placeholder) at('helpLine', c.helpLine.display);
  return found;
}
