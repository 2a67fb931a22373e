import { allExpeditions } from '@/lib/expeditions';
import { expeditionSummaryPdf } from '@/lib/pdf/expeditionSummaryPdf';
import { hrefs } from '@/lib/routes';
import { staticFileRoute } from '@/lib/staticFileRoute';

// Every summary PDF is written to out/pdf/expeditions/ at build time; there is no server.
export const dynamic = 'force-static';
export const dynamicParams = false;

export const { generateStaticParams, GET } = staticFileRoute({
  items: () => allExpeditions,
  href: (expedition) => hrefs.reportPdf(expedition.slug),
  render: expeditionSummaryPdf,
  contentType: 'application/pdf',
});
