import { digitsIn } from '@/lib/i18n/format';
import type { Lang } from '@/lib/i18n/lang';
import { scriptCharacter, scriptWordCharacter, writing } from '@/lib/i18n/script';
import { siteNames, type NameBook } from './glossary';
import { ContentError } from './parse';

/** Two Latin words in a row: a sentence or name left in English. */
const englishWords = /[A-Za-z]{2,}[\s,]+[A-Za-z]{2,}/;
const letter = /\p{L}/u;

/**
 * What is wrong with `translated` as the `lang` translation of the English `english`: a sentence
 * left in English, a text without the language's script, a number changed, a glossary name spelled
 * otherwise. A text without letters (`1986`, `.`) may be the same value written the language's way
 * (`১৯৮৬`, `।`); a text identical to the English passes only if it holds no English words (`MAK`).
 * `title`: the text is a work's own title, whose names are not the glossary's to spell.
 */
export function translationProblems(lang: Lang, english: string, translated: string, names: NameBook, title = false): string[] {
  const script = scriptCharacter[lang];
  const language = writing[lang].englishName;
  if (translated === english) {
    return englishWords.test(english) && !script.test(english) ? [`still in English ("${english}"); translate it`] : [];
  }
  if (!letter.test(english) && translated === digitsIn(lang, english).replace(/\.$/, writing[lang].fullStop)) return [];
  if (!script.test(translated) || (!letter.test(english) && !scriptWordCharacter[lang].test(translated))) {
    return [`must equal the English value "${english}" (facts are not translated) or be written in ${language}`];
  }
  return title ? [] : names.misses(lang, english, translated);
}

/**
 * Checks that a Bengali words file (`content/bn/<area>.ts`) is a faithful twin of its English file:
 * the same keys and lists in the same order, functions where the English has functions, every
 * value that is not a sentence equal, every sentence translated (see `translationProblems`).
 * Throws one ContentError listing every difference as `file › path: problem`, so a maintainer who
 * adds an English word learns exactly what the Bengali file still needs. (Record files have
 * overlays instead: lib/content/overlay.ts.)
 */
export function assertTwin(english: unknown, bengali: unknown, file: string): void {
  const problems: string[] = [];
  walk(english, bengali, '', problems);
  if (problems.length > 0) throw new ContentError(file, problems);
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
    for (const problem of translationProblems('bn', en, bn, siteNames)) problems.push(`${at}: ${problem}`);
    return;
  }
  if (!Object.is(en, bn)) problems.push(`${at}: must equal the English value ${JSON.stringify(en)}, found ${JSON.stringify(bn)}`);
}

function join(path: string, key: string): string {
  return path ? `${path}.${key}` : key;
}

