import { expeditionArtSvg } from '@/lib/artwork/expeditionArt';
import { allExpeditions, artworkHref } from '@/lib/expeditions';
import { staticFileRoute } from '@/lib/staticFileRoute';

// Every illustration is written to out/artwork/expeditions/ at build time; there is no server.
export const dynamic = 'force-static';
export const dynamicParams = false;

// Two files per expedition: labelled for English pages, unlabelled for Bengali ones (see artworkHref).
export const { generateStaticParams, GET } = staticFileRoute({
  items: () => allExpeditions.flatMap((expedition) => [{ expedition, lang: 'en' as const }, { expedition, lang: 'bn' as const }]),
  fileName: ({ expedition, lang }) => artworkHref(expedition.slug, lang).split('/').pop()!,
  render: ({ expedition, lang }) => expeditionArtSvg(expedition, { labelled: lang === 'en' }),
  contentType: 'image/svg+xml; charset=utf-8',
});
