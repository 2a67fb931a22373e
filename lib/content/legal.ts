import { parseTwin } from '@/lib/content/twin';
import { z } from 'zod';
import { legalContent } from '@/content/legal';
import { legalContent as legalContentBn } from '@/content/legal.bn';
import type { Lang } from '@/lib/i18n/lang';
import { LegalPageSchema, type LegalPage } from '@/lib/schema/legal';
import { labelByKey, parseContent } from './parse';

export const legalPages: LegalPage[] = parseContent(z.array(LegalPageSchema), legalContent, 'content/legal.ts', labelByKey);
const legalPagesBn: LegalPage[] = parseTwin(z.array(LegalPageSchema), legalContent, legalContentBn, 'content/legal.bn.ts', labelByKey);

/** One legal page in one edition's language (English when `lang` is left out). */
export function legalPage(id: LegalPage['id'], lang: Lang = 'en'): LegalPage {
  const file = lang === 'bn' ? 'content/legal.bn.ts' : 'content/legal.ts';
  const page = (lang === 'bn' ? legalPagesBn : legalPages).find((p) => p.id === id);
  if (!page) throw new Error(`${file} has no page with id "${id}"`);
  return page;
}
