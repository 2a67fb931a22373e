import { recordsIn } from './recordsByLang';
import { BASE_LANG, type Lang } from '@/lib/i18n/lang';
import type { About } from '@/lib/schema/about';

/** The About text in English. */
export const about: About = recordsIn(BASE_LANG).about;

/** The About text in one edition's language. */
export function aboutIn(lang: Lang): About {
  return recordsIn(lang).about;
}
