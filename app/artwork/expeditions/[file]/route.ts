import { expeditionArtSvg } from '@/lib/artwork/expeditionArt';
import { allExpeditions, englishLabels } from '@/lib/expeditions';
import { artworkVariants, hrefs } from '@/lib/routes';
import { staticFileRoute } from '@/lib/staticFileRoute';

// Every illustration is written to out/artwork/expeditions/ at build time; there is no server.
export const dynamic = 'force-static';
export const dynamicParams = false;

// Two files per expedition: labelled for English pages, without text for the other editions' (lib/expeditions › artworkImage).
export const { generateStaticParams, GET } = staticFileRoute({
  items: () => allExpeditions.flatMap((expedition) => artworkVariants.map((labelled) => ({ expedition, labelled }))),
  href: ({ expedition, labelled }) => hrefs.artwork(expedition.slug, labelled),
  render: ({ expedition, labelled }) => expeditionArtSvg(expedition, { labelled, peakName: englishLabels.peaks(expedition) }),
  contentType: 'image/svg+xml; charset=utf-8',
});
