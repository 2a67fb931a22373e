import { edition } from '@/lib/edition';
import { BASE_LANG } from '@/lib/i18n/lang';
import { ogCards } from '@/lib/og/ogCards';
import { ogImage } from '@/lib/og/ogImage';
import { hrefs } from '@/lib/routes';
import { staticFileRoute } from '@/lib/staticFileRoute';

// One social card per page, rendered to out/og/<key>.png at build time (English: next/og cannot shape Bengali).
export const dynamic = 'force-static';
export const dynamicParams = false;

export const { generateStaticParams, GET } = staticFileRoute({
  items: () => ogCards(edition(BASE_LANG)),
  href: (card) => hrefs.ogCard(card.pagePath),
  render: ogImage,
});
