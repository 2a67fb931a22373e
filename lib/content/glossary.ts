import { glossaryContent } from '@/content/glossary';
import { glossarySchema, type Glossary, type GlossarySection } from '@/lib/schema/glossary';
import { langs, type Lang } from '@/lib/i18n/lang';
import { writing } from '@/lib/i18n/script';
import { parseContent } from './parse';

/** Every name and recurring term in every language, validated (content/glossary.ts). */
export const glossary: Glossary = parseContent(glossarySchema, glossaryContent, 'content/glossary.ts', (entry) =>
  (entry as { en?: string } | undefined)?.en,
);

/** Looks names up in one glossary; pure, so a test can build one from a glossary of its own. */
export interface NameBook {
  /** The form of an English name or term in `lang`, or an error naming what to add. */
  nameIn(lang: Lang, section: GlossarySection, english: string): string;
  /**
   * The glossary names an English text uses whose form in `lang` its translation lacks: every person,
   * peak and place must be spelled as the glossary spells it (case endings may follow). Longer names
   * win: "Kulu Makalu" is checked, not also "Kulu".
   */
  misses(lang: Lang, english: string, translated: string): string[];
}

const sections = ['terms', 'people', 'peaks', 'places'] as const satisfies readonly GlossarySection[];
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function nameBook(names: Glossary): NameBook {
  const forms = Object.fromEntries(
    langs.map((lang) => [lang, new Map(sections.map((section) => [section, new Map(names[section].map((item) => [item.en, item[lang]]))]))]),
  ) as Record<Lang, Map<GlossarySection, Map<string, string>>>;
  const named = (['people', 'peaks', 'places'] as const).flatMap((section) =>
    names[section].map((item) => ({ ...item, pattern: new RegExp(`(?<![\\p{L}\\p{N}])${escape(item.en)}(?![\\p{L}\\p{N}])`, 'u') })),
  );
  return {
    nameIn(lang, section, english) {
      const found = forms[lang].get(section)?.get(english);
      if (found === undefined) {
        throw new Error(`content/glossary.ts › ${section}: no ${writing[lang].englishName} form for "${english}"; add it to the glossary`);
      }
      return found;
    },
    misses(lang, english, translated) {
      const found = named.filter((item) => item.pattern.test(english));
      const inner = found.filter((item) => found.some((other) => other !== item && other.en.includes(item.en)));
      return found
        .filter((item) => !inner.includes(item) && !translated.includes(item[lang]))
        .map((item) => `"${item.en}" must be spelled "${item[lang]}" (content/glossary.ts)`);
    },
  };
}

const names = nameBook(glossary);

/** The site's glossary (content/glossary.ts), for the content checks. */
export const siteNames: NameBook = names;

/**
 * A name or term as `lang` writes it (the English itself for 'en'), or an error naming what to add:
 * a page never falls back to another language's name silently.
 */
export function nameIn(lang: Lang, section: GlossarySection, english: string): string {
  return names.nameIn(lang, section, english);
}

/** Names a Bengali translation spells otherwise than the glossary (see `NameBook.misses`). */
export function glossaryMisses(english: string, bengali: string): string[] {
  return names.misses('bn', english, bengali);
}
