import { ContentError } from '@/lib/content/parse';
import { glossaryMisses } from '@/lib/content/glossary';

/**
 * The words of a registry entry in one shape: every text a page shows, keyed as the Bengali overlay
 * keys them (`name`, `notes[1]`, `location.region`). Facts (numbers, dates, addresses) are never in it.
 */
export type TextShape = string | readonly TextShape[] | { readonly [key: string]: TextShape | undefined };

const bengaliLetters = /[\u0980-\u09FF]/u;

/**
 * Checks a Bengali text overlay (`content/<registry>.bn.ts`, keyed by id) against the English
 * registry: every id present and no other, every text of the English entry translated (Bengali
 * script, the glossary's spelling of every name it contains) and nothing the English lacks. Throws
 * one ContentError listing every problem as `id › field path: problem`.
 */
export function assertOverlayMatches(
  english: ReadonlyMap<string, TextShape>,
  overlay: Readonly<Record<string, unknown>>,
  file: string,
): void {
  const problems: string[] = [];
  for (const [id, shape] of english) {
    if (!(id in overlay)) problems.push(`${id}: missing (content has an entry with this id; add its Bengali words)`);
    else compare(shape, overlay[id], '', (path, message) => problems.push(`${id} › ${path ? `field ${path}` : '(entry)'}: ${message}`));
  }
  for (const id of Object.keys(overlay)) if (!english.has(id)) problems.push(`${id}: no entry has this id; remove it or add the entry`);
  if (problems.length > 0) throw new ContentError(file, problems);
}

function compare(en: TextShape | undefined, bn: unknown, path: string, report: (path: string, message: string) => void): void {
  if (typeof en === 'string') {
    if (typeof bn !== 'string') return report(path, 'must be a Bengali text');
    if (!bengaliLetters.test(bn)) return report(path, `must be written in Bengali ("${bn}")`);
    for (const miss of glossaryMisses(en, bn)) report(path, miss);
    return;
  }
  if (Array.isArray(en)) {
    if (!Array.isArray(bn)) return report(path, 'must be a list like the English one');
    if (bn.length !== en.length) report(path, `has ${bn.length} item(s); the English entry has ${en.length}`);
    en.forEach((item, i) => i < bn.length && compare(item, bn[i], `${path}[${i}]`, report));
    return;
  }
  if (en && typeof en === 'object') {
    if (!bn || typeof bn !== 'object' || Array.isArray(bn)) return report(path, 'must be an object like the English one');
    const english = Object.entries(en).filter(([, value]) => value !== undefined);
    for (const [key, value] of english) {
      const at = path ? `${path}.${key}` : key;
      if (!(key in bn)) report(at, 'missing (the English entry has it)');
      else compare(value, (bn as Record<string, unknown>)[key], at, report);
    }
    for (const key of Object.keys(bn)) {
      if (!english.some(([name]) => name === key)) report(path ? `${path}.${key}` : key, 'not in the English entry; remove it or add it there');
    }
  }
}

/**
 * Where the glossary spells a name, the overlay's name must be exactly that spelling: the glossary
 * is the site's authority on names (content/glossary.ts). Names the glossary lacks are left to the overlay.
 */
export function assertNamesFollowGlossary(
  pairs: readonly { id: string; english: string; bengali: string }[],
  glossaryForm: (english: string) => string | undefined,
  file: string,
): void {
  const problems = pairs.flatMap(({ id, english, bengali }) => {
    const expected = glossaryForm(english);
    return expected !== undefined && expected !== bengali
      ? [`${id} › field name: "${bengali}" must be spelled "${expected}", as content/glossary.ts spells "${english}"`]
      : [];
  });
  if (problems.length > 0) throw new ContentError(file, problems);
}
