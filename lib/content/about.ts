import { parseTwin } from '@/lib/content/twin';
import { aboutContent } from '@/content/about';
import { aboutContent as aboutContentBn } from '@/content/about.bn';
import type { Lang } from '@/lib/i18n/lang';
import { AboutSchema, type About } from '@/lib/schema/about';
import { parseContent } from './parse';

export const about: About = parseContent(AboutSchema, aboutContent, 'content/about.ts');
const aboutBn: About = parseTwin(AboutSchema, aboutContent, aboutContentBn, 'content/about.bn.ts');

/** The About text in one edition's language. */
export function aboutIn(lang: Lang): About {
  return lang === 'bn' ? aboutBn : about;
}
