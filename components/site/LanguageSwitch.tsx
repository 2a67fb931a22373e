'use client';

import { usePathname } from 'next/navigation';
import { pathIn, splitLangPath, type Lang } from '@/lib/i18n/lang';

/** The same page in another edition: `/gallery/` ↔ `/bn/gallery/`, `/Indrasan-2003/` ↔ `/bn/Indrasan-2003/`. */
export function twinPath(lang: Lang, pathname: string): string {
  const { path } = splitLangPath(pathname);
  return pathIn(lang, path.endsWith('/') ? path : `${path}/`);
}

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
 * right address. A plain link: the other edition has its own root layout, so it is a full load.
 */
export function LanguageSwitch({ lang, label, href, className }: LanguageSwitchProps) {
  const pathname = usePathname() ?? '/';
  return (
    <a href={href ?? twinPath(lang, pathname)} hrefLang={lang} lang={lang} data-language-switch className={className}>
      {label}
    </a>
  );
}
