import type { Metadata } from 'next';
import { SiteLink } from '@/components/site/SiteLink';
import { notFound } from 'next/navigation';
import type { SlugRoom } from '@/app/_pages/routeFactory';
import { ResultBadge } from '@/components/expedition/ResultBadge';
import { JsonLdScript } from '@/components/site/JsonLdScript';
import { PageHeader } from '@/components/site/PageHeader';
import { inBuildScope } from '@/lib/buildScope';
import type { Edition } from '@/lib/edition';
import { reportDescription, reportPageTitle, reportSlugs, resultCategory } from '@/lib/expeditions';
import { expeditionPhotos } from '@/lib/gallery';
import { pageMetadata } from '@/lib/pageMetadata';
import { hrefs, routes } from '@/lib/routes';
import { expeditionJsonLd } from '@/lib/structuredData';
import { ExpeditionReport } from './ExpeditionReport';

/** One page per report slug, old spellings included (both editions use the same slugs). */
export function reportStaticParams() {
  return inBuildScope(reportSlugs, ({ slug }) => hrefs.report(slug)).map(({ slug }) => ({ slug }));
}

/** A report page (/<slug>/): words in content/<lang>/report.ts, the record in content/expeditions/<slug>.en.yml. */
export function reportMetadata(ed: Edition, slug: string): Metadata {
  const report = ed.expeditions.report(slug);
  if (!report) return {};
  return pageMetadata(ed, {
    title: reportPageTitle(ed, report.expedition),
    description: reportDescription(ed, report.expedition),
    path: hrefs.report(report.slug),
    canonicalPath: hrefs.report(report.canonicalSlug),
    data: hrefs.recordData('expedition', report.canonicalSlug),
  });
}

export async function ReportPage({ ed, slug }: { ed: Edition; slug: string }) {
  const report = ed.expeditions.report(slug);
  if (!report) notFound();
  const w = ed.words.report;
  const e = report.expedition;
  const photos = await expeditionPhotos(ed, e);
  const eyebrow = [ed.label.when(e), ed.label.region(e.region)].filter(Boolean).join(' · ');

  return (
    <>
      <JsonLdScript data={expeditionJsonLd(ed, e)} />
      <PageHeader
        ed={ed}
        title={ed.label.title(e)}
        eyebrow={eyebrow}
        trail={[{ label: w.breadcrumbBack, href: ed.path(routes.expeditionReport) }, { label: w.breadcrumbCurrent(ed.label.peaks(e), e.year) }]}
        lead={
          <span className="flex flex-wrap items-center gap-3">
            <span className="rounded-full bg-white">
              <ResultBadge category={resultCategory(e)} text={ed.label.result(e)} />
            </span>
            {e.area && <span>{e.area}</span>}
          </span>
        }
      />
      {report.isLegacy && (
        <div className="container-page pt-8">
          <p className="rounded-lg bg-sky-200/50 px-4 py-3 text-navy-900 ring-1 ring-navy-700/20">
            {w.legacyBefore(e.year)}
            <SiteLink href={ed.path(hrefs.report(report.canonicalSlug))} className="link">
              {w.legacyLink}
            </SiteLink>
            {w.legacyAfter}
          </p>
        </div>
      )}
      <ExpeditionReport ed={ed} expedition={e} photos={photos} />
    </>
  );
}

export const reportRoom: SlugRoom = { metadata: reportMetadata, Page: ReportPage };
