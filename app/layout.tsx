import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import './globals.css';
import { oswald } from '@/lib/fonts';
import { club } from '@/lib/content/club';
import { words } from '@/lib/content/words';
import { SiteHeader } from '@/components/SiteHeader/SiteHeader';
import { SiteFooter } from '@/components/SiteFooter/SiteFooter';
import { SkipLink } from '@/components/SkipLink/SkipLink';
import { ScrollToTop } from '@/components/ScrollToTop/ScrollToTop';

export const metadata: Metadata = {
  metadataBase: new URL(club.siteUrl),
  title: { default: `${club.name} (${club.shortName})`, template: words.pages.titleTemplate(club.shortName, club.address.town) },
  description: words.pages.siteDescription(club.name, club.address.town, club.address.district, club.address.state, club.foundedYear),
  applicationName: club.name,
  icons: { icon: '/icon.svg' },
  formatDetection: { telephone: false },
};

export const viewport: Viewport = {
  themeColor: '#0b1f3a',
  width: 'device-width',
  initialScale: 1,
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-IN" className={oswald.variable}>
      <body className="flex min-h-dvh flex-col">
        <SkipLink />
        <SiteHeader />
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          {children}
        </main>
        <SiteFooter />
        <ScrollToTop />
      </body>
    </html>
  );
}
