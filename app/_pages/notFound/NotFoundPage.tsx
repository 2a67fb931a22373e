import type { Metadata } from 'next';
import { siteMetadata } from '@/app/_pages/siteLayout/SiteLayout';
import { SiteFooter } from '@/components/site/SiteFooter';
import { SiteHeader } from '@/components/site/SiteHeader';
import { SkipLink } from '@/components/site/SkipLink';
import { edition } from '@/lib/edition';
import { oswald } from '@/lib/fonts/oswald';
import { FontFaces } from '@/components/site/FontFaces';
import { htmlLang } from '@/lib/i18n/lang';
import { hrefs } from '@/lib/routes';
import { NotFoundBlock } from './NotFoundBlock';

/** The 404 page's title names it in both languages; the rest is the English edition's. */
export function notFoundMetadata(): Metadata {
  const en = edition('en');
  const bn = edition('bn');
  return {
    ...siteMetadata('en'),
    title: `${en.words.notFound.title} · ${bn.words.notFound.title}`,
    description: en.words.notFound.description,
    robots: { index: false },
  };
}

/**
 * The one 404 page of both editions (out/404.html): English chrome, the message in English and
 * then in Bengali. Two root layouts leave no single layout for a not-found page, hence
 * global-not-found (experimental.globalNotFound in next.config.ts).
 */
export function NotFoundPage() {
  const en = edition('en');
  const bn = edition('bn');
  return (
    <html lang={htmlLang.en} className={oswald.variable}>
      <body>
        {/* One element for the whole page: Headless UI counts the body's other children as part of an open menu, so a click on them would not close it. */}
        <div className="flex min-h-dvh flex-col">
          {/* English chrome (the language link's word) and a Bengali block. */}
          <FontFaces faces={['languageName', 'bengali']} />
          <SkipLink label={en.words.common.skipToContent} />
          <SiteHeader ed={en} switchHref={hrefs.page('bn', 'home')} />
          <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
            <NotFoundBlock ed={en} />
            <NotFoundBlock ed={bn} headingLevel="h2" />
          </main>
          <SiteFooter ed={en} />
        </div>
      </body>
    </html>
  );
}
