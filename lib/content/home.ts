import { recordsIn } from './recordsByLang';
import { BASE_LANG, type Lang } from '@/lib/i18n/lang';
import type { Home } from '@/lib/schema/home';

/** The home page's carousel slides, photo tiles and About picture, in English. */
export const home: Home = recordsIn(BASE_LANG).home;

/** The home page's records in one edition's language. */
export function homeIn(lang: Lang): Home {
  return recordsIn(lang).home;
}
