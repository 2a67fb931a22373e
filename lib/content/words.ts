import { aboutWords } from '@/content/en/about';
import { commonWords } from '@/content/en/common';
import { contactWords } from '@/content/en/contact';
import { courseFormWords } from '@/content/en/courseForm';
import { errorsWords } from '@/content/en/errors';
import { eventsWords } from '@/content/en/events';
import { homeWords } from '@/content/en/home';
import { pagesWords } from '@/content/en/pages';
import { siteWords } from '@/content/en/site';
import { socialWords } from '@/content/en/social';
import { expeditionTableWords } from '@/content/en/expeditionTable';
import { recordsWords } from '@/content/en/records';
import { galleryWords } from '@/content/en/gallery';
import { carouselWords } from '@/content/en/carousel';
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
 * Client islands import their area's file directly (functions cannot cross from server props, and
 * the schema code stays out of the browser); it is still validated here at build time.
 */
export const words = {
  common: parseWords(commonWords, 'content/en/common.ts'),
  about: parseWords(aboutWords, 'content/en/about.ts'),
  contact: parseWords(contactWords, 'content/en/contact.ts'),
  courseForm: parseWords(courseFormWords, 'content/en/courseForm.ts'),
  errors: parseWords(errorsWords, 'content/en/errors.ts'),
  events: parseWords(eventsWords, 'content/en/events.ts'),
  home: parseWords(homeWords, 'content/en/home.ts'),
  pages: parseWords(pagesWords, 'content/en/pages.ts'),
  site: parseWords(siteWords, 'content/en/site.ts'),
  social: parseWords(socialWords, 'content/en/social.ts'),
  records: parseWords(recordsWords, 'content/en/records.ts'),
  expeditionTable: parseWords(expeditionTableWords, 'content/en/expeditionTable.ts'),
  gallery: parseWords(galleryWords, 'content/en/gallery.ts'),
  mainNav: parseWords(mainNavWords, 'content/en/mainNav.ts'),
  carousel: parseWords(carouselWords, 'content/en/carousel.ts'),
};
