import { aboutContent } from '@/content/about';
import { aboutContent as aboutContentBn } from '@/content/bn/about';
import type { Lang } from '@/lib/i18n/lang';
import { AboutSchema, type About } from '@/lib/schema/about';
import { parseContent } from './parse';

export const about: About = parseContent(AboutSchema, aboutContent, 'content/about.ts');
const aboutBn: About = parseContent(AboutSchema, aboutContentBn, 'content/bn/about.ts');

/** The About text in one edition's language. */
export function aboutIn(lang: Lang): About {
  return lang === 'bn' ? aboutBn : about;
}
