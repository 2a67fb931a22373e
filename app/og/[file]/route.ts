import { edition } from '@/lib/edition';
import { langs } from '@/lib/i18n/lang';
import { ogCards } from '@/lib/og/ogCards';
import { ogImage } from '@/lib/og/ogImage';
import { hrefs } from '@/lib/routes';
import { staticFileRoute } from '@/lib/staticFileRoute';

// One social card per page of every edition, rendered to out/og/<key>.png at build time: the
// English page's key (`Everest-2010`), the Bengali twin's with its prefix (`bn_Everest-2010`).
export const dynamic = 'force-static';
export const dynamicParams = false;

export const { generateStaticParams, GET } = staticFileRoute({
  items: () => langs.flatMap((lang) => ogCards(edition(lang)).map((card) => ({ ed: edition(lang), card }))),
  href: ({ ed, card }) => hrefs.ogCard(ed.path(card.pagePath)),
  render: ({ ed, card }) => ogImage(ed, card),
  contentType: 'image/png',
});
