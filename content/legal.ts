import type { LegalPageInput } from '@/lib/schema/legal';

/** Short and true to what this site does: no accounts, no cookies, no payments, forms are PDFs. */
export const legalContent = [
  {
    id: 'terms',
    title: 'Terms & Conditions',
    description: 'The terms for using the website of the Mountaineers’ Association of Krishnanagar.',
    sections: [
      {
        heading: 'What this website is',
        paragraphs: [
          'This is the public information website of the Mountaineers’ Association of Krishnanagar. It describes the club, its expeditions, courses and events. Reading it is free and needs no account.',
        ],
      },
      {
        heading: 'Expedition records',
        paragraphs: [
          'The expedition pages are written from the club’s own records and from published reports. Where a detail is not known, the page leaves it out rather than guess. If you find a mistake, please tell the club secretary and we will correct it.',
        ],
      },
      {
        heading: 'Courses and application forms',
        paragraphs: [
          'Application forms are PDF files that you download, fill in and hand to the club. Downloading a form does not reserve a place. Admission, dates and fees for every course are decided by the club, which will confirm them to you directly.',
          'Mountaineering and rock climbing carry real risks. Taking part in any activity is subject to the club’s own rules and the instructions of its instructors and leaders.',
        ],
      },
      {
        heading: 'Pictures and documents',
        paragraphs: [
          'Photographs, reports and artwork on this site belong to the club or to their authors. Please ask the club before reusing them.',
        ],
      },
      {
        heading: 'Links to other websites',
        paragraphs: [
          'Some pages link to other websites, such as a map service. Those websites have their own terms, and the club is not responsible for them.',
        ],
      },
    ],
  },
  {
    id: 'privacy',
    title: 'Privacy Policy',
    description: 'What the club’s website does, and does not do, with information about you.',
    sections: [
      {
        heading: 'No accounts, no cookies, no tracking',
        paragraphs: [
          'This website has no sign-in and no accounts. It sets no cookies and runs no analytics or advertising scripts.',
        ],
      },
      {
        heading: 'The contact form',
        paragraphs: [
          'The contact form does not send anything to a server. When you press send, it checks what you typed and then opens your own e-mail program with a message addressed to the club secretary. Nothing leaves your device until you send that e-mail yourself.',
        ],
      },
      {
        heading: 'Application forms',
        paragraphs: [
          'Course application forms are PDF files. What you write on them stays on your device or on paper until you hand the form to the club.',
        ],
      },
      {
        heading: 'The map',
        paragraphs: [
          'The map of the club’s office is not loaded until you ask for it. If you choose to show it, or open the address in a map service, that service receives your request under its own privacy policy.',
        ],
      },
      {
        heading: 'Hosting',
        paragraphs: [
          'Like every website, the pages are delivered by a hosting provider, which may keep ordinary technical logs such as IP addresses and the pages requested, to keep the service running and secure.',
        ],
      },
    ],
  },
  {
    id: 'refund',
    title: 'Refund Policy',
    description: 'This website takes no payments; course fees and refunds are handled by the club directly.',
    sections: [
      {
        heading: 'No payments on this website',
        paragraphs: [
          'You cannot pay for anything on this website, so there is nothing here to refund.',
        ],
      },
      {
        heading: 'Course fees',
        paragraphs: [
          'Fees for courses and camps are paid to the club directly. Whether a fee can be refunded, and how, is decided by the club under its own rules for each course. Please ask the club secretary before you pay.',
        ],
      },
    ],
  },
] satisfies LegalPageInput[];
