import { describe, expect, it } from 'vitest';
import { contactWords } from '@/content/en/contact';
import { contactWords as bengaliContactWords } from '@/content/bn/contact';
import { correctionWords } from '@/content/en/correction';
import { correctionWords as bengaliCorrectionWords } from '@/content/bn/correction';
import { islandNumberStyle, islandNumbers } from '@/lib/i18n/islandNumbers';
import { locales } from '@/lib/i18n/lang';
import { correctionDetails, correctionParams, correctionStart, readCorrection, type CorrectionRequest } from './correction';
import { characterCount, contactLimits, graphemesOf, validateContact } from './mailto';

const site = 'https://mak.org.in';
/** The query a record page's GET form sends, as the browser writes it. */
const query = (values: Record<string, string>) => new URLSearchParams(new URLSearchParams(values).toString());
const start = (request: CorrectionRequest) => correctionStart(request, contactWords.form.correction, correctionWords.details, site);

describe('readCorrection', () => {
  it('reads the record, its page and the detail a record page’s form sends', () => {
    const params = query({ [correctionParams.record]: 'Everest 2010 expedition report', [correctionParams.page]: '/Everest-2010/', [correctionParams.detail]: 'dates' });
    expect(readCorrection(params)).toEqual({ record: 'Everest 2010 expedition report', page: '/Everest-2010/', detail: 'dates' });
  });

  it('takes a Bengali name and an event’s entry on the events page', () => {
    expect(readCorrection(query({ record: 'এভারেস্ট ২০১০: অভিযানের প্রতিবেদন', page: '/bn/Everest-2010/', detail: 'team' }))).toEqual({
      record: 'এভারেস্ট ২০১০: অভিযানের প্রতিবেদন',
      page: '/bn/Everest-2010/',
      detail: 'team',
    });
    expect(readCorrection(query({ record: 'Manaslu press conference', page: '/Upcoming-events/#manaslu-2022-press-conference' }))).toEqual({
      record: 'Manaslu press conference',
      page: '/Upcoming-events/#manaslu-2022-press-conference',
    });
  });

  it('leaves out an empty or unknown detail, and keeps the rest', () => {
    expect(readCorrection(query({ record: 'Everest', page: '/peaks/everest/', detail: '' }))).toEqual({ record: 'Everest', page: '/peaks/everest/' });
    expect(readCorrection(query({ record: 'Everest', page: '/peaks/everest/', detail: 'password' }))).toEqual({ record: 'Everest', page: '/peaks/everest/' });
  });

  it('makes the name one line of plain text', () => {
    expect(readCorrection(query({ record: '  Everest\r\n2010\u0000 report ', page: '/Everest-2010/' }))?.record).toBe('Everest 2010 report');
  });

  it('finds no correction without a name, with too long a name, or with a page that is not a path of this site', () => {
    expect(readCorrection(new URLSearchParams(''))).toBeUndefined();
    expect(readCorrection(query({ q: 'everest' }))).toBeUndefined();
    expect(readCorrection(query({ record: '   ', page: '/Everest-2010/' }))).toBeUndefined();
    expect(readCorrection(query({ record: 'x'.repeat(201), page: '/Everest-2010/' }))).toBeUndefined();
    for (const page of ['', 'https://example.org/', '//example.org/', '/Everest-2010', 'javascript:alert(1)', '/../etc/', '/a b/', '/x/?y=1'])
      expect(readCorrection(query({ record: 'Everest', page })), page).toBeUndefined();
  });
});

describe('correctionStart', () => {
  it('names the record, its full address and the detail, in the subject and the start of the message', () => {
    expect(start({ record: 'Everest 2010 expedition report', page: '/Everest-2010/', detail: 'route' })).toEqual({
      about: 'Correction to: “Everest 2010 expedition report”',
      detail: 'Detail: Route and camps',
      subject: 'Correction: “Everest 2010 expedition report”',
      message: 'Correction to: “Everest 2010 expedition report”\nPage: https://mak.org.in/Everest-2010/\nDetail: Route and camps\n\n',
    });
  });

  it('leaves the detail out when none was picked', () => {
    const started = start({ record: 'Everest', page: '/peaks/everest/' });
    expect(started).not.toHaveProperty('detail');
    expect(started.message).toBe('Correction to: “Everest”\nPage: https://mak.org.in/peaks/everest/\n\n');
  });

  it('writes in the contact page’s language', () => {
    const started = correctionStart(
      { record: 'এভারেস্ট ২০১০: অভিযানের প্রতিবেদন', page: '/bn/Everest-2010/', detail: 'dates' },
      bengaliContactWords.form.correction,
      bengaliCorrectionWords.details,
      site,
    );
    expect(started.about).toBe('সংশোধনের বিষয়: “এভারেস্ট ২০১০: অভিযানের প্রতিবেদন”');
    expect(started.detail).toBe('তথ্য: তারিখ');
    expect(started.subject).toBe('সংশোধন: “এভারেস্ট ২০১০: অভিযানের প্রতিবেদন”');
    expect(started.message).toBe('সংশোধনের বিষয়: “এভারেস্ট ২০১০: অভিযানের প্রতিবেদন”\nপাতা: https://mak.org.in/bn/Everest-2010/\nতথ্য: তারিখ\n\n');
  });

  it('shortens a long name in the subject to the form’s limit, between letters', () => {
    const record = 'কাঞ্চনজঙ্ঘা '.repeat(20).trim();
    const { subject, message } = correctionStart({ record, page: '/x/' }, bengaliContactWords.form.correction, bengaliCorrectionWords.details, site);
    expect(characterCount(subject)).toBeLessThanOrEqual(contactLimits.subjectMax);
    expect(subject).toMatch(/^সংশোধন: “কাঞ্চনজঙ্ঘা .*…”$/);
    // Cut between letters as a reader counts them, never inside a conjunct or before its vowel sign.
    const cut = subject.slice('সংশোধন: “'.length, -'…”'.length);
    expect(graphemesOf(record).slice(0, graphemesOf(cut).length).join('')).toBe(cut);
    expect(message).toContain(record);
  });
});

describe('validateContact with a started message', () => {
  const numbers = islandNumbers(islandNumberStyle(locales.en));
  const started = start({ record: 'Everest 2010 expedition report', page: '/Everest-2010/', detail: 'dates' });
  const values = { name: 'A', email: 'a@example.com', subject: started.subject };
  const check = (message: string) => validateContact({ ...values, message }, contactWords.form.errors, numbers, started.message);

  it('asks for a message when the visitor wrote nothing after the lines the form filled in', () => {
    expect(check(started.message)).toEqual({ ok: false, errors: { message: contactWords.form.errors.messageMissing } });
    expect(check(`${started.message}short`)).toEqual({ ok: false, errors: { message: 'Please write a little more: at least 10 characters.' } });
  });

  it('takes the visitor’s own words below them', () => {
    expect(check(`${started.message}The summit date was 16 May, not 17 May.`)).toEqual({ ok: true });
  });
});

describe('correctionDetails', () => {
  it('lists, for each kind of record, details the words name, ending with “something else”', () => {
    for (const [kind, details] of Object.entries(correctionDetails)) {
      expect(details.at(-1), kind).toBe('other');
      for (const detail of details) expect(correctionWords.details[detail], `${kind} › ${detail}`).toBeTruthy();
    }
    expect(correctionDetails.expedition.map((detail) => correctionWords.details[detail])).toEqual(['Dates', 'Team', 'Summits', 'Route and camps', 'Heights', 'Sources', 'Something else']);
  });
});
