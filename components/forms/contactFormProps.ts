import { postalAddressLine, SITE_URL } from '@/lib/content';
import { contactLimits } from '@/lib/contact/mailto';
import { publishedEmail } from '@/lib/contact/publicContact';
import type { Edition } from '@/lib/edition';
import type { ContactCorrectionWords, ContactFormProps } from './contactFormTypes';

/**
 * What the contact form island gets from a page: the secretary's published address (if any), its
 * words in the edition's language with the values the server knows already in them (the limits,
 * the recipient, the address), and how the language writes the counts the browser fills in.
 */
export function contactFormProps(ed: Edition): ContactFormProps {
  const say = ed.words.contact.form;
  const to = publishedEmail(ed.club);
  const { messageHint, submitHint, sentBody, recipient, unpublished, ...strings } = say;
  return {
    ...(to === undefined ? {} : { to }),
    words: {
      label: strings.label,
      fields: strings.fields,
      optional: strings.optional,
      problems: strings.problems,
      submit: strings.submit,
      sentHeading: strings.sentHeading,
      notOpened: strings.notOpened,
      openMailApp: strings.openMailApp,
      orWriteTo: strings.orWriteTo,
      body: strings.body,
      errors: strings.errors,
      messageHint: messageHint(contactLimits.messageMin),
      submitHint: submitHint(recipient),
      ...(to === undefined ? {} : { sentBody: sentBody(recipient, to) }),
      unpublished: { ...unpublished, postal: unpublished.postal(postalAddressLine(ed.format, ed.club)) },
    },
    numbers: ed.format.islandNumbers,
  };
}

/**
 * What the contact page's form needs to start a correction's message (a record page's "Suggest a
 * correction" sends the visitor there): its templates, the labels of the details a visitor can
 * pick, and the site's address the record's page is under.
 */
export function correctionFormWords(ed: Edition): ContactCorrectionWords {
  return { words: ed.words.contact.form.correction, details: ed.words.correction.details, site: SITE_URL };
}
