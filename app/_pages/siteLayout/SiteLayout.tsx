import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { edition } from '@/lib/edition';
import { oswald } from '@/lib/fonts/oswald';
import { scriptFaces, type SubsetFaceKey } from '@/lib/fonts/subsetFaces';
import { BASE_LANG, locales, otherLangs, type Lang } from '@/lib/i18n/lang';
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

const scriptFaceOf = (lang: Lang) => scriptFaces[locales[lang].script];

/** The class a block in an edition's language takes, by its script (`lang-bn` sets the Bengali type, app/globals.css); the 404 page holds every edition. */
export function editionScript(lang: Lang): string {
  return scriptFaceOf(lang)?.className ?? '';
}

/**
 * The subset faces a page of an edition draws with (lib/fonts/subsetFaces.ts): its script's face,
 * and for the links to the other editions, the one-word face of each name written in another
 * script. English pages get only the face of `বাংলা`, so they never download the Bengali face.
 */
export function editionFaces(lang: Lang): SubsetFaceKey[] {
  const own = scriptFaceOf(lang);
  const names = otherLangs(lang)
    .map(scriptFaceOf)
    .filter((face) => face !== undefined && face !== own)
    .map((face) => face!.nameFace);
  return [...new Set([...(own ? [own.face] : []), ...names])];
}

/** Every subset face, for a page that holds every edition (the 404 page). */
export const allEditionFaces: SubsetFaceKey[] = [...new Set(Object.values(scriptFaces).flatMap((face) => [face!.face, face!.nameFace]))];

/** The document of one edition: `<html lang>`, its fonts, header, main and footer. */
export function SiteLayout({ lang, children }: { lang: Lang; children: ReactNode }) {
  const ed = edition(lang);
  return (
    <html lang={locales[lang].htmlLang} className={`${oswald.variable} ${editionScript(lang)}`.trim()}>
      <body>
        {/* One element for the whole page: Headless UI counts the body's other children as part of an open menu, so a click on them would not close it. */}
        <div className="flex min-h-dvh flex-col">
          <FontFaces preloaded={editionFaces(lang)} declared={allEditionFaces} />
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
