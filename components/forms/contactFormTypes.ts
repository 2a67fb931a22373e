import type { contactWords } from '@/content/en/contact';
import type { CorrectionDetail, CorrectionMessageWords } from '@/lib/contact/correction';
import type { PluralForms } from '@/lib/i18n/fill';
import type { NumberStyle } from '@/lib/i18n/islandNumbers';

/** What the contact form island takes from a page (made by contactFormProps.ts, on the server). */

type FormWords = (typeof contactWords)['form'];

/**
 * The form's words in the page's language, chosen on the server (components/forms/contactFormProps.ts):
 * plain strings, the values the server knows already in them, templates for the visitor's own.
 */
export interface ContactFormWords {
  label: string;
  fields: FormWords['fields'];
  optional: string;
  messageHint: string;
  problems: PluralForms;
  submit: string;
  submitHint: string;
  /** Only with a published address. */
  sentBody?: string;
  sentHeading: string;
  notOpened: string;
  openMailApp: string;
  orWriteTo: string;
  unpublished: Omit<FormWords['unpublished'], 'postal'> & { postal: string };
  body: FormWords['body'];
  errors: FormWords['errors'];
}

/**
 * What the form needs to start a correction's message when the visitor arrives from a record's
 * "Suggest a correction" (`?record=…&page=…&detail=…`, lib/contact/correction.ts): the templates,
 * the details' labels and the site's address the record's page is under.
 */
export interface ContactCorrectionWords {
  words: CorrectionMessageWords;
  details: Readonly<Record<CorrectionDetail, string>>;
  site: string;
}

export interface ContactFormProps {
  /**
   * The club secretary's published address: the composed e-mail goes there. Undefined while the
   * address is a placeholder: the form then checks and keeps the message, and opens no mail app.
   */
  to?: string;
  words: ContactFormWords;
  /** How the page's language writes the counts in the messages. */
  numbers: NumberStyle;
  /** Given on the contact page: the form then starts a correction's message from the page's address. */
  correction?: ContactCorrectionWords;
}
