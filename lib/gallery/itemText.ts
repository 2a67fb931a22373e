import { z } from 'zod';
import { BASE_LANG, locales, translatedLangs, type Locale, type TranslatedLang } from '@/lib/i18n/lang';
import { scriptCharacter } from '@/lib/i18n/script';

/**
 * A gallery photo's words in the site's other languages. A document's own `title` and `alt` are
 * English; its translations are stored beside them as `<field><Lang>` (`titleBn`, `altBn`, one pair
 * per language of lib/i18n/lang.ts). This is the one file that knows those field names: validation
 * reads them into a per-language overlay on the item (`text: { bn: { title, alt } }`), and writing
 * a document turns the overlay back into them.
 */

/** A document's own `title` and `alt` are in the base language; its translations in the others. */
export { BASE_LANG, translatedLangs, type TranslatedLang };

const TEXT_KEYS = ['title', 'alt'] as const;
type TextKey = (typeof TEXT_KEYS)[number];

/** A photo's words in one language; either may be missing (see galleryCardIn for the fallbacks). */
export type GalleryText = Partial<Record<TextKey, string>>;
/** The translations of a photo's words, by language; absent languages fall back to English. */
export type GalleryTextOverlay = Partial<Record<TranslatedLang, GalleryText>>;

/** The Firestore field names of the translations: `titleBn`, `altBn`. */
export type TranslatedFieldName = `${TextKey}${Capitalize<TranslatedLang>}`;

/** A translation's field name: the English field's, then the language's code capitalised. */
function fieldNameOf(key: TextKey, code: TranslatedLang): TranslatedFieldName {
  return `${key}${code[0]!.toUpperCase()}${code.slice(1)}` as TranslatedFieldName;
}

const FIELDS = translatedLangs.flatMap((lang) => TEXT_KEYS.map((key) => ({ lang, key, field: fieldNameOf(key, lang) })));

/** Every translation field, for the import file's columns. */
export const TRANSLATED_FIELD_NAMES: readonly TranslatedFieldName[] = FIELDS.map(({ field }) => field);

/**
 * The words of a language must be in its script (its locale's, lib/i18n/lang.ts): at least one
 * letter of it and, for a script other than English's, no English word left in (acronyms such as
 * MAK or IMF may stay Latin, as in the site's Bengali text).
 */
const ENGLISH_WORD = /(?<![A-Za-z])[A-Za-z]*[a-z][A-Za-z]*(?![A-Za-z])/;
function inScriptOf(locale: Locale): (schema: z.ZodType<string>) => z.ZodType<string> {
  const { script } = locale;
  const letter = scriptCharacter(locale);
  const ownLetters = script !== locales[BASE_LANG].script;
  return (schema) =>
    schema
      .refine((value) => value === '' || letter.test(value), `must be written in ${script} script`)
      // Said only of words in the script with English left in (all-English words have the message above).
      .refine((value) => !ownLetters || !letter.test(value) || !ENGLISH_WORD.test(value), `must be written in ${script} script (only acronyms such as MAK may stay Latin)`);
}

/**
 * The translation fields of a document's schema, each checked like its English field (`base`) and
 * for its language's script.
 */
export function translatedTextFields(base: Record<TextKey, z.ZodType<string>>): Record<TranslatedFieldName, z.ZodOptional<z.ZodType<string>>> {
  return Object.fromEntries(FIELDS.map(({ lang, key, field }) => [field, inScriptOf(locales[lang])(base[key]).optional()])) as Record<
    TranslatedFieldName,
    z.ZodOptional<z.ZodType<string>>
  >;
}

/** A validated document's translations as the item's overlay; undefined when it has none. Empty words count as absent. */
export function textOverlayOf(doc: Partial<Record<TranslatedFieldName, string>>): GalleryTextOverlay | undefined {
  const overlay: GalleryTextOverlay = {};
  for (const { lang, key, field } of FIELDS) {
    const words = doc[field];
    if (words) (overlay[lang] ??= {})[key] = words;
  }
  return Object.keys(overlay).length > 0 ? overlay : undefined;
}

/** The Firestore fields of an overlay (the inverse of textOverlayOf). */
export function translatedFieldsOf(overlay: GalleryTextOverlay | undefined): Partial<Record<TranslatedFieldName, string>> {
  const fields: Partial<Record<TranslatedFieldName, string>> = {};
  for (const { lang, key, field } of FIELDS) {
    const words = overlay?.[lang]?.[key];
    if (words !== undefined) fields[field] = words;
  }
  return fields;
}
