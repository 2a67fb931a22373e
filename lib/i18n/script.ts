import type { Locale } from './lang';

/**
 * How a language is written, read from its locale (lib/i18n/lang.ts), for the checks that a
 * translation is really in it (lib/content/twin.ts, lib/content/overlay.ts, the schemas).
 */
const letters = new Map<string, RegExp>();
const wordLetters = new Map<string, RegExp>();

/** Any character of the language's script: a text with none is not written in it. */
export function scriptCharacter(locale: Pick<Locale, 'script'>): RegExp {
  let found = letters.get(locale.script);
  if (!found) letters.set(locale.script, (found = new RegExp(`\\p{Script=${locale.script}}`, 'u')));
  return found;
}

/** A letter or vowel sign of the language's script, not a digit: a number written in it is not a word. */
export function scriptWordCharacter(locale: Pick<Locale, 'script'>): RegExp {
  let found = wordLetters.get(locale.script);
  if (!found) wordLetters.set(locale.script, (found = new RegExp(`[\\p{Script=${locale.script}}--\\p{Nd}]`, 'v')));
  return found;
}
