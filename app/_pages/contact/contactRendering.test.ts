/**
 * The contact chrome rendered to HTML, with the shipped club file (placeholders) and with a fixture of
 * real-looking values: placeholders are never links, real values link exactly as before.
 * createElement instead of JSX: the unit tests are .ts files.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ContactDetails } from '@/app/_pages/contact/ContactDetails';
import { SiteFooter } from '@/components/site/SiteFooter';
import { SiteHeader } from '@/components/site/SiteHeader';
import { club, words } from '@/lib/content';
import { editionOf, type Edition } from '@/lib/edition';
import { organizationJsonLd } from '@/lib/structuredData';
import { publishedClub } from '@/tests/fixtures/publishedClub';
import type { Club } from '@/lib/schema/club';

/** The English edition with `c` as its club: the header, the footer and the contact details rendered from it. */
const english = editionOf('en');
const withClub = (c: Club): Edition => ({ ...english, club: c });

function render(c: Club): string {
  const ed = withClub(c);
  return [SiteHeader, SiteFooter, ContactDetails].map((component) => renderToStaticMarkup(createElement(component, { ed }))).join('\n');
}

const hrefs = (html: string, scheme: 'tel:' | 'mailto:') => [...html.matchAll(new RegExp(`href="(${scheme}[^"]*)"`, 'g'))].map((match) => match[1]);

describe('with the shipped placeholders', () => {
  const html = render(club);

  it('renders no tel: or mailto: link, and never shows a placeholder value', () => {
    expect(hrefs(html, 'tel:')).toEqual([]);
    expect(hrefs(html, 'mailto:')).toEqual([]);
    expect(html).not.toContain(club.secretary.email.address);
    for (const phone of [...club.phones, club.helpLine]) expect(html).not.toContain(phone.display);
  });

  it('says the values are to be published, and the help line button leads to the contact page', () => {
    expect(html).toContain(words.contact.details.emailUnpublished);
    expect(html).toContain(words.contact.details.phoneUnpublished(club.phones[0]!.label));
    expect(html).toContain(words.contact.footer.phonesUnpublished);
    expect(html).toContain(words.contact.helpLine.unpublishedLabel);
    expect(html).not.toContain(words.contact.helpLine.label);
    const button = new RegExp(`<a[^>]*href="/contact-us/"[^>]*>(?:(?!</a>)[\\s\\S])*${words.contact.helpLine.unpublishedLabel}`);
    expect(html).toMatch(button);
  });

  it('gives the secretary his own entry, not a line under an address', () => {
    expect(html).toContain(`<dt class="font-display text-lg font-semibold text-navy-900">${words.contact.details.secretary}</dt>`);
    expect(club.secretary.person).toBeDefined();
    expect(html).toContain(english.person(club.secretary.person!).name);
  });

  it('publishes no contact point in the JSON-LD', () => {
    const data = organizationJsonLd(withClub(club));
    expect(data).not.toHaveProperty('telephone');
    expect(data).not.toHaveProperty('email');
  });
});

describe('with real values (fixture)', () => {
  const html = render(publishedClub);

  it('links the e-mail in the top bar and on the contact details', () => {
    expect(hrefs(html, 'mailto:')).toEqual(['mailto:secretary@makclub.example', 'mailto:secretary@makclub.example']);
  });

  it('dials the help line and the three numbers in the footer and the contact details', () => {
    const numbers = ['tel:+913472252101', 'tel:+919830012345', 'tel:+919733054321'];
    expect(hrefs(html, 'tel:')).toEqual(['tel:+919830012345', ...numbers, ...numbers]);
    expect(html).toContain(words.contact.helpLine.label);
    expect(html).not.toContain(words.contact.helpLine.unpublishedLabel);
    expect(html).not.toContain(words.contact.toBePublished);
  });

  it('publishes the phone and e-mail in the JSON-LD', () => {
    expect(organizationJsonLd(withClub(publishedClub))).toMatchObject({ telephone: '+913472252101', email: 'secretary@makclub.example' });
  });
});
