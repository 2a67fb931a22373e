/**
 * The contact form has no server: it validates in the browser, then opens the visitor's mail
 * client with a message to the club composed here. Pure functions, safe in a client island.
 */

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

// Deliberately simple: one @, no spaces, a dot in the domain. Mail clients do the real check.
const emailPattern = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

/** Checks the form; every failing field gets one message saying what to do. */
export function validateContact(values: Partial<ContactValues>): ContactValidation {
  const errors: Partial<Record<ContactField, string>> = {};
  const name = values.name?.trim() ?? '';
  const email = values.email?.trim() ?? '';
  const phone = values.phone?.trim() ?? '';
  const subject = values.subject?.trim() ?? '';
  const message = values.message?.trim() ?? '';

  if (name === '') errors.name = 'Please enter your name.';
  else if (name.length > contactLimits.nameMax) errors.name = `Please shorten your name to ${contactLimits.nameMax} characters or fewer.`;

  if (email === '') errors.email = 'Please enter your e-mail address so the club can reply.';
  else if (!emailPattern.test(email)) errors.email = 'Please enter a valid e-mail address, like name@example.com.';

  if (phone !== '') {
    const digits = phone.replace(/\D/g, '').length;
    if (!/^\+?[\d\s-]+$/.test(phone)) {
      errors.phone = 'A phone number may contain only digits, spaces, hyphens and a leading +.';
    } else if (digits < contactLimits.phoneDigitsMin || digits > contactLimits.phoneDigitsMax) {
      errors.phone = `Please enter a phone number of ${contactLimits.phoneDigitsMin} to ${contactLimits.phoneDigitsMax} digits, or leave it empty.`;
    }
  }

  if (subject === '') errors.subject = 'Please enter a subject.';
  else if (subject.length > contactLimits.subjectMax) {
    errors.subject = `Please shorten the subject to ${contactLimits.subjectMax} characters or fewer (it has ${subject.length}).`;
  }

  if (message === '') errors.message = 'Please write a message.';
  else if (message.length < contactLimits.messageMin) {
    errors.message = `Please write a little more: at least ${contactLimits.messageMin} characters.`;
  } else if (message.length > contactLimits.messageMax) {
    errors.message = `Please shorten your message to ${contactLimits.messageMax} characters or fewer (it has ${message.length}).`;
  }

  return Object.keys(errors).length === 0 ? { ok: true } : { ok: false, errors };
}

/**
 * A `mailto:` URL (RFC 6068) addressed to `to`, with the visitor's subject, and a body holding
 * the message followed by the visitor's contact details. Every value is percent-encoded; line
 * breaks become CRLF (%0D%0A) as the RFC requires.
 */
export function composeMailto(values: ContactValues & { to: string }): string {
  const to = values.to.trim();
  if (!/^[^\s@]+@[^\s@]+$/.test(to)) throw new Error(`composeMailto: "to" must be one e-mail address, got ${JSON.stringify(values.to)}`);
  const details = [`Name: ${values.name.trim()}`, `E-mail: ${values.email.trim()}`];
  const phone = values.phone?.trim();
  if (phone) details.push(`Phone: ${phone}`);
  const body = `${values.message.trim()}\n\n--\n${details.join('\n')}`;
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
