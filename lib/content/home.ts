import { homeContent } from '@/content/home';
import { homeContent as homeContentBn } from '@/content/bn/home';
import type { Lang } from '@/lib/i18n/lang';
import { homeSchema, type Home } from '@/lib/schema/home';
import { parseContent } from './parse';

/** The home page's carousel slides, photo tiles and About picture, validated. */
export const home: Home = parseContent(homeSchema, homeContent, 'content/home.ts');
const homeBn: Home = parseContent(homeSchema, homeContentBn, 'content/bn/home.ts');

/** The home page's records in one edition's language. */
export function homeIn(lang: Lang): Home {
  return lang === 'bn' ? homeBn : home;
}
