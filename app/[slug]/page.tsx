import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { ExpeditionReport } from '@/components/ExpeditionReport/ExpeditionReport';
import { PageHeader } from '@/components/PageHeader/PageHeader';
import { ResultBadge } from '@/components/ResultBadge/ResultBadge';
import {
  expeditionTitle,
  expeditionWhen,
  reportBySlug,
  reportDescription,
  reportHref,
  reportPageTitle,
  reportSlugs,
  resultCategory,
  resultText,
} from '@/lib/expeditions';
import { words } from '@/lib/content/words';
import { pageMetadata } from '@/lib/pageMetadata';
import { JsonLdScript } from '@/components/StructuredData/JsonLdScript';
import { expeditionJsonLd } from '@/lib/structuredData';
import { routes } from '@/lib/routes';
// One page per report slug, old spellings included; any other path is the 404 page.
export const dynamicParams = false;

export function generateStaticParams() {
  return reportSlugs.map(({ slug }) => ({ slug }));
}

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const report = reportBySlug((await params).slug);
  if (!report) return {};
  return pageMetadata({
    title: reportPageTitle(report.expedition),
    description: reportDescription(report.expedition),
    path: reportHref(report.slug),
    canonicalPath: reportHref(report.canonicalSlug),
  });
}

export default async function Page({ params }: Props) {
  const report = reportBySlug((await params).slug);
  if (!report) notFound();
  const e = report.expedition;
  const title = expeditionTitle(e);
  const eyebrow = [expeditionWhen(e), e.region].filter(Boolean).join(' · ');

  return (
    <>
      <JsonLdScript data={expeditionJsonLd(e)} />
      <PageHeader
        title={title}
        eyebrow={eyebrow}
        trail={[{ label: words.records.report.breadcrumbBack, href: routes.expeditionReport }, { label: words.records.report.breadcrumbCurrent(e.peak, e.year) }]}
        lead={
          <span className="flex flex-wrap items-center gap-3">
            <span className="rounded-full bg-white">
              <ResultBadge category={resultCategory(e)} text={resultText(e)} />
            </span>
            {e.area && <span>{e.area}</span>}
          </span>
        }
      />
      {report.isLegacy && (
        <div className="container-page pt-8">
          <p className="rounded-lg bg-sky-200/50 px-4 py-3 text-navy-900 ring-1 ring-navy-700/20">
            {words.records.report.legacyBefore(e.year)}
            <Link href={reportHref(report.canonicalSlug)} className="link">
              {words.records.report.legacyLink}
            </Link>
            {words.records.report.legacyAfter}
          </p>
        </div>
      )}
      <ExpeditionReport expedition={e} />
    </>
  );
}
