import { edition } from '@/lib/edition';
import { allExpeditions } from '@/lib/expeditions';
import { BASE_LANG } from '@/lib/i18n/lang';
import { expeditionSummaryPdf } from '@/lib/pdf/expeditionSummaryPdf';
import { hrefs } from '@/lib/routes';
import { staticFileRoute } from '@/lib/staticFileRoute';

// Every summary PDF is written to out/pdf/expeditions/ at build time, in English; there is no server.
export const dynamic = 'force-static';
export const dynamicParams = false;

export const { generateStaticParams, GET } = staticFileRoute({
  items: () => allExpeditions,
  href: (expedition) => hrefs.reportPdf(expedition.slug),
  render: (expedition) => expeditionSummaryPdf(edition(BASE_LANG), expedition),
  contentType: 'application/pdf',
});
