import { recordsIn } from './recordsByLang';
import { BASE_LANG, type Lang } from '@/lib/i18n/lang';
import type { LegalPage } from '@/lib/schema/legal';

/** The legal pages in English. */
export const legalPages: readonly LegalPage[] = recordsIn(BASE_LANG).legal;

/** One legal page in one edition's language. */
export function legalPage(lang: Lang, id: LegalPage['id']): LegalPage {
  const page = recordsIn(lang).legal.find((p) => p.id === id);
  if (!page) throw new Error(`content/legal.ts has no page with id "${id}"`);
  return page;
}
