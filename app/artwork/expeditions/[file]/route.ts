import { expeditionArtSvg } from '@/lib/artwork/expeditionArt';
import { allExpeditions } from '@/lib/expeditions';
import { staticFileRoute } from '@/lib/staticFileRoute';

// Every illustration is written to out/artwork/expeditions/ at build time; there is no server.
export const dynamic = 'force-static';
export const dynamicParams = false;

export const { generateStaticParams, GET } = staticFileRoute({
  items: () => allExpeditions,
  fileName: (expedition) => `${expedition.slug}.svg`,
  render: expeditionArtSvg,
  contentType: 'image/svg+xml; charset=utf-8',
});
