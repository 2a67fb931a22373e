import { latinDigits } from '@/lib/i18n/digits';
import { spellingFolds } from './spelling';

/**
 * "Did you mean": a query matched against the names of the people, peaks and expeditions the
 * records hold, forgiving typos and the spellings the sources do not use. Pure and small, so the
 * search island runs it in the browser over the names file its edition fetches with Pagefind
 * (lib/search/namesIndex.ts writes it at build time; the search page alone loads it).
 *
 * How a name matches: the query and every form of the name (each language's spelling, the other
 * spellings the sources use) are cut into words, each word lower-cased, its digits read as Latin
 * ones, and folded (lib/search/spelling.ts: the letters and signs a script writes two ways). Every
 * word of the query must then match a word of the form: equal, the start of it (three letters or
 * more), or within a few edits (insert, delete, change or swap two letters; more for longer words).
 * The query run together is also compared with the form run together, for a name written as one
 * word or split in two (`Koarong`, `Kanchen junga`). Names match across scripts through their
 * forms: a Latin query finds a person by the English spelling on the Bengali search too.
 */

/** The kinds of page the names lead to (a subset of the index's page kinds, lib/search/indexPage.ts). */
export const nameKinds = ['person', 'peak', 'expedition'] as const;
export type NameKind = (typeof nameKinds)[number];

/** A page the names lead to, as the names file holds it. */
export interface NameEntry {
  kind: NameKind;
  /** The page, in the edition's own paths (`/bn/member/rumpa-das/`). */
  path: string;
  /** The name as the edition writes it: what "did you mean" shows, and searches for. */
  name: string;
  /** Every spelling to match: the name in every language, and the other spellings the sources use. */
  forms: readonly string[];
}

/** A names file, as fetched (lib/search/namesIndex.ts). */
export interface NamesFile {
  entries: readonly NameEntry[];
}

export interface NameMatch {
  entry: NameEntry;
  /**
   * How far the query is from the name's nearest form: 0 when every word of the query is one of
   * its words as the records spell it (or the start of one), half a point for a spelling the folds
   * make equal, one more for each edit.
   */
  cost: number;
}

const folds = Object.values(spellingFolds)
  .flat()
  .map(([from, to]) => [new RegExp(from, 'gu'), to] as const);

/** One word as the matcher compares it: `Bhattacharjee` → `batacarji`, `এভারেষ্ট` → `এভারেস্ট`, `২০১০` → `2010`. */
export function foldWord(word: string): string {
  let folded = latinDigits(word.normalize('NFD').toLowerCase());
  for (const [from, to] of folds) folded = folded.replace(from, to);
  return folded;
}

const wordPattern = /[\p{L}\p{M}\p{N}]+/gu;

/** A word as written (lower case, Latin digits) and folded, each as its list of code points. */
type Word = { readonly written: readonly string[]; readonly folded: readonly string[] };

function wordsOf(text: string): Word[] {
  return (text.match(wordPattern) ?? [])
    .map((word) => ({ written: [...latinDigits(word.normalize('NFC').toLowerCase())], folded: [...foldWord(word)] }))
    .filter((word) => word.folded.length > 0);
}

/**
 * Edits a word may be away from a name's word, by its length in code points: none for two letters,
 * one up to seven, two up to ten, then three (two for `summit` would make it `Sumitra`).
 */
function allowedEdits(length: number): number {
  if (length <= 2) return 0;
  if (length <= 7) return 1;
  if (length <= 10) return 2;
  return 3;
}

/** What a spelling the folds make equal costs: less than an edit, more than the records' own spelling. */
const FOLDED = 0.5;

const isDigits = (word: readonly string[]) => word.every((character) => character >= '0' && character <= '9');
const startsWith = (word: readonly string[], start: readonly string[], shortest: number) =>
  start.length >= shortest && start.length <= word.length && start.every((character, i) => word[i] === character);
const sameWord = (a: readonly string[], b: readonly string[]) => a.length === b.length && startsWith(a, b, 0);

/**
 * The edits between two words (insert, delete, change, swap of neighbours), or `max + 1` once
 * more than `max` are needed: the optimal string alignment distance, one row at a time.
 */
export function editDistance(a: readonly string[], b: readonly string[], max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowBest = i;
    for (let j = 1; j <= b.length; j++) {
      const change = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + change);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2]! + 1);
      current.push(value);
      rowBest = Math.min(rowBest, value);
    }
    if (rowBest > max) return max + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * The cost from a query word to its nearest word of a form, or undefined if none is near enough: 0
 * for the records' spelling or its start (three letters or more; any digits), FOLDED for a word the
 * folds make equal to the name's (a start only as written: `Sumit…` is not `summit`), else FOLDED
 * plus the edits between the folded words.
 */
