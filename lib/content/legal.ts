import { z } from 'zod';
import { legalContent } from '@/content/legal';
import { LegalPageSchema, type LegalPage } from '@/lib/schema/legal';
import { labelByKey, parseContent } from './parse';

export const legalPages: LegalPage[] = parseContent(z.array(LegalPageSchema), legalContent, 'content/legal.ts', labelByKey);

export function legalPage(id: LegalPage['id']): LegalPage {
  const page = legalPages.find((p) => p.id === id);
  if (!page) throw new Error(`content/legal.ts has no page with id "${id}"`);
  return page;
}
