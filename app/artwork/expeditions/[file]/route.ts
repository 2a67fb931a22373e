import { expeditionArtSvg } from '@/lib/artwork/expeditionArt';
import { allExpeditions } from '@/lib/expeditions';
import { artworkLabelled, artworkLangs, hrefs } from '@/lib/routes';
import { staticFileRoute } from '@/lib/staticFileRoute';

// Every illustration is written to out/artwork/expeditions/ at build time; there is no server.
export const dynamic = 'force-static';
export const dynamicParams = false;

// One file per expedition and edition: labelled for English pages, without text for Bengali ones.
export const { generateStaticParams, GET } = staticFileRoute({
  items: () => allExpeditions.flatMap((expedition) => artworkLangs.map((lang) => ({ expedition, lang }))),
  href: ({ expedition, lang }) => hrefs.artwork(lang, expedition.slug),
  render: ({ expedition, lang }) => expeditionArtSvg(expedition, { labelled: artworkLabelled[lang] }),
  contentType: 'image/svg+xml; charset=utf-8',
});
