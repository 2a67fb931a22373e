import { bengaliDigits } from '@/lib/i18n/digits';
import { glossaryMisses } from './glossary';
import { ContentError, parseContent } from './parse';
import type { z } from 'zod';

const bengaliLetters = /[\u0980-\u09FF]/u;
/** Bengali letters, not digits: a symbol may become a word (& → ও), a number may not become another. */
const bengaliWord = /[\u0980-\u09E5\u09F0-\u09FF]/u;
/** Fields holding a work's own title, where a place inside it is part of the title ("The Times of India"). */
const titleFields = new Set(['publication']);
/** Two Latin words in a row: a sentence or name left in English. */
const englishWords = /[A-Za-z]{2,}[\s,]+[A-Za-z]{2,}/;

/**
 * Checks that a Bengali content file (`content/bn/<area>.ts` for words, `content/<file>.bn.ts` for records) is a faithful twin of its English file:
 * the same entries and fields in the same order, every number, flag, date, slug and address equal,
 * every sentence translated (it contains Bengali script) and every name spelled as the glossary spells it. Throws one ContentError listing every
 * difference as `file › path: problem`, so a maintainer who adds an English entry learns exactly
 * what the Bengali file still needs.
 */
export function assertTwin(english: unknown, bengali: unknown, file: string): void {
  const problems: string[] = [];
  walk(english, bengali, '', problems);
  if (problems.length > 0) throw new ContentError(file, problems);
}

/**
 * A Bengali record file, validated at build time: first as a twin of its English file (a changed
 * fact or an untranslated sentence names file and field), then by the English file's schema.
 */
export function parseTwin<S extends z.ZodType>(
  schema: S,
  english: unknown,
  bengali: unknown,
  file: string,
  entryLabel?: (entry: unknown) => string | undefined,
): z.output<S> {
  assertTwin(english, bengali, file);
  return parseContent(schema, bengali, file, entryLabel);
}

function walk(en: unknown, bn: unknown, path: string, problems: string[]): void {
  const at = path || '(root)';
  if (typeof en === 'function') {
    if (typeof bn !== 'function') problems.push(`${at}: must be a function like the English one`);
    return;
  }
  if (Array.isArray(en)) {
    if (!Array.isArray(bn)) return void problems.push(`${at}: must be a list like the English one`);
    if (bn.length !== en.length) problems.push(`${at}: has ${bn.length} item(s); the English file has ${en.length}`);
    en.forEach((item, i) => i < bn.length && walk(item, bn[i], `${path}[${i}]`, problems));
    return;
  }
  if (en && typeof en === 'object') {
    if (!bn || typeof bn !== 'object' || Array.isArray(bn)) return void problems.push(`${at}: must be an object like the English one`);
    const enKeys = Object.keys(en);
    const bnKeys = Object.keys(bn);
    for (const key of enKeys) if (!(key in bn)) problems.push(`${join(path, key)}: missing (the English file has it)`);
    for (const key of bnKeys) if (!(key in en)) problems.push(`${join(path, key)}: not in the English file; remove it or add it there`);
    for (const key of enKeys) if (key in bn) walk((en as Record<string, unknown>)[key], (bn as Record<string, unknown>)[key], join(path, key), problems);
    return;
  }
  if (typeof en === 'string' && typeof bn === 'string') {
    if (bn === en) {
      if (englishWords.test(en) && !bengaliLetters.test(en)) problems.push(`${at}: still in English ("${en}"); translate it`);
    } else if (!/\p{L}/u.test(en) && bn === bengaliDigits(en).replace(/\.$/, '।')) {
      // The same number or punctuation written the Bengali way: ১৯৮৬ for 1986, । for a full stop.
    } else if (!bengaliLetters.test(bn) || (!/\p{L}/u.test(en) && !bengaliWord.test(bn))) {
      problems.push(`${at}: must equal the English value "${en}" (facts are not translated) or be written in Bengali`);
    } else if (!titleFields.has(path.slice(path.lastIndexOf('.') + 1))) {
      for (const miss of glossaryMisses(en, bn)) problems.push(`${at}: ${miss}`);
    }
    return;
  }
  if (!Object.is(en, bn)) problems.push(`${at}: must equal the English value ${JSON.stringify(en)}, found ${JSON.stringify(bn)}`);
}

function join(path: string, key: string): string {
  return path ? `${path}.${key}` : key;
}

