import { describe, expect, it } from 'vitest';
import { characterCount, composeMailto, validateContact, type ContactValues } from '@/lib/contact/mailto';
import { contactWords } from '@/content/en/contact';
import { contactWords as bengaliContactWords } from '@/content/bn/contact';
import { islandNumberStyle, islandNumbers } from '@/lib/i18n/islandNumbers';
import { locales } from '@/lib/i18n/lang';

const validate = (values: Partial<ContactValues>) => validateContact(values, contactWords.form.errors, islandNumbers(islandNumberStyle(locales.en)));
const mailto = (values: ContactValues & { to: string }) => composeMailto(values, contactWords.form.body);

const good: ContactValues = {
  name: 'Asha Example',
  email: 'asha@example.com',
  phone: '+91 98000-00000',
  subject: 'Rock climbing course',
  message: 'When is the next course?',
};

function parseMailto(url: string) {
  const match = /^mailto:([^?]*)\?(.*)$/.exec(url);
  if (!match) throw new Error(`not a mailto URL with headers: ${url}`);
  const headers = Object.fromEntries(
    match[2]!.split('&').map((pair) => {
      const [key, value = ''] = pair.split('=');
      return [key!, value];
    }),
  );
  return { to: decodeURIComponent(match[1]!), rawHeaders: headers, subject: decodeURIComponent(headers.subject ?? ''), body: decodeURIComponent(headers.body ?? '') };
}

