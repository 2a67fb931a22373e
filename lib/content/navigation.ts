import { assertTwin } from '@/lib/content/twin';
import * as english from '@/content/navigation';
import * as bengali from '@/content/navigation.bn';
import { pathIn, type Lang } from '@/lib/i18n/lang';

export type NavLink = { readonly label: string; readonly href: string; readonly description?: string };

type Menus = {
  mainNavigation: readonly NavLink[];
  footerQuickLinks: readonly NavLink[];
  footerRecordLinks: readonly NavLink[];
  footerLegalLinks: readonly NavLink[];
  notFoundSuggestions: readonly NavLink[];
};

/** Every link of a menu points at the same page in the menu's own edition. */
function localized(menus: Menus, lang: Lang): Menus {
  const map = (links: readonly NavLink[]) => links.map((link) => ({ ...link, href: pathIn(lang, link.href) }));
  return {
    mainNavigation: map(menus.mainNavigation),
    footerQuickLinks: map(menus.footerQuickLinks),
    footerRecordLinks: map(menus.footerRecordLinks),
    footerLegalLinks: map(menus.footerLegalLinks),
    notFoundSuggestions: map(menus.notFoundSuggestions),
  };
}

// Build-time check: the Bengali menus are a twin of the English ones (same links, Bengali labels).
assertTwin({ ...english }, { ...bengali }, 'content/navigation.bn.ts');
const byLang: Record<Lang, Menus> = { en: localized(english, 'en'), bn: localized(bengali, 'bn') };

/** The menus (content/navigation.ts, content/navigation.bn.ts) with links into the same edition. */
export function navigationIn(lang: Lang): Menus {
  return byLang[lang];
}
