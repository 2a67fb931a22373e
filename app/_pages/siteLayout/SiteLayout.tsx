import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { oswald, scriptFonts } from '@/lib/fonts';
import { edition } from '@/lib/edition';
import { BASE_LANG, locales, type Lang } from '@/lib/i18n/lang';
import { SiteHeader } from '@/components/site/SiteHeader';
import { SiteFooter } from '@/components/site/SiteFooter';
import { SkipLink } from '@/components/site/SkipLink';
import { ScrollToTop } from '@/components/site/ScrollToTop';

/** The site's metadata defaults in one edition (pages add their own title, description and links). */
export function siteMetadata(lang: Lang): Metadata {
  const { club, words } = edition(lang);
  const say = words.pages;
  return {
    metadataBase: new URL(edition(BASE_LANG).club.siteUrl),
    title: { default: `${club.name} (${club.shortName})`, template: say.titleTemplate(club.shortName, club.address.town) },
    description: say.siteDescription(club.name, club.address.town, club.address.district, club.address.state, club.foundedYear),
    applicationName: club.name,
    icons: { icon: '/icon.svg' },
    formatDetection: { telephone: false },
  };
}

export const siteViewport: Viewport = {
  themeColor: '#0b1f3a',
  width: 'device-width',
  initialScale: 1,
};

const scriptFontOf = (lang: Lang) => scriptFonts[locales[lang].script];

/**
 * Each edition's fonts and script class, by its script (lib/fonts.ts): the Bengali face only in the
 * Bengali edition, so English pages never download it; `lang-bn` sets the Bengali type (app/globals.css).
 */
export function editionFonts(lang: Lang): string {
  const font = scriptFontOf(lang);
  return font ? `${oswald.variable} ${font.variable} ${font.className}` : oswald.variable;
}

/** The class a block in another edition's language takes (the 404 page holds every edition). */
export function editionScript(lang: Lang): string {
  return scriptFontOf(lang)?.className ?? '';
}

/** Every face the editions use, for a page that holds them all (the 404 page). */
export const allEditionFonts: string = [oswald.variable, ...Object.values(scriptFonts).map((font) => font!.variable)].join(' ');

/** The document of one edition: `<html lang>`, its fonts, header, main and footer. */
export function SiteLayout({ lang, children }: { lang: Lang; children: ReactNode }) {
  const ed = edition(lang);
  return (
    <html lang={locales[lang].htmlLang} className={editionFonts(lang)}>
      <body className="flex min-h-dvh flex-col">
        <SkipLink label={ed.words.common.skipToContent} />
        <SiteHeader ed={ed} />
        {/* The site search indexes the main content only (scripts/build-search-index.ts), never the header or footer. */}
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none" data-pagefind-body="">
          {children}
        </main>
        <SiteFooter ed={ed} />
        <ScrollToTop label={ed.words.site.scrollToTop} />
      </body>
    </html>
  );
}
