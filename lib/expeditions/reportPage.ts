import type { Expedition } from '@/lib/schema/expedition';
import { allExpeditions } from './data';
import type { ExpeditionEdition } from './editionSlice';

/**
 * What a report page needs beyond the record itself: its title and description for search
 * results, and the expeditions before and after it.
 */

export const DESCRIPTION_MAX = 160;

/** `Everest 2010 expedition report`. */
export function reportPageTitle(ed: Pick<ExpeditionEdition, 'words' | 'label'>, e: Expedition): string {
  return ed.words.report.pageTitle(ed.label.peaks(e), e.year);
}

/** The first paragraph of the account, cut at a word to fit a search result. */
export function reportDescription(ed: Pick<ExpeditionEdition, 'label'>, e: Expedition, max = DESCRIPTION_MAX): string {
  const text = (e.narrative[0] ?? ed.label.title(e)).replace(/\s+/g, ' ').trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const atWord = cut.slice(0, cut.lastIndexOf(' ')).replace(/[\s,;:.–-]+$/, '');
  return `${atWord}…`;
}

export interface Neighbours {
  previous?: Expedition;
  next?: Expedition;
}

/** The expeditions either side of `e` in table order (2025 included). */
export function neighboursOf(e: Expedition, list: readonly Expedition[] = allExpeditions): Neighbours {
  const index = list.findIndex((other) => other.slug === e.slug);
  if (index < 0) return {};
  const previous = list[index - 1];
  const next = list[index + 1];
  return { ...(previous ? { previous } : {}), ...(next ? { next } : {}) };
}
