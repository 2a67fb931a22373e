'use client';

import { usePathname } from 'next/navigation';
import { useSyncExternalStore } from 'react';
import { pathIn, splitLangPath, type Lang } from '@/lib/i18n/lang';
import { SEARCH_QUERY_PARAM } from '@/lib/routes';
import { QUERY_CHANGE_EVENT } from './useQueryParam';

/** The same page in another edition: `/gallery/` ↔ `/bn/gallery/`, `/Indrasan-2003/` ↔ `/bn/Indrasan-2003/`. */
export function twinPath(lang: Lang, pathname: string): string {
  const { path } = splitLangPath(pathname);
  return pathIn(lang, path.endsWith('/') ? path : `${path}/`);
}

function subscribeQuery(onChange: () => void) {
  window.addEventListener(QUERY_CHANGE_EVENT, onChange);
  window.addEventListener('popstate', onChange);
  return () => {
    window.removeEventListener(QUERY_CHANGE_EVENT, onChange);
    window.removeEventListener('popstate', onChange);
  };
}
const currentQuery = () => new URLSearchParams(window.location.search).get(SEARCH_QUERY_PARAM) ?? '';

type LanguageSwitchProps = {
  /** The edition it leads to. */
  lang: Lang;
  /** Its language's name, in its own script. */
  label: string;
  /** Overrides the computed address (the 404 page, which has no path of its own). */
  href?: string;
  className?: string;
};

/**
 * The link to this same page in another edition. A client leaf only to read the path (the
 * layout that renders it does not know which page it wraps); the exported HTML already holds the
 * right address. Once the script runs it also keeps the page's query (`?q=`, a search or the
 * gallery's filter), as it changes. A plain link: the other edition has its own root layout, so it
 * is a full load.
 */
export function LanguageSwitch({ lang, label, href, className }: LanguageSwitchProps) {
  const pathname = usePathname() ?? '/';
  const query = useSyncExternalStore(subscribeQuery, currentQuery, () => '');
  const target = href ?? twinPath(lang, pathname);
  return (
    <a
      href={query.trim() && !href ? `${target}?${new URLSearchParams({ [SEARCH_QUERY_PARAM]: query })}` : target}
      hrefLang={lang}
      lang={lang}
      data-language-switch
      className={className}
    >
      {label}
    </a>
  );
}
