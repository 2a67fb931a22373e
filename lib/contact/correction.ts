import { fill } from '@/lib/i18n/fill';
import type { RecordKind } from '@/lib/editor/entryLinks';
import type { contactWords } from '@/content/en/contact';
import type { correctionWords } from '@/content/en/correction';
import { characterCount, contactLimits, graphemesOf } from './mailto';

/**
 * "Suggest a correction": a record page sends the visitor to the contact page with the record in
 * the query string (a plain GET form, so it works without a script), and the contact form starts
 * the message from it. Pure functions, safe in a client island: the words arrive as arguments.
 */

/** The query parameters the record page's form sends and the contact form reads. */
export const correctionParams = {
  /** The record's name, as its page gives it in the edition's language. */
  record: 'record',
  /** The record page's path in the edition (`/bn/Everest-2010/`, `/Upcoming-events/#slug`). */
  page: 'page',
  /** The part of the record the visitor says is wrong, one of `correctionDetails` (optional). */
  detail: 'detail',
} as const;

/** A part of a record a visitor may name: the keys of the words' `details`. */
export type CorrectionDetail = keyof typeof correctionWords.details;

/** The kinds of record whose page (or, for events, whose entry) has a correction section. */
export type CorrectableKind = Exclude<RecordKind, 'course'>;

/** The parts of each kind of record the picker lists, in its order ("something else" last). */
export const correctionDetails: Readonly<Record<CorrectableKind, readonly CorrectionDetail[]>> = {
  expedition: ['dates', 'team', 'summits', 'route', 'heights', 'sources', 'other'],
  peak: ['name', 'heights', 'location', 'other'],
  person: ['spelling', 'expeditions', 'other'],
  event: ['date', 'place', 'other'],
};

const knownDetails: ReadonlySet<string> = new Set(Object.values(correctionDetails).flat());

/** What a visitor arriving from a record's correction section asks about. */
export interface CorrectionRequest {
  record: string;
  page: string;
  detail?: CorrectionDetail;
}

/** A record's name is one line of plain text; a longer one is not a name this site gives. */
const recordMax = 200;
/** A path of this site (segments of URL-safe letters, a trailing slash, perhaps an entry's anchor): never another site's address. */
const sitePath = /^\/(?:[A-Za-z0-9_~-][A-Za-z0-9._~-]*\/)*(?:#[A-Za-z0-9_-]+)?$/;

/**
 * The correction a contact page's address asks for (`?record=…&page=…&detail=…`), or undefined when
 * there is none or it is not one a record page sends: the name must be one line of plain text and
 * the page a path of this site. An unknown or empty detail is left out; the rest still stands.
 */
export function readCorrection(params: URLSearchParams): CorrectionRequest | undefined {
  const record = (params.get(correctionParams.record) ?? '').replace(/[\p{Cc}\s]+/gu, ' ').trim();
  const page = params.get(correctionParams.page) ?? '';
  if (record === '' || characterCount(record) > recordMax || !sitePath.test(page)) return undefined;
  const detail = params.get(correctionParams.detail) ?? '';
  return { record, page, ...(knownDetails.has(detail) ? { detail: detail as CorrectionDetail } : {}) };
}

/** The contact form's words for a correction: templates with `{record}`, `{address}` and `{detail}`. */
export type CorrectionMessageWords = typeof contactWords.form.correction;

/** What the contact form shows and fills in for a correction request. */
export interface CorrectionStart {
  /** Shown above the fields: the record, and the detail when one was picked. */
  about: string;
  detail?: string;
  subject: string;
  /** The start of the message: the record, the page's full address, the detail; the visitor writes below it. */
  message: string;
}

/**
 * The subject and the start of the message for a correction request, in the contact page's
 * language: `details` are the labels of the details, `site` the site's address the page's path is
 * under (`https://mak.org.in`). The subject is kept within the form's limit, shortening the name.
 */
export function correctionStart(request: CorrectionRequest, words: CorrectionMessageWords, details: Readonly<Record<CorrectionDetail, string>>, site: string): CorrectionStart {
  const about = fill(words.about, { record: request.record });
  const detail = request.detail && fill(words.detail, { detail: details[request.detail] });
  const address = new URL(request.page, site).href;
  const lines = [about, fill(words.page, { address }), ...(detail ? [detail] : [])];
  return {
    about,
    ...(detail ? { detail } : {}),
    subject: subjectWithin(words.subject, request.record, contactLimits.subjectMax),
    message: `${lines.join('\n')}\n\n`,
  };
}

/** The subject template filled with the record's name, shortened with an ellipsis when the whole would pass `max` characters. */
function subjectWithin(template: string, record: string, max: number): string {
  const whole = fill(template, { record });
  const over = characterCount(whole) - max;
  if (over <= 0) return whole;
  const letters = graphemesOf(record);
  return fill(template, { record: `${letters.slice(0, Math.max(1, letters.length - over - 1)).join('').trimEnd()}…` });
}
