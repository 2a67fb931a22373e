import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { SITE_URL } from '@/lib/content';
import type { Edition } from '@/lib/edition';
import { oswald } from '@/lib/fonts/oswald';
import { feedAlternate } from '@/lib/pageMetadata';
import { allEditionFaces, editionFaces, editionScript } from '@/lib/fonts/subsetFaces';
import { FontFaces } from '@/components/site/FontFaces';
import { SiteHeader } from '@/components/site/SiteHeader';
import { SiteFooter } from '@/components/site/SiteFooter';
import { SkipLink } from '@/components/site/SkipLink';
import { ScrollToTop } from '@/components/site/ScrollToTop';

/** The site's metadata defaults in one edition (pages add their own title, description and links). */
export function siteMetadata(ed: Edition): Metadata {
  const { club, words } = ed;
  const say = words.pages;
  return {
    metadataBase: new URL(SITE_URL),
    title: { default: `${club.name} (${club.shortName})`, template: say.titleTemplate(club.shortName, club.address.town) },
    description: say.siteDescription(club.name, club.address.town, club.address.district, club.address.state, club.foundedYear),
    applicationName: club.name,
    icons: { icon: '/icon.svg' },
    formatDetection: { telephone: false },
    alternates: { types: feedAlternate(ed) },
  };
}

export const siteViewport: Viewport = {
  themeColor: '#0b1f3a',
  width: 'device-width',
  initialScale: 1,
};

/** The document of one edition: `<html lang>`, its fonts, header, main and footer. */
export function SiteLayout({ ed, children }: { ed: Edition; children: ReactNode }) {
  return (
    <html lang={ed.locale.htmlLang} className={`${oswald.variable} ${editionScript(ed.locale)}`.trim()}>
      <body>
        {/*
          One element for the whole page: Headless UI counts the body's other children as part of an open menu, so a click on them would not close it.
          Its id is the footer's "back to top" target: the browser scrolls to it and the keyboard goes on from it (the skip link next).
        */}
        <div id="top" className="flex min-h-dvh flex-col">
          <FontFaces preloaded={editionFaces(ed.locale)} declared={allEditionFaces} />
          <SkipLink label={ed.words.common.skipToContent} />
          <SiteHeader ed={ed} />
          {/* The site search indexes the main content only (scripts/build-search-index.ts), never the header or footer. */}
          <main id="main" tabIndex={-1} className="flex-1 focus:outline-none" data-pagefind-body="">
            {children}
          </main>
          <SiteFooter ed={ed} />
          <ScrollToTop label={ed.words.site.scrollToTop} />
        </div>
      </body>
    </html>
  );
}
