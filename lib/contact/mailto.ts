import { latinDigits } from '@/lib/i18n/digits';
import type { IslandNumbers } from '@/lib/i18n/islandNumbers';
import type { contactWords } from '@/content/en/contact';

/**
 * The contact form has no server: it validates in the browser, then opens the visitor's mail
 * client with a message to the club composed here. Pure functions, safe in a client island: the
 * form's words arrive as props (the edition's, chosen on the server), and so does the way its
 * language writes numbers.
 */

/** The error messages, templates whose `{max}`, `{min}` and `{actual}` are filled here. */
export type ContactErrorWords = typeof contactWords.form.errors;
/** The labels of the contact lines under the message. */
export type ContactBodyWords = typeof contactWords.form.body;

export type ContactValues = {
  name: string;
  email: string;
  phone?: string;
  subject: string;
  message: string;
};

export type ContactField = keyof ContactValues;

export type ContactValidation = { ok: true } | { ok: false; errors: Partial<Record<ContactField, string>> };

export const contactLimits = {
  nameMax: 100,
  subjectMax: 120,
  messageMin: 10,
  messageMax: 2000,
  phoneDigitsMin: 7,
  phoneDigitsMax: 15,
} as const;

/**
 * Characters as a reader counts them: a Bengali letter with its vowel sign or conjunct is one
 * grapheme, though several code points (and more UTF-16 units, which `length` counts).
 */
const graphemes = typeof Intl.Segmenter === 'function' ? new Intl.Segmenter(undefined, { granularity: 'grapheme' }) : undefined;
export function characterCount(text: string): number {
  return graphemesOf(text).length;
}

/** The characters of `text` as a reader counts them (see characterCount), so text is shortened between them, never inside a letter. */
export function graphemesOf(text: string): string[] {
  return graphemes ? [...graphemes.segment(text)].map((part) => part.segment) : [...text];
}

// Deliberately simple: one @, no spaces, a dot in the domain. Mail clients do the real check.
const emailPattern = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

/**
 * Checks the form; every failing field gets one message saying what to do. `started` is the start
 * of the message the form filled in itself (a correction's record, page and detail): only what the
 * visitor writes after it counts as their message.
 */
export function validateContact(values: Partial<ContactValues>, say: ContactErrorWords, numbers: Pick<IslandNumbers, 'fill'>, started?: string): ContactValidation {
  const errors: Partial<Record<ContactField, string>> = {};
  const name = values.name?.trim() ?? '';
  const email = values.email?.trim() ?? '';
  // Bengali digits are the same digits: a number typed on a Bengali keyboard is accepted.
  const phone = latinDigits(values.phone?.trim() ?? '');
  const subject = values.subject?.trim() ?? '';
  const message = values.message?.trim() ?? '';
  const start = started?.trim();
  const own = start && message.startsWith(start) ? message.slice(start.length).trim() : message;

  if (name === '') errors.name = say.nameMissing;
  else if (characterCount(name) > contactLimits.nameMax) errors.name = numbers.fill(say.nameTooLong, { max: contactLimits.nameMax });

  if (email === '') errors.email = say.emailMissing;
  else if (!emailPattern.test(email)) errors.email = say.emailInvalid;

  if (phone !== '') {
    const digits = phone.replace(/\D/g, '').length;
    if (!/^\+?[\d\s-]+$/.test(phone)) {
      errors.phone = say.phoneCharacters;
    } else if (digits < contactLimits.phoneDigitsMin || digits > contactLimits.phoneDigitsMax) {
      errors.phone = numbers.fill(say.phoneLength, { min: contactLimits.phoneDigitsMin, max: contactLimits.phoneDigitsMax });
    }
  }

  if (subject === '') errors.subject = say.subjectMissing;
  else if (characterCount(subject) > contactLimits.subjectMax) {
    errors.subject = numbers.fill(say.subjectTooLong, { max: contactLimits.subjectMax, actual: characterCount(subject) });
  }

  if (own === '') errors.message = say.messageMissing;
  else if (characterCount(own) < contactLimits.messageMin) {
    errors.message = numbers.fill(say.messageTooShort, { min: contactLimits.messageMin });
  } else if (characterCount(message) > contactLimits.messageMax) {
    errors.message = numbers.fill(say.messageTooLong, { max: contactLimits.messageMax, actual: characterCount(message) });
  }

  return Object.keys(errors).length === 0 ? { ok: true } : { ok: false, errors };
}

/**
 * The e-mail's body: the message followed by the visitor's contact details, one per line. Also
 * what the visitor copies when the club's address is not published yet.
 */
export function composeMessageBody(values: ContactValues, labels: ContactBodyWords): string {
  const details = [`${labels.name}: ${values.name.trim()}`, `${labels.email}: ${values.email.trim()}`];
  const phone = values.phone?.trim();
  if (phone) details.push(`${labels.phone}: ${phone}`);
  return `${values.message.trim()}\n\n--\n${details.join('\n')}`;
}

/**
 * A `mailto:` URL (RFC 6068) addressed to `to`, with the visitor's subject and composeMessageBody()
 * as the body. Every value is percent-encoded; line breaks become CRLF (%0D%0A) as the RFC requires.
 */
export function composeMailto(values: ContactValues & { to: string }, labels: ContactBodyWords): string {
  const to = values.to.trim();
  if (!/^[^\s@]+@[^\s@]+$/.test(to)) throw new Error(`composeMailto: "to" must be one e-mail address, got ${JSON.stringify(values.to)}`);
  const body = composeMessageBody(values, labels);
  // encodeURIComponent leaves "@" of the address escaped; RFC 6068 allows it literally in the address.
  const address = encodeURIComponent(to).replace(/%40/g, '@');
  return `mailto:${address}?subject=${encodeURIComponent(oneLine(values.subject))}&body=${encodeURIComponent(toCrlf(body))}`;
}

function toCrlf(text: string): string {
  return text.replace(/\r\n|\r|\n/g, '\r\n');
}

/** Header fields cannot hold line breaks. */
function oneLine(text: string): string {
  return text.trim().replace(/\s*[\r\n]+\s*/g, ' ');
}
