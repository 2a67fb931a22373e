import { glossaryContent } from '@/content/glossary';
import { glossarySchema, type Glossary, type GlossarySection } from '@/lib/schema/glossary';
import { parseContent } from './parse';

/** The Bengali spelling of every name and recurring term, validated (content/glossary.ts). */
export const glossary: Glossary = parseContent(glossarySchema, glossaryContent, 'content/glossary.ts', (entry) =>
  (entry as { en?: string } | undefined)?.en,
);

const lookup = new Map(
  (Object.keys(glossary) as GlossarySection[]).map((section) => [section, new Map(glossary[section].map((item) => [item.en, item.bn]))]),
);

/**
 * The Bengali form of a name or term, or an error naming what to add: a Bengali page never
 * falls back to an English name silently.
 */
export function inBengali(section: GlossarySection, english: string): string {
  const found = lookup.get(section)?.get(english);
  if (found === undefined) throw new Error(`content/glossary.ts › ${section}: no Bengali form for "${english}"; add it to the glossary`);
  return found;
}

const named = (['people', 'peaks', 'places'] as const).flatMap((section) =>
  glossary[section].map((item) => ({ ...item, pattern: new RegExp(`(?<![\\p{L}\\p{N}])${item.en.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`, 'u') })),
);

/**
 * The glossary names an English sentence uses whose Bengali form its translation lacks: every
 * person, peak and place must be spelled as the glossary spells it (case endings may follow).
 * Longer names win: "Kulu Makalu" is checked, not also "Kulu".
 */
export function glossaryMisses(english: string, bengali: string): string[] {
  const found = named.filter((item) => item.pattern.test(english));
  const inner = found.filter((item) => found.some((other) => other !== item && other.en.includes(item.en)));
  return found
    .filter((item) => !inner.includes(item) && !bengali.includes(item.bn))
    .map((item) => `"${item.en}" must be spelled "${item.bn}" (content/glossary.ts)`);
}
