import type { Lang } from './lang';

/**
 * How each edition's language is written, for the checks that a translation is really in it
 * (lib/content/twin.ts, lib/content/overlay.ts): its script (a Unicode script name), its full stop,
 * and its English name, used in maintainers' error messages.
 */
export const writing: Record<Lang, { script: string; fullStop: string; englishName: string }> = {
  en: { script: 'Latin', fullStop: '.', englishName: 'English' },
  bn: { script: 'Bengali', fullStop: '।', englishName: 'Bengali' },
};

/** Any character of the language's script: a text with none is not written in it. */
export const scriptCharacter: Record<Lang, RegExp> = Object.fromEntries(
  Object.entries(writing).map(([lang, { script }]) => [lang, new RegExp(`\\p{Script=${script}}`, 'u')]),
) as Record<Lang, RegExp>;

/** A letter or vowel sign of the language's script, not a digit: a number written in it is not a word. */
export const scriptWordCharacter: Record<Lang, RegExp> = Object.fromEntries(
  Object.entries(writing).map(([lang, { script }]) => [lang, new RegExp(`[\\p{Script=${script}}--\\p{Nd}]`, 'v')]),
) as Record<Lang, RegExp>;
