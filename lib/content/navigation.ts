import { recordsIn } from './recordsByLang';
import type { Lang } from '@/lib/i18n/lang';
import type { Navigation } from '@/lib/schema/navigation';

export type { NavLink } from '@/lib/schema/navigation';

/** The menus (content/navigation.ts) in one edition's language, with links into that edition's pages. */
export function navigationIn(lang: Lang): Navigation {
  return recordsIn(lang).navigation;
}
