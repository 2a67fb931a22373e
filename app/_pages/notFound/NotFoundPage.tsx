import type { Metadata } from 'next';
import { siteMetadata } from '@/app/_pages/siteLayout/SiteLayout';
import { FontFaces } from '@/components/site/FontFaces';
import { ScrollToTop } from '@/components/site/ScrollToTop';
import { SiteFooter } from '@/components/site/SiteFooter';
import { SiteHeader } from '@/components/site/SiteHeader';
import { SkipLink } from '@/components/site/SkipLink';
import { everyEdition } from '@/lib/edition';
import { oswald } from '@/lib/fonts/oswald';
import { allEditionFaces } from '@/lib/fonts/subsetFaces';
import { pathIn } from '@/lib/i18n/lang';
import { routes } from '@/lib/routes';
import { NotFoundBlock } from './NotFoundBlock';

/** The 404 page's title names it in every language; the rest is the base edition's. */
export function notFoundMetadata(): Metadata {
  const [base, ...others] = everyEdition();
  return {
    ...siteMetadata(base),
    title: [base, ...others].map((ed) => ed.words.notFound.title).join(' · '),
    description: base.words.notFound.description,
    robots: { index: false },
  };
}

/**
 * The one 404 page of every edition (out/404.html): English chrome, the message in English and
 * then in each other language. Several root layouts leave no single layout for a not-found page,
 * hence global-not-found (experimental.globalNotFound in next.config.ts).
 */
export function NotFoundPage() {
  const [base, ...others] = everyEdition();
  return (
    <html lang={base.locale.htmlLang} className={oswald.variable}>
      <body>
        {/*
          One element for the whole page: Headless UI counts the body's other children as part of an open menu, so a click on them would not close it.
          Its id is the footer's "back to top" target: the browser scrolls to it and the keyboard goes on from it (the skip link next).
        */}
        <div id="top" className="flex min-h-dvh flex-col">
          {/* The base edition's chrome (the language links' names) and a block in every language. */}
          <FontFaces preloaded={allEditionFaces} declared={allEditionFaces} />
          <SkipLink label={base.words.common.skipToContent} />
          <SiteHeader ed={base} switchHref={(lang) => pathIn(lang, routes.home)} />
          <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
            <NotFoundBlock ed={base} />
            {others.map((ed) => (
              <NotFoundBlock key={ed.lang} ed={ed} headingLevel="h2" />
            ))}
          </main>
          <SiteFooter ed={base} />
          {/* As on every page: the back-to-top button, and the mark that the page has hydrated. */}
          <ScrollToTop label={base.words.site.scrollToTop} />
        </div>
      </body>
    </html>
  );
}
