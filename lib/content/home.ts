import { parseTwin } from '@/lib/content/twin';
import { homeContent } from '@/content/home';
import { homeContent as homeContentBn } from '@/content/home.bn';
import type { Lang } from '@/lib/i18n/lang';
import { homeSchema, type Home } from '@/lib/schema/home';
import { parseContent } from './parse';

/** The home page's carousel slides, photo tiles and About picture, validated. */
export const home: Home = parseContent(homeSchema, homeContent, 'content/home.ts');
const homeBn: Home = parseTwin(homeSchema, homeContent, homeContentBn, 'content/home.bn.ts');

/** The home page's records in one edition's language. */
export function homeIn(lang: Lang): Home {
  return lang === 'bn' ? homeBn : home;
}
