import type { Metadata } from 'next';
import './globals.css';
import { NotFoundBlock } from '@/app/_pages/notFound/NotFoundBlock';
import { siteMetadata, siteViewport } from '@/app/_pages/siteLayout/SiteLayout';
import { SiteFooter } from '@/components/site/SiteFooter';
import { SiteHeader } from '@/components/site/SiteHeader';
import { SkipLink } from '@/components/site/SkipLink';
import { wordsFor } from '@/lib/content/words';
import { bengali, oswald } from '@/lib/fonts';
import { htmlLang, pathIn } from '@/lib/i18n/lang';

const en = wordsFor('en').notFound;
const bn = wordsFor('bn').notFound;

export const metadata: Metadata = {
  ...siteMetadata('en'),
  title: `${en.title} · ${bn.title}`,
  description: en.description,
  robots: { index: false },
};

export const viewport = siteViewport;

/**
 * The one 404 page of both editions (out/404.html): English chrome, the message in English and
 * then in Bengali. Two root layouts leave no single layout for a not-found page, hence
 * global-not-found (experimental.globalNotFound in next.config.ts).
 */
export default function GlobalNotFound() {
  return (
    <html lang={htmlLang.en} className={`${oswald.variable} ${bengali.variable}`}>
      <body className="flex min-h-dvh flex-col">
        <SkipLink lang="en" />
        <SiteHeader lang="en" switchHref={pathIn('bn', '/')} />
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          <NotFoundBlock lang="en" />
          <NotFoundBlock lang="bn" headingLevel="h2" />
        </main>
        <SiteFooter lang="en" />
      </body>
    </html>
  );
}
