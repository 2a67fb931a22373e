import { numbersOf } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/lang';
import { scriptCharacter, scriptWordCharacter } from '@/lib/i18n/script';
import type { Names } from './glossary';
import { ContentError } from './parse';

/** What a translation is checked against: its language's locale (script, full stop, digits) and names. */
export interface TranslationLanguage {
  locale: Locale;
  names: Names;
}

/** Two Latin words in a row: a sentence or name left in English. */
const englishWords = /[A-Za-z]{2,}[\s,]+[A-Za-z]{2,}/;
const letter = /\p{L}/u;

/**
 * What is wrong with `translated` as the translation of the English `english` into `language`: a
 * sentence left in English, a text without the language's script, a number changed, a glossary name
 * spelled otherwise. A text without letters (`1986`, `.`) may be the same value written the
 * language's way (`১৯৮৬`, `।`); a text identical to the English passes only if it holds no English
 * words (`MAK`). `title`: the text is a work's own title, whose names are not the glossary's to spell
 * (and which a language written in Latin letters may keep as it is).
 */
export function translationProblems(language: TranslationLanguage, english: string, translated: string, title = false): string[] {
  const { locale, names } = language;
  const script = scriptCharacter(locale);
  if (translated === english) {
    // A language written in English's letters may keep a work's title as it is (`The Times of India`), nothing else.
    return englishWords.test(english) && !(title && script.test(english)) ? [`still in English ("${english}"); translate it`] : [];
  }
  if (!letter.test(english) && translated === numbersOf(locale).digits(english).replace(/\.$/, locale.fullStop)) return [];
  if (!script.test(translated) || (!letter.test(english) && !scriptWordCharacter(locale).test(translated))) {
    return [`must equal the English value "${english}" (facts are not translated) or be written in ${locale.englishName}`];
  }
  return title ? [] : names.misses(english, translated);
}

/**
 * Checks that a words file of another language (`content/bn/<area>.ts`) is a faithful twin of its English file:
 * the same keys and lists in the same order, functions where the English has functions, every
 * value that is not a sentence equal, every sentence translated (see `translationProblems`).
 * Throws one ContentError listing every difference as `file › path: problem`, so a maintainer who
 * adds an English word learns exactly what the Bengali file still needs. (Record files have
 * overlays instead: lib/content/overlay.ts.)
 */
export function assertTwin(english: unknown, translated: unknown, file: string, language: TranslationLanguage): void {
  const problems: string[] = [];
  walk(english, translated, '', problems, language);
  if (problems.length > 0) throw new ContentError(file, problems);
}

function walk(en: unknown, other: unknown, path: string, problems: string[], language: TranslationLanguage): void {
  const at = path || '(root)';
  if (typeof en === 'function') {
    if (typeof other !== 'function') problems.push(`${at}: must be a function like the English one`);
    return;
  }
  if (Array.isArray(en)) {
    if (!Array.isArray(other)) return void problems.push(`${at}: must be a list like the English one`);
    if (other.length !== en.length) problems.push(`${at}: has ${other.length} item(s); the English file has ${en.length}`);
    en.forEach((item, i) => i < other.length && walk(item, other[i], `${path}[${i}]`, problems, language));
    return;
  }
  if (en && typeof en === 'object') {
    if (!other || typeof other !== 'object' || Array.isArray(other)) return void problems.push(`${at}: must be an object like the English one`);
    const enKeys = Object.keys(en);
    const otherKeys = Object.keys(other);
    for (const key of enKeys) if (!(key in other)) problems.push(`${join(path, key)}: missing (the English file has it)`);
    for (const key of otherKeys) if (!(key in en)) problems.push(`${join(path, key)}: not in the English file; remove it or add it there`);
    for (const key of enKeys) if (key in other) walk((en as Record<string, unknown>)[key], (other as Record<string, unknown>)[key], join(path, key), problems, language);
    return;
  }
  if (typeof en === 'string' && typeof other === 'string') {
    for (const problem of translationProblems(language, en, other)) problems.push(`${at}: ${problem}`);
    return;
  }
  if (!Object.is(en, other)) problems.push(`${at}: must equal the English value ${JSON.stringify(en)}, found ${JSON.stringify(other)}`);
}

function join(path: string, key: string): string {
  return path ? `${path}.${key}` : key;
}

