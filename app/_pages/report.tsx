import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { ExpeditionReport } from '@/components/ExpeditionReport/ExpeditionReport';
import { PageHeader } from '@/components/PageHeader/PageHeader';
import { ResultBadge } from '@/components/ResultBadge/ResultBadge';
import {
  expeditionTitle,
  reportBySlugIn,
  regionIn,
  expeditionWhen,
  reportDescription,
  reportPageTitle,
  reportSlugs,
  resultCategory,
  resultText,
} from '@/lib/expeditions';
import { wordsFor } from '@/lib/content/words';
import { pathIn, type Lang } from '@/lib/i18n/lang';
import { pageMetadata } from '@/lib/pageMetadata';
import { JsonLdScript } from '@/components/StructuredData/JsonLdScript';
import { expeditionJsonLd } from '@/lib/structuredData';
import { hrefs, routes } from '@/lib/routes';
/** One page per report slug, old spellings included (both editions use the same slugs). */
export function reportStaticParams() {
  return reportSlugs.map(({ slug }) => ({ slug }));
}

export function reportMetadata(slug: string, lang: Lang): Metadata {
  const report = reportBySlugIn(lang, slug);
  if (!report) return {};
  return pageMetadata({
    lang,
    title: reportPageTitle(report.expedition, lang),
    description: reportDescription(report.expedition, undefined, lang),
    path: hrefs.report('en', report.slug),
    canonicalPath: hrefs.report('en', report.canonicalSlug),
  });
}

export function ReportPage({ slug, lang }: { slug: string; lang: Lang }) {
  const report = reportBySlugIn(lang, slug);
  if (!report) notFound();
  const words = wordsFor(lang);
  const e = report.expedition;
  const title = expeditionTitle(e, lang);
  const eyebrow = [expeditionWhen(e, lang), regionIn(lang, e.region)].filter(Boolean).join(' · ');

  return (
    <>
      <JsonLdScript data={expeditionJsonLd(e, lang)} />
      <PageHeader
        lang={lang}
        title={title}
        eyebrow={eyebrow}
        trail={[{ label: words.records.report.breadcrumbBack, href: pathIn(lang, routes.expeditionReport) }, { label: words.records.report.breadcrumbCurrent(e.peak, e.year) }]}
        lead={
          <span className="flex flex-wrap items-center gap-3">
            <span className="rounded-full bg-white">
              <ResultBadge category={resultCategory(e)} text={resultText(e, lang)} />
            </span>
            {e.area && <span>{e.area}</span>}
          </span>
        }
      />
      {report.isLegacy && (
        <div className="container-page pt-8">
          <p className="rounded-lg bg-sky-200/50 px-4 py-3 text-navy-900 ring-1 ring-navy-700/20">
            {words.records.report.legacyBefore(e.year)}
            <Link href={hrefs.report(lang, report.canonicalSlug)} className="link">
              {words.records.report.legacyLink}
            </Link>
            {words.records.report.legacyAfter}
          </p>
        </div>
      )}
      <ExpeditionReport expedition={e} lang={lang} />
    </>
  );
}
