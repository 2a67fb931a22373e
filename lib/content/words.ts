import { carouselWords } from '@/content/en/carousel';
import { commonWords } from '@/content/en/common';
import { mainNavWords } from '@/content/en/mainNav';
import { wordsSchema, type Words } from '@/lib/schema/words';
import { parseContent } from './parse';

/** Validates one area's words (every leaf non-empty, no `undefined` or filler) and keeps its type. */
function parseWords<T extends Words>(area: T, file: string): T {
  parseContent(wordsSchema, area, file);
  return area;
}

/**
 * Every page and interface word of the site, by area; the records (expeditions, courses, events,
 * legal pages) carry their own words in their content files. One line per `content/en/<area>.ts`.
 */
export const words = {
  common: parseWords(commonWords, 'content/en/common.ts'),
  mainNav: parseWords(mainNavWords, 'content/en/mainNav.ts'),
  carousel: parseWords(carouselWords, 'content/en/carousel.ts'),
};
