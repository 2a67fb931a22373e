import { glossaryContent } from '@/content/glossary';
import { glossarySchema, type Glossary, type GlossarySection } from '@/lib/schema/glossary';
import { BASE_LANG, langs, type Lang, type Locale } from '@/lib/i18n/lang';
import { readRecordFolder } from './dataFiles';
import { parseContent } from './parse';

/**
 * The names of a registry's records (content/people/, content/peaks/) in every language, as their
 * files write them: each person and peak is named in its own record, and every page and every
 * record's prose spells it so. A record whose translation lacks its name is left out here; the
 * registry's own check names the file that lacks it.
 */
function registryNames(folder: 'people' | 'peaks'): Record<Lang, string>[] {
  const fields = folder === 'peaks' ? ['name', 'tableLabel'] : ['name'];
  return readRecordFolder(folder).flatMap((record) =>
    fields.flatMap((field) => {
      const byLang: Partial<Record<Lang, unknown>> = { [BASE_LANG]: record.data, ...Object.fromEntries(Object.entries(record.words).map(([lang, words]) => [lang, words?.data])) };
      const forms = Object.fromEntries(langs.map((lang) => [lang, (byLang[lang] as Record<string, unknown> | undefined)?.[field]]));
      return langs.every((lang) => typeof forms[lang] === 'string') ? [forms as Record<Lang, string>] : [];
    }),
  );
}

/**
 * Every name and recurring term in every language, validated: terms and places from
 * content/glossary.ts, people and peaks from their records, and from content/glossary.ts those the
 * prose names without a record of their own (a name in both is refused as a repeat).
 */
export const glossary: Glossary = parseContent(
  glossarySchema,
  { ...glossaryContent, people: [...registryNames('people'), ...glossaryContent.people], peaks: [...registryNames('peaks'), ...glossaryContent.peaks] },
  'content/glossary.ts',
  (entry) => (entry as Partial<Record<Lang, string>> | undefined)?.[BASE_LANG],
);

/**
 * A glossary's columns, by language code: each entry has the base language's form and one per
 * language (a test may bring a glossary whose columns are not the site's).
 */
export type GlossaryColumns = Readonly<Record<GlossarySection, readonly Readonly<Record<string, string>>[]>>;

/** One language's names: pure, so a test can build them from a glossary of its own. */
export interface Names {
  /** The form of an English name or term in this language, or an error naming what to add. */
  name(section: GlossarySection, english: string): string;
  /** The form of an English name or term in this language, or undefined where the glossary lacks it. */
  form(section: GlossarySection, english: string): string | undefined;
  /**
   * The glossary names an English text uses whose form in this language its translation lacks: every
   * person, peak and place must be spelled as the glossary spells it (case endings may follow).
   * Longer names win: "Kulu Makalu" is checked, not also "Kulu".
   */
  misses(english: string, translated: string): string[];
}

const sections = ['terms', 'people', 'peaks', 'places'] as const satisfies readonly GlossarySection[];
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The names of the language whose column is `lang` (its locale names it in error messages). */
export function namesIn(names: GlossaryColumns, lang: Lang, locale: Pick<Locale, 'englishName'>): Names {
  const english = (item: Readonly<Record<string, string>>) => item[BASE_LANG]!;
  const forms = new Map(sections.map((section) => [section, new Map(names[section].map((item) => [english(item), item[lang]]))]));
  const named = (['people', 'peaks', 'places'] as const).flatMap((section) =>
    names[section].map((item) => ({
      english: english(item),
      form: item[lang],
      pattern: new RegExp(`(?<![\\p{L}\\p{N}])${escape(english(item))}(?![\\p{L}\\p{N}])`, 'u'),
    })),
  );
  return {
    name(section, englishName) {
      const found = forms.get(section)?.get(englishName);
      if (found === undefined) {
        throw new Error(`content/glossary.ts › ${section}: no ${locale.englishName} form for "${englishName}"; add it to the glossary`);
      }
      return found;
    },
    form(section, englishName) {
      return forms.get(section)?.get(englishName);
    },
    misses(englishText, translated) {
      // The substring test first: the Unicode-aware pattern is slow, and most names are absent.
      const found = named.filter((item) => englishText.includes(item.english) && item.pattern.test(englishText));
      const inner = found.filter((item) => found.some((other) => other !== item && other.english.includes(item.english)));
      return found
        .filter((item) => !inner.includes(item) && (item.form === undefined || !translated.includes(item.form)))
        .map((item) => `"${item.english}" must be spelled "${item.form ?? '?'}" (content/glossary.ts)`);
    },
  };
}

/**
 * Every language's form of a name or term the records keep in English, by language (the English
 * form itself for the base language): a page that names something in every language (a peak's
 * names, a person's JSON-LD) reads them here. An unknown name throws, naming what to add.
 */
export function formsOf(section: GlossarySection, english: string, columns: GlossaryColumns = glossary): Readonly<Record<Lang, string>> {
  const entry = columns[section].find((item) => item[BASE_LANG] === english);
  if (entry === undefined) throw new Error(`content/glossary.ts › ${section}: no entry for "${english}"; add it to the glossary`);
  return entry as Readonly<Record<Lang, string>>;
}
