import { allExpeditions, expeditionBySlug } from '@/lib/expeditions';
import { expeditionSummaryPdf } from '@/lib/pdf/expeditionSummaryPdf';

// Every summary PDF is written to out/pdf/expeditions/ at build time; there is no server.
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return allExpeditions.map((e) => ({ file: `${e.slug}.pdf` }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const expedition = file.endsWith('.pdf') ? expeditionBySlug(file.slice(0, -'.pdf'.length)) : undefined;
  if (!expedition) return new Response('Not found', { status: 404 });
  const bytes = await expeditionSummaryPdf(expedition);
  return new Response(Buffer.from(bytes), { headers: { 'Content-Type': 'application/pdf' } });
}
