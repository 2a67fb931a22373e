import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { edition } from '@/lib/edition';
import { oswald } from '@/lib/fonts/oswald';
import type { SubsetFaceKey } from '@/lib/fonts/subsetFaces';
import { htmlLang, type Lang } from '@/lib/i18n/lang';
import { FontFaces } from '@/components/site/FontFaces';
import { SiteHeader } from '@/components/site/SiteHeader';
import { SiteFooter } from '@/components/site/SiteFooter';
import { SkipLink } from '@/components/site/SkipLink';
import { ScrollToTop } from '@/components/site/ScrollToTop';

/** The site's metadata defaults in one edition (pages add their own title, description and links). */
export function siteMetadata(lang: Lang): Metadata {
  const { club, words } = edition(lang);
  const say = words.pages;
  return {
    metadataBase: new URL(edition('en').club.siteUrl),
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

/** The class a block in an edition's language takes: `lang-bn` sets the Bengali type (app/globals.css); the 404 page holds both. */
export const editionScript: Record<Lang, string> = { en: '', bn: 'lang-bn' };

/**
 * Each edition's subset faces (lib/fonts/subsetFaces.ts): Bengali pages the Bengali face; English
 * pages only the one word of the language link, so they never download the Bengali face.
 */
export const editionFaces: Record<Lang, readonly SubsetFaceKey[]> = { en: ['languageName'], bn: ['bengali'] };

/** The document of one edition: `<html lang>`, its fonts, header, main and footer. */
export function SiteLayout({ lang, children }: { lang: Lang; children: ReactNode }) {
  const ed = edition(lang);
  return (
    <html lang={htmlLang[lang]} className={`${oswald.variable} ${editionScript[lang]}`.trim()}>
      <body>
        {/* One element for the whole page: Headless UI counts the body's other children as part of an open menu, so a click on them would not close it. */}
        <div className="flex min-h-dvh flex-col">
          <FontFaces faces={editionFaces[lang]} />
          <SkipLink label={ed.words.common.skipToContent} />
          <SiteHeader ed={ed} />
          <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
            {children}
          </main>
          <SiteFooter ed={ed} />
          <ScrollToTop label={ed.words.site.scrollToTop} />
        </div>
      </body>
    </html>
  );
}