describe('composeMailto', () => {
  it('round-trips address, subject and body', () => {
    const url = mailto({ to: 'secretary@example.org', ...good });
    const parsed = parseMailto(url);
    expect(parsed.to).toBe('secretary@example.org');
    expect(parsed.subject).toBe('Rock climbing course');
    expect(parsed.body).toBe(
      'When is the next course?\r\n\r\n--\r\nName: Asha Example\r\nE-mail: asha@example.com\r\nPhone: +91 98000-00000',
    );
  });

  it('percent-encodes every reserved character and writes line breaks as %0D%0A', () => {
    const url = mailto({
      to: 'secretary@example.org',
      name: 'A & B',
      email: 'a+b@example.com',
      subject: 'Fees? 100% & more #1 = yes',
      message: 'Line one\nLine two\r\nLine three\rLine four',
    });
    const query = url.slice(url.indexOf('?') + 1);
    expect(query.split('&')).toHaveLength(2); // the & in values did not split the query
    expect(url).not.toMatch(/[ #\n\r]/);
    expect(url).toContain('%0D%0ALine%20two%0D%0ALine%20three%0D%0ALine%20four');
    expect(url).not.toMatch(/(?<!%0D)%0A/);
    const parsed = parseMailto(url);
    expect(parsed.subject).toBe('Fees? 100% & more #1 = yes');
    expect(parsed.body.startsWith('Line one\r\nLine two\r\nLine three\r\nLine four\r\n')).toBe(true);
    expect(parsed.body).toContain('E-mail: a+b@example.com');
    expect(parsed.body).not.toContain('Phone:');
  });

  it('keeps the subject on one line and handles non-ASCII text', () => {
    const parsed = parseMailto(
      mailto({ to: 'club@example.org', ...good, subject: 'Two\nlines', message: 'পর্বতারোহণ কোর্স সম্পর্কে জানতে চাই' }),
    );
    expect(parsed.subject).toBe('Two lines');
    expect(parsed.body.startsWith('পর্বতারোহণ কোর্স সম্পর্কে জানতে চাই')).toBe(true);
  });

  it('refuses a missing or malformed recipient', () => {
    expect(() => mailto({ to: '', ...good })).toThrow(/"to" must be one e-mail address/);
    expect(() => mailto({ to: 'a@b.org?cc=x@y.org stuff', ...good })).toThrow(/"to"/);
  });
});

describe('validateContact', () => {
  it('accepts a complete message, with or without a phone', () => {
    expect(validate(good)).toEqual({ ok: true });
    expect(validate({ ...good, phone: '' })).toEqual({ ok: true });
    expect(validate({ ...good, phone: undefined })).toEqual({ ok: true });
  });

  it('accepts what a Bengali visitor types: Bengali digits in the phone, Bengali letters counted as read', () => {
    expect(validate({ ...good, phone: '+৯১ ৯৮৭৬৫ ৪৩২১০' })).toEqual({ ok: true });
    expect(validate({ ...good, phone: '৯৮৭' })).toMatchObject({ ok: false, errors: { phone: expect.any(String) } });
    // Ten letters a reader counts (one with a vowel sign each: কা = ক + া), twenty UTF-16 units.
    const tenLetters = 'কাখাগাঘাচাছাজাঝাটাঠা';
    expect(tenLetters.length).toBe(20);
    expect(characterCount(tenLetters)).toBe(10);
    expect(validate({ ...good, message: tenLetters })).toEqual({ ok: true });
    expect(validate({ ...good, message: tenLetters.slice(0, 18) })).toMatchObject({ ok: false, errors: { message: expect.any(String) } });
  });

  it('reports every empty required field at once', () => {
    const result = validate({ name: ' ', email: '', subject: '', message: '' });
    expect(result).toEqual({
      ok: false,
      errors: {
        name: 'Please enter your name.',
        email: 'Please enter your e-mail address so the club can reply.',
        subject: 'Please enter a subject.',
        message: 'Please write a message.',
      },
    });
  });

  it.each(['plain', 'a@b', 'a b@example.com', '@example.com', 'a@@example.com', 'a@example.'])('rejects e-mail %j', (email) => {
    const result = validate({ ...good, email });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors).toEqual({ email: 'Please enter a valid e-mail address, like name@example.com.' });
  });

  it.each(['+91 98000 00000', '033-2500-0000', '9800000', '123456789012345'])('accepts phone %j', (phone) => {
    expect(validate({ ...good, phone })).toEqual({ ok: true });
  });

  it.each([
    ['980000', /7 to 15 digits/],
    ['1234567890123456', /7 to 15 digits/],
    ['(033) 2500 0000', /only digits, spaces, hyphens and a leading \+/],
    ['98000 ext 12', /only digits/],
    ['98+000 00000', /only digits/],
  ])('rejects phone %j', (phone, message) => {
    const result = validate({ ...good, phone });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(Object.keys(result.errors)).toEqual(['phone']);
      expect(result.errors.phone).toMatch(message);
    }
  });

  it('limits the subject to 120 characters', () => {
    expect(validate({ ...good, subject: 's'.repeat(120) })).toEqual({ ok: true });
    const result = validate({ ...good, subject: 's'.repeat(121) });
    expect(result.ok === false && result.errors.subject).toBe('Please shorten the subject to 120 characters or fewer (it has 121).');
  });

  it('wants a message of 10 to 2000 characters, ignoring surrounding spaces', () => {
    expect(validate({ ...good, message: '0123456789' })).toEqual({ ok: true });
    expect(validate({ ...good, message: 'm'.repeat(2000) })).toEqual({ ok: true });
    const short = validate({ ...good, message: '   short   ' });
    expect(short.ok === false && short.errors.message).toBe('Please write a little more: at least 10 characters.');
    const long = validate({ ...good, message: 'm'.repeat(2001) });
    expect(long.ok === false && long.errors.message).toBe('Please shorten your message to 2000 characters or fewer (it has 2001).');
  });

  it('limits the name length', () => {
    const result = validate({ ...good, name: 'n'.repeat(101) });
    expect(result.ok === false && result.errors.name).toMatch(/100 characters or fewer/);
  });

  it('writes the Bengali messages with Bengali digits, counts grouped as the Bengali words group them', () => {
    const result = validateContact({ ...good, message: 'm'.repeat(2001) }, bengaliContactWords.form.errors, islandNumbers(islandNumberStyle(locales.bn)));
    expect(result.ok === false && result.errors.message).toBe('অনুগ্রহ করে বার্তাটি ছোট করে ২,০০০টি অক্ষর বা তার কমে লিখুন (এখন আছে ২,০০১টি)।');
  });
});
