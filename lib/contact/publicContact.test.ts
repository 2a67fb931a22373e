import { describe, expect, it } from 'vitest';
import { club } from '@/lib/content/club';
import { routes } from '@/lib/routes';
import { publishedClub } from '@/tests/fixtures/publishedClub';
import { helpLineTarget, placeholderContactValues, publicPhones, publishedEmail, publishedPhones } from './publicContact';

describe('the shipped club file (placeholders)', () => {
  it('offers no e-mail address and no phone number to link to', () => {
    expect(club.secretary.email.placeholder).toBe(true);
    expect(publishedEmail(club)).toBeUndefined();
    expect(publishedPhones(club)).toEqual([]);
    expect(publicPhones(club)).toEqual(club.phones.map((phone) => ({ label: phone.label, published: false })));
  });

  it('sends the help line button to the contact page', () => {
    expect(helpLineTarget(club, routes.contact)).toEqual({ kind: 'contact-page', href: routes.contact });
  });

  it('lists the placeholder values an export scan must never find in a link', () => {
    const values = placeholderContactValues(club);
    expect(values.email).toEqual([club.secretary.email.address]);
    expect(values.tel).toEqual(expect.arrayContaining(club.phones.map((phone) => phone.tel)));
    expect(values.tel).toContain(club.helpLine.tel);
  });
});

describe('a club file with real values (test fixture)', () => {
  it('links the e-mail address and every phone number', () => {
    expect(publishedEmail(publishedClub)).toBe('secretary@makclub.example');
    expect(publishedPhones(publishedClub).map((phone) => phone.href)).toEqual(['tel:+913472252101', 'tel:+919830012345', 'tel:+919733054321']);
    expect(publicPhones(publishedClub).every((phone) => phone.published)).toBe(true);
  });

  it('dials the help line', () => {
    expect(helpLineTarget(publishedClub, routes.contact)).toEqual({ kind: 'tel', href: 'tel:+919830012345', display: '98300 12345' });
  });

  it('has no placeholder values', () => {
    expect(placeholderContactValues(publishedClub)).toEqual({ tel: [], email: [] });
  });

  it('keeps an unpublished number unlinked when only some are real', () => {
    const mixed = { ...publishedClub, phones: publishedClub.phones.map((phone, index) => (index === 1 ? { ...phone, placeholder: true } : phone)) };
    expect(publicPhones(mixed).map((phone) => phone.published)).toEqual([true, false, true]);
    expect(publishedPhones(mixed).map((phone) => phone.label)).toEqual(['Phone 1', 'Phone 3']);
  });
});
