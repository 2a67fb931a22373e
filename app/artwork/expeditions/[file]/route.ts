import { expeditionArtSvg } from '@/lib/artwork/expeditionArt';
import { allExpeditions, expeditionBySlug } from '@/lib/expeditions';

// Every illustration is written to out/artwork/expeditions/ at build time; there is no server.
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return allExpeditions.map((e) => ({ file: `${e.slug}.svg` }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const expedition = file.endsWith('.svg') ? expeditionBySlug(file.slice(0, -'.svg'.length)) : undefined;
  if (!expedition) return new Response('Not found', { status: 404 });
  return new Response(expeditionArtSvg(expedition), { headers: { 'Content-Type': 'image/svg+xml; charset=utf-8' } });
}
