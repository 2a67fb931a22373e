import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { bengali, oswald } from '@/lib/fonts';
import { clubIn, club as englishClub } from '@/lib/content/club';
import { wordsFor } from '@/lib/content/words';
import { htmlLang, type Lang } from '@/lib/i18n/lang';
import { SiteHeader } from '@/components/site/SiteHeader';
import { SiteFooter } from '@/components/site/SiteFooter';
import { SkipLink } from '@/components/site/SkipLink';
import { ScrollToTop } from '@/components/site/ScrollToTop';

/** The site's metadata defaults in one edition (pages add their own title, description and links). */
export function siteMetadata(lang: Lang): Metadata {
  const club = clubIn(lang);
  const say = wordsFor(lang).pages;
  return {
    metadataBase: new URL(englishClub.siteUrl),
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

/**
 * The document of one edition: `<html lang>`, its fonts (the Bengali face only in the Bengali
 * edition, so English pages never download it), header, main and footer.
 */
export function SiteLayout({ lang, children }: { lang: Lang; children: ReactNode }) {
  const fonts = lang === 'bn' ? `${oswald.variable} ${bengali.variable} lang-bn` : oswald.variable;
  return (
    <html lang={htmlLang[lang]} className={fonts}>
      <body className="flex min-h-dvh flex-col">
        <SkipLink lang={lang} />
        <SiteHeader lang={lang} />
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          {children}
        </main>
        <SiteFooter lang={lang} />
        <ScrollToTop lang={lang} />
      </body>
    </html>
  );
}
