import type { Club } from '@/lib/schema/club';

/**
 * What the site may offer as a way to reach the club. A value marked `placeholder` in
 * content/club.yml is not the club's: it is never a tel: or mailto: link, a JSON-LD field or a form
 * target, only "to be published". Every component asks here instead of reading `club` directly.
 */

/** A phone number the site may dial, or one the club has not published yet (label only). */
export type PublicPhone =
  | { label: string; published: true; href: string; tel: string; display: string }
  | { label: string; published: false };

/** The secretary's e-mail address when it is real; undefined while it is a placeholder. */
export function publishedEmail(c: Club): string | undefined {
  return c.secretary.email.placeholder ? undefined : c.secretary.email.address;
}

/** The three phone numbers, in content order; placeholders keep only their label. */
export function publicPhones(c: Club): PublicPhone[] {
  return c.phones.map((phone) =>
    phone.placeholder
      ? { label: phone.label, published: false }
      : { label: phone.label, published: true, href: `tel:${phone.tel}`, tel: phone.tel, display: phone.display },
  );
}

/** The numbers a visitor can actually call. */
export function publishedPhones(c: Club): Extract<PublicPhone, { published: true }>[] {
  return publicPhones(c).filter((phone): phone is Extract<PublicPhone, { published: true }> => phone.published);
}

/**
 * Where the navbar's HELP LINE button leads: the number when it is real, else the contact page
 * (the button then says so in words, never as a number).
 */
export type HelpLineTarget = { kind: 'tel'; href: string; display: string } | { kind: 'contact-page'; href: string };

export function helpLineTarget(c: Club, contactPath: string): HelpLineTarget {
  return c.helpLine.placeholder
    ? { kind: 'contact-page', href: contactPath }
    : { kind: 'tel', href: `tel:${c.helpLine.tel}`, display: c.helpLine.display };
}

/** Every placeholder phone or e-mail value, as it would appear in a link: for export scans. */
export function placeholderContactValues(c: Club): { tel: string[]; email: string[] } {
  const tel = [...c.phones, c.helpLine].filter((phone) => phone.placeholder).map((phone) => phone.tel);
  return { tel: [...new Set(tel)], email: c.secretary.email.placeholder ? [c.secretary.email.address] : [] };
}
