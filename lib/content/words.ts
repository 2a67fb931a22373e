import type { Lang } from '@/lib/i18n/lang';
import { aboutWords as aboutWordsEn } from '@/content/en/about';
import { aboutWords as aboutWordsBn } from '@/content/bn/about';
import { commonWords as commonWordsEn } from '@/content/en/common';
import { commonWords as commonWordsBn } from '@/content/bn/common';
import { contactWords as contactWordsEn } from '@/content/en/contact';
import { contactWords as contactWordsBn } from '@/content/bn/contact';
import { courseFormWords as courseFormWordsEn } from '@/content/en/courseForm';
import { courseFormWords as courseFormWordsBn } from '@/content/bn/courseForm';
import { errorsWords as errorsWordsEn } from '@/content/en/errors';
import { errorsWords as errorsWordsBn } from '@/content/bn/errors';
import { eventsWords as eventsWordsEn } from '@/content/en/events';
import { eventsWords as eventsWordsBn } from '@/content/bn/events';
import { homeWords as homeWordsEn } from '@/content/en/home';
import { homeWords as homeWordsBn } from '@/content/bn/home';
import { pagesWords as pagesWordsEn } from '@/content/en/pages';
import { pagesWords as pagesWordsBn } from '@/content/bn/pages';
import { siteWords as siteWordsEn } from '@/content/en/site';
import { siteWords as siteWordsBn } from '@/content/bn/site';
import { socialWords as socialWordsEn } from '@/content/en/social';
import { socialWords as socialWordsBn } from '@/content/bn/social';
import { expeditionTableWords as expeditionTableWordsEn } from '@/content/en/expeditionTable';
import { expeditionTableWords as expeditionTableWordsBn } from '@/content/bn/expeditionTable';
import { recordsWords as recordsWordsEn } from '@/content/en/records';
import { recordsWords as recordsWordsBn } from '@/content/bn/records';
import { galleryWords as galleryWordsEn } from '@/content/en/gallery';
import { galleryWords as galleryWordsBn } from '@/content/bn/gallery';
import { carouselWords as carouselWordsEn } from '@/content/en/carousel';
import { carouselWords as carouselWordsBn } from '@/content/bn/carousel';
import { mainNavWords as mainNavWordsEn } from '@/content/en/mainNav';
import { mainNavWords as mainNavWordsBn } from '@/content/bn/mainNav';
import { structuredDataWords as structuredDataWordsEn } from '@/content/en/structuredData';
import { structuredDataWords as structuredDataWordsBn } from '@/content/bn/structuredData';
import { languageWords as languageWordsEn } from '@/content/en/language';
import { languageWords as languageWordsBn } from '@/content/bn/language';
import { wordsSchema, type Words } from '@/lib/schema/words';
import { parseContent } from './parse';
import { assertTwin } from './twin';

/** Validates one area's words (every leaf non-empty, no `undefined` or filler; a Bengali area a twin of its English one) and keeps its type. */
function parseWords<T extends Words>(area: T, file: string, english?: T): T {
  if (english) assertTwin(english, area, file);
  parseContent(wordsSchema, area, file);
  return area;
}

/**
 * Every page and interface word of the site, by area and language; the records (expeditions,
 * courses, events, legal pages) carry their own words in their content files (see the `xIn(lang)`
 * loaders). One line per `content/<lang>/<area>.ts`. Client islands import their area's two files
 * directly (functions cannot cross from server props, and the schema code stays out of the
 * browser); both are still validated here at build time.
 */
const byLang = {
  en: {
    about: parseWords(aboutWordsEn, 'content/en/about.ts'),
    common: parseWords(commonWordsEn, 'content/en/common.ts'),
    contact: parseWords(contactWordsEn, 'content/en/contact.ts'),
    courseForm: parseWords(courseFormWordsEn, 'content/en/courseForm.ts'),
    errors: parseWords(errorsWordsEn, 'content/en/errors.ts'),
    events: parseWords(eventsWordsEn, 'content/en/events.ts'),
    home: parseWords(homeWordsEn, 'content/en/home.ts'),
    pages: parseWords(pagesWordsEn, 'content/en/pages.ts'),
    site: parseWords(siteWordsEn, 'content/en/site.ts'),
    social: parseWords(socialWordsEn, 'content/en/social.ts'),
    expeditionTable: parseWords(expeditionTableWordsEn, 'content/en/expeditionTable.ts'),
    records: parseWords(recordsWordsEn, 'content/en/records.ts'),
    gallery: parseWords(galleryWordsEn, 'content/en/gallery.ts'),
    carousel: parseWords(carouselWordsEn, 'content/en/carousel.ts'),
    mainNav: parseWords(mainNavWordsEn, 'content/en/mainNav.ts'),
    language: parseWords(languageWordsEn, 'content/en/language.ts'),
    structuredData: parseWords(structuredDataWordsEn, 'content/en/structuredData.ts'),
  },
  bn: {
    about: parseWords(aboutWordsBn, 'content/bn/about.ts', aboutWordsEn),
    common: parseWords(commonWordsBn, 'content/bn/common.ts', commonWordsEn),
    contact: parseWords(contactWordsBn, 'content/bn/contact.ts', contactWordsEn),
    courseForm: parseWords(courseFormWordsBn, 'content/bn/courseForm.ts', courseFormWordsEn),
    errors: parseWords(errorsWordsBn, 'content/bn/errors.ts', errorsWordsEn),
    events: parseWords(eventsWordsBn, 'content/bn/events.ts', eventsWordsEn),
    home: parseWords(homeWordsBn, 'content/bn/home.ts', homeWordsEn),
    pages: parseWords(pagesWordsBn, 'content/bn/pages.ts', pagesWordsEn),
    site: parseWords(siteWordsBn, 'content/bn/site.ts', siteWordsEn),
    social: parseWords(socialWordsBn, 'content/bn/social.ts', socialWordsEn),
    expeditionTable: parseWords(expeditionTableWordsBn, 'content/bn/expeditionTable.ts', expeditionTableWordsEn),
    records: parseWords(recordsWordsBn, 'content/bn/records.ts', recordsWordsEn),
    gallery: parseWords(galleryWordsBn, 'content/bn/gallery.ts', galleryWordsEn),
    carousel: parseWords(carouselWordsBn, 'content/bn/carousel.ts', carouselWordsEn),
    mainNav: parseWords(mainNavWordsBn, 'content/bn/mainNav.ts', mainNavWordsEn),
    language: parseWords(languageWordsBn, 'content/bn/language.ts', languageWordsEn),
    structuredData: parseWords(structuredDataWordsBn, 'content/bn/structuredData.ts', structuredDataWordsEn),
  },
} satisfies Record<Lang, unknown>;

export type SiteWords = (typeof byLang)['en'];

/** Every word of one edition. */
export function wordsFor(lang: Lang): SiteWords {
  return byLang[lang];
}

/** The English words, for what exists only in English (PDFs, social cards, artwork). */
export const words: SiteWords = byLang.en;
