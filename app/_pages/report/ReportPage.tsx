import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import type { SlugRoom } from '@/app/_pages/routeFactory';
import { ResultBadge } from '@/components/expedition/ResultBadge';
import { JsonLdScript } from '@/components/site/JsonLdScript';
import { PageHeader } from '@/components/site/PageHeader';
import { edition } from '@/lib/edition';
import {
  expeditionTitle,
  expeditionWhen,
  regionIn,
  reportDescription,
  reportPageTitle,
  reportSlugs,
  resultCategory,
  resultText,
} from '@/lib/expeditions';
import { BASE_LANG, type Lang } from '@/lib/i18n/lang';
import { pageMetadata } from '@/lib/pageMetadata';
import { hrefs } from '@/lib/routes';
import { expeditionJsonLd } from '@/lib/structuredData';
import { ExpeditionReport } from './ExpeditionReport';

/** One page per report slug, old spellings included (both editions use the same slugs). */
export function reportStaticParams() {
  return reportSlugs.map(({ slug }) => ({ slug }));
}

/** A report page (/<slug>/): words in content/<lang>/report.ts, the record in content/expeditions.ts. */
export function reportMetadata(lang: Lang, slug: string): Metadata {
  const report = edition(lang).expeditions.report(slug);
  if (!report) return {};
  return pageMetadata({
    lang,
    title: reportPageTitle(lang, report.expedition),
    description: reportDescription(lang, report.expedition),
    path: hrefs.report(BASE_LANG, report.slug),
    canonicalPath: hrefs.report(BASE_LANG, report.canonicalSlug),
  });
}

export function ReportPage({ lang, slug }: { lang: Lang; slug: string }) {
  const ed = edition(lang);
  const report = ed.expeditions.report(slug);
  if (!report) notFound();
  const w = ed.words.report;
  const e = report.expedition;
  const title = expeditionTitle(lang, e);
  const eyebrow = [expeditionWhen(lang, e), regionIn(lang, e.region)].filter(Boolean).join(' · ');

  return (
    <>
      <JsonLdScript data={expeditionJsonLd(lang, e)} />
      <PageHeader
        ed={ed}
        title={title}
        eyebrow={eyebrow}
        trail={[{ label: w.breadcrumbBack, href: hrefs.page(ed.lang, 'expeditionReport') }, { label: w.breadcrumbCurrent(e.peak, e.year) }]}
        lead={
          <span className="flex flex-wrap items-center gap-3">
            <span className="rounded-full bg-white">
              <ResultBadge category={resultCategory(e)} text={resultText(lang, e)} />
            </span>
            {e.area && <span>{e.area}</span>}
          </span>
        }
      />
      {report.isLegacy && (
        <div className="container-page pt-8">
          <p className="rounded-lg bg-sky-200/50 px-4 py-3 text-navy-900 ring-1 ring-navy-700/20">
            {w.legacyBefore(e.year)}
            <Link href={hrefs.report(lang, report.canonicalSlug)} className="link">
              {w.legacyLink}
            </Link>
            {w.legacyAfter}
          </p>
        </div>
      )}
      <ExpeditionReport ed={ed} expedition={e} />
    </>
  );
}

export const reportRoom: SlugRoom = { metadata: reportMetadata, Page: ReportPage };
