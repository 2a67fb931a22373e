/**
 * Words of the accessibility statement (/accessibility/). The figures it states (the WCAG version
 * and level, axe's rule tags, the HTML_CodeSniffer standard, the checkers' packages, the target
 * size and the widths) are not written here: the page shows them from lib/accessibility/checks.ts,
 * which the tests themselves read; its date is content/accessibility.ts.
 */
export const accessibilityWords = {
  title: 'Accessibility statement',
  description:
    'The accessibility standard this website aims at, how its pages are checked, what is known to fall short, and how to report a problem.',
  lead: 'The standard this website aims at, how it is checked, what is known to fall short, and how to report a problem.',

  standardHeading: 'The standard',
  standardIntro:
    'This website aims to meet the Web Content Accessibility Guidelines (WCAG), at the version and level below, on every page of both editions, English and Bengali.',
  version: 'Version',
  level: 'Level',

  checksHeading: 'How the site is checked',
  checksIntro:
    'Automatic tests check the website before every change is published, most of them in a browser (Chromium). These are the checkers, what each one checks and the screen widths it uses.',
  tool: 'Tool',
  ruleTags: 'Rule tags',
  standard: 'Standard',
  widths: 'Screen widths',
  pixels: 'px',
  checks: {
    axe: {
      what: 'Every fixed page of the English edition, the not-found page, the first, the last and the longest page of each kind made from the records (expedition reports, peaks, people), and key pages of the Bengali edition. On the same pages: one main heading, and headings that never skip a level.',
      phone: 'The home page and the contact page again on a phone, with the menu open, against these rule tags:',
    },
    htmlcs: {
      what: 'A second checker beside the first, on the key pages of both editions: every error it reports fails the test.',
    },
    targets: {
      name: 'Target size',
      what: 'Every link, button and field outside running text is at least as large as the size below, in both directions, on the pages of both editions that the page width check below uses, and in the opened phone menu. With JavaScript turned off, every control shown on one page of each kind in both editions still works.',
      size: 'Smallest target',
    },
    layout: {
      name: 'Page width and the header',
      what: 'No page of either edition is wider than the narrowest screen below (every fixed page, and the first, the last and the longest of each kind made from the records). The header, checked on the home pages, fits phone screens with its menu closed and open, and on wider screens nothing in it passes the edge of the page’s content.',
      narrowest: 'No page wider than the screen',
      headerPhone: 'The header on a phone',
      headerDesktop: 'The header on a wider screen',
    },
    nu: {
      what: 'The World Wide Web Consortium’s HTML checker: every page the site publishes is valid HTML. The checker’s messages about the stylesheet are left out: its CSS parser is older than the stylesheet’s syntax.',
    },
    keyboard: {
      name: 'Keyboard and focus',
      what: 'The first press of the Tab key reaches a link that skips to the main content. The focus ring is two rings, one light and one dark, so that one of them contrasts 3:1 or more with any background.',
    },
    language: {
      name: 'Language',
      what: 'Every page names its language, English or Bengali, so that a screen reader reads it in that language, and links to the same page in the other language.',
    },
  },

  limitsHeading: 'Known limits',
  limitsIntro: 'These parts of the site are known not to meet the standard in full, or are not covered by the checks above:',
  limits: [
    'The PDFs the site makes, each expedition’s summary and each course’s application form, are not tagged PDFs: a screen reader gets their text, but not their headings or their reading order.',
    'The map on the contact page is Google Maps, shown inside the page only when you ask for it. Its content is Google’s, and the checks above do not cover it. The club’s address is written out beside it.',
    'A gallery picture without a description of its own is described by its title. On the Bengali pages, a picture whose title the club has not translated shows its English title and description, marked as English.',
    'The checks above are automatic: they cannot find every problem a person may meet.',
  ],

  reportHeading: 'Report a problem',
  reportIntro: 'If something on this site is hard or impossible for you to use, please tell the club: which page, and what happened.',
  reportByMail:
    'The form on the contact page writes your message for you and opens your own mail app, addressed to the club secretary.',
  reportUnpublished:
    'The club’s e-mail address is not published on this site yet. The contact page gives the club’s postal address, and its form lets you write your message, check it and copy it.',
  reportLink: 'Go to the contact form',

  dateLabel: 'Date of this statement:',
};
