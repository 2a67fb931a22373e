/**
 * Words of the contact page, the contact details (top bar, footer, contact page), the help line
 * button, the contact form and the map. See README › Editing content › Words.
 * `toBePublished` stands in for any phone number or e-mail not published on this site; no source says
 * the club will publish one, so no word here promises it (the key keeps its name).
 */
export const contactWords = {
  toBePublished: 'not published on this site',
  page: {
    title: 'Contact Us',
    description: 'The postal address of the Mountaineers’ Association of Krishnanagar on Church Road, Krishnanagar, and how to reach the club.',
    lead: 'Questions about courses, expeditions or membership are welcome.',
    detailsHeading: 'How to reach the club',
    formHeading: 'Send a message',
    formIntro: 'Fill in the form and press the button: your own mail app opens with the message written and addressed to the club secretary. The website itself sends nothing and keeps nothing.',
    formIntroUnpublished: 'The club’s e-mail address is not published on this site, so this form cannot send anything. You can still write your message here, check it and copy it, to send by post, or by e-mail if the club publishes its address.',
  },
  topBar: {
    label: 'Contact the club',
    emailPrefix: 'E-mail the club secretary:',
    contactPage: 'How to reach the club',
    upcoming: 'Upcoming Event',
  },
  helpLine: {
    label: 'HELP LINE NO.',
    shortLabel: 'Call',
    /** Read out after the label, before the number. */
    numberPrefix: 'Help line number:',
    unpublishedLabel: 'REACH THE CLUB',
    unpublishedShortLabel: 'Contact',
    unpublishedNote: 'The help line number is not published on this site; this opens the contact page.',
  },
  details: {
    visit: 'Visit',
    write: 'Write',
    call: 'Call',
    secretary: 'Club secretary',
    secretaryReported: (monthYear: string) => `Reported in ${monthYear}`,
    emailUnpublished: 'The club’s e-mail address is not published on this site. Letters reach the club at its office address.',
    phoneUnpublished: (label: string) => `${label}: number not published on this site`,
  },
  footer: {
    callUs: 'Call us',
    phonesUnpublished: 'The club’s phone numbers are not published on this site. Its office address is on the contact page.',
  },
  form: {
    label: 'Contact form',
    fields: {
      name: 'Your name',
      email: 'Your e-mail',
      phone: 'Phone',
      subject: 'Subject',
      message: 'Message',
    },
    optional: '(optional)',
    messageHint: (min: number) => `At least ${min} characters.`,
    /** By the plural rules of the count; `{name}` placeholders are filled in the browser (lib/i18n/fill.ts). */
    problems: { one: 'Please fix 1 problem before sending', other: 'Please fix {count} problems before sending' },
    submit: 'Write the e-mail',
    submitHint: (recipient: string) => `Opens your mail app with the message addressed to the ${recipient}.`,
    recipient: 'club secretary',
    sentHeading: 'Your mail app should now be open.',
    sentBody: (recipient: string, address: string) =>
      `We opened your mail app with your message addressed to the ${recipient} (${address}). Nothing has been sent by this website: check the e-mail and press send in your mail app.`,
    notOpened: 'Mail app did not open?',
    openMailApp: 'Open your mail app',
    orWriteTo: 'or write to',
    unpublished: {
      /** Shown instead of the form without JavaScript, which it needs while no address is published. */
      noScript: 'This form checks and keeps your message in your browser, which needs JavaScript; it is turned off or not available here.',
      submit: 'Check my message',
      submitHint: 'The club’s e-mail address is not published on this site: no mail app will open.',
      heading: 'Your message is ready, but it cannot be sent from here',
      body: 'The club’s e-mail address is not published on this site, so nothing was sent and no mail app was opened. Your message is still in the form. Copy it below to keep it.',
      postal: (address: string) => `You can also post it to the club’s office: ${address}.`,
      copy: 'Copy the message',
      copied: 'Copied. Paste it wherever you keep it.',
      copyFailed: 'Copying did not work here: select the text above and copy it yourself.',
      preview: 'Your message',
    },
    /** Lines under the message in the composed e-mail. */
    body: { name: 'Name', email: 'E-mail', phone: 'Phone' },
    /**
     * When the visitor comes from a record's "Suggest a correction" (content/<lang>/correction.ts):
     * `about` and `detail` are shown above the fields and start the message, with `page`, the record
     * page's address, between them; `subject` fills the subject. Templates filled in the browser.
     */
    correction: {
      about: 'Correction to: “{record}”',
      page: 'Page: {address}',
      detail: 'Detail: {detail}',
      subject: 'Correction: “{record}”',
    },
    /** Checked in the browser; `{name}` placeholders are filled in the browser (lib/i18n/fill.ts). */
    errors: {
      nameMissing: 'Please enter your name.',
      nameTooLong: 'Please shorten your name to {max} characters or fewer.',
      emailMissing: 'Please enter your e-mail address so the club can reply.',
      emailInvalid: 'Please enter a valid e-mail address, like name@example.com.',
      phoneCharacters: 'A phone number may contain only digits, spaces, hyphens and a leading +.',
      phoneLength: 'Please enter a phone number of {min} to {max} digits, or leave it empty.',
      subjectMissing: 'Please enter a subject.',
      subjectTooLong: 'Please shorten the subject to {max} characters or fewer (it has {actual}).',
      messageMissing: 'Please write a message.',
      messageTooShort: 'Please write a little more: at least {min} characters.',
      messageTooLong: 'Please shorten your message to {max} characters or fewer (it has {actual}).',
    },
  },
  map: {
    heading: 'Find us',
    intro: (building: string, street: string, town: string) => `The club office is in the ${building} building on ${street}, ${town}.`,
    introNoBuilding: (street: string, town: string) => `The club office is on ${street}, ${town}.`,
    open: 'Open in Maps',
    openNote: '(Google Maps, opens in a new tab)',
    frameTitle: (address: string) => `Map of ${address}`,
    show: 'Show map',
    showNote: 'Loads an interactive map from Google Maps, which may set its own cookies.',
    artLabel: 'Drawing of a map pin marking the club office',
  },
};
