import { allExpeditions } from '@/lib/expeditions';
import { expeditionSummaryPdf } from '@/lib/pdf/expeditionSummaryPdf';
import { staticFileRoute } from '@/lib/staticFileRoute';

// Every summary PDF is written to out/pdf/expeditions/ at build time; there is no server.
export const dynamic = 'force-static';
export const dynamicParams = false;

export const { generateStaticParams, GET } = staticFileRoute({
  items: () => allExpeditions,
  fileName: (expedition) => `${expedition.slug}.pdf`,
  render: expeditionSummaryPdf,
  contentType: 'application/pdf',
});
