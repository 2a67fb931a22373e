import type { mainNavWords as englishMainNavWords } from '@/content/en/mainNav';

/** The navbar's own Bengali words (twin of content/en/mainNav.ts). */
export const mainNavWords: typeof englishMainNavWords = {
  label: 'প্রধান মেনু',
  openMenu: 'মেনু খুলুন',
  closeMenu: 'মেনু বন্ধ করুন',
  closeGroup: (group: string) => `${group} মেনু বন্ধ করুন`,
};
