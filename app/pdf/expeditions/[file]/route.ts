import { edition } from '@/lib/edition';
import { langs } from '@/lib/i18n/lang';
import { expeditionSummaryPdf } from '@/lib/pdf/expeditionSummaryPdf';
import { editionFile, hrefs } from '@/lib/routes';
import { staticFileRoute } from '@/lib/staticFileRoute';

// Every expedition's summary PDF in every edition, written to out/pdf/expeditions/ at build time
// (`Everest-2010.pdf`, its Bengali twin `Everest-2010.bn.pdf`); there is no server.
export const dynamic = 'force-static';
export const dynamicParams = false;

export const { generateStaticParams, GET } = staticFileRoute({
  items: () => langs.flatMap((lang) => edition(lang).expeditions.all.map((expedition) => ({ ed: edition(lang), expedition }))),
  href: ({ ed, expedition }) => editionFile(ed.locale, hrefs.reportPdf(expedition.slug)),
  render: ({ ed, expedition }) => expeditionSummaryPdf(ed, expedition),
  contentType: 'application/pdf',
});