function wordCost(word: Word, formWords: readonly Word[]): number | undefined {
  const digits = isDigits(word.folded);
  const shortest = digits ? 1 : 3;
  const max = digits ? 0 : allowedEdits(word.folded.length);
  let best: number | undefined;
  for (const formWord of formWords) {
    if (sameWord(word.written, formWord.written) || startsWith(formWord.written, word.written, shortest)) return 0;
    const cost = sameWord(word.folded, formWord.folded) ? FOLDED : FOLDED + editDistance(word.folded, formWord.folded, max);
    if (cost <= FOLDED + max && (best === undefined || cost < best)) best = cost;
  }
  return best;
}

/** The cost from a query to one form of a name, or undefined if it does not match. */
function formCost(query: readonly Word[], form: readonly Word[]): number | undefined {
  let total = 0;
  for (const word of query) {
    const cost = wordCost(word, form);
    if (cost === undefined) return wholeCost(query, form);
    total += cost;
  }
  return total;
}

/** Written as one word, or split otherwise than the name: the query and the form run together (letters only). */
function wholeCost(query: readonly Word[], form: readonly Word[]): number | undefined {
  if (query.some((word) => isDigits(word.folded))) return undefined;
  const joined = query.flatMap((word) => word.folded);
  if (joined.length < 4) return undefined;
  const max = allowedEdits(joined.length);
  const edits = editDistance(joined, form.flatMap((word) => word.folded), max);
  return edits <= max ? FOLDED + edits : undefined;
}

/** A names file made ready to match: each form cut into folded words once. */
export type PreparedNames = readonly { entry: NameEntry; forms: readonly (readonly Word[])[] }[];

export function prepareNames(file: NamesFile): PreparedNames {
  return file.entries.map((entry) => ({ entry, forms: entry.forms.map(wordsOf) }));
}

/**
 * The names a query matches, nearest first (lowest cost; then the kinds in `nameKinds`' order,
 * then the names' order), at most `limit`, only of the kinds given.
 */
export function matchNames(query: string, names: PreparedNames, { limit = 3, kinds }: { limit?: number; kinds?: readonly NameKind[] } = {}): NameMatch[] {
  const words = wordsOf(query);
  if (words.length === 0) return [];
  const matches: (NameMatch & { order: number })[] = [];
  names.forEach(({ entry, forms }, order) => {
    if (kinds && !kinds.includes(entry.kind)) return;
    let best: number | undefined;
    for (const form of forms) {
      const cost = formCost(words, form);
      if (cost !== undefined && (best === undefined || cost < best)) best = cost;
    }
    if (best !== undefined) matches.push({ entry, cost: best, order });
  });
  return matches
    .sort((a, b) => a.cost - b.cost || nameKinds.indexOf(a.entry.kind) - nameKinds.indexOf(b.entry.kind) || a.order - b.order)
    .slice(0, limit)
    .map(({ entry, cost }) => ({ entry, cost }));
}

/**
 * What "did you mean" offers for a query: the names it matches only through folds or edits (a
 * spelling the records do not use), nearest first. A query that spells a name (or its start) as the
 * records do needs no suggestion: the search itself finds that page.
 */
export function suggestNames(query: string, names: PreparedNames, options: { limit?: number; kinds?: readonly NameKind[] } = {}): NameMatch[] {
  const matches = matchNames(query, names, { ...options, limit: Math.max(options.limit ?? 3, 3) * 2 });
  if (matches.length === 0 || matches[0]!.cost === 0) return [];
  return matches.slice(0, options.limit ?? 3);
}

/** How many pages a query's names block offers, by how the query spelled them. */
export const NAMES_SHOWN = { asRecords: 4, otherwise: 3 } as const;

/**
 * The names block of a search, shown above its results (by the search page's early script as soon
 * as the names file is in, before Pagefind has answered, and by the island after it): the pages
 * whose names the query spells as the records do ("go straight to"), or else, when it spells a
 * name otherwise, the names it is nearest ("did you mean", the island then searches the first).
 */
export interface NamesAnswer {
  spelled: keyof typeof NAMES_SHOWN;
  matches: NameMatch[];
}

export function namesAnswer(query: string, names: PreparedNames, options: { kinds?: readonly NameKind[] } = {}): NamesAnswer | undefined {
  const named = matchNames(query, names, { ...options, limit: NAMES_SHOWN.asRecords }).filter((match) => match.cost === 0);
  if (named.length > 0) return { spelled: 'asRecords', matches: named };
  const suggested = suggestNames(query, names, { ...options, limit: NAMES_SHOWN.otherwise });
  return suggested.length > 0 ? { spelled: 'otherwise', matches: suggested } : undefined;
}
