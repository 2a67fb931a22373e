import { ogCards } from '@/lib/og/ogCards';
import { ogImage } from '@/lib/og/ogImage';

export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return ogCards().map((card) => ({ file: `${card.key}.png` }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const card = ogCards().find((c) => `${c.key}.png` === file);
  if (!card) return new Response('Not found', { status: 404 });
  return ogImage(card);
}
