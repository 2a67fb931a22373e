import type { Metadata } from 'next';
import { SiteLink } from '@/components/site/SiteLink';
import { notFound } from 'next/navigation';
import type { SlugRoom } from '@/app/_pages/routeFactory';
import { CorrectionNote } from '@/components/club/CorrectionNote';
import { PhotoGrid } from '@/components/photo/PhotoGrid';
import type { ZoomPhoto } from '@/components/photo/types';
import { JsonLdScript } from '@/components/site/JsonLdScript';
import { PageHeader } from '@/components/site/PageHeader';
import { Section } from '@/components/site/Section';
import { inBuildScope } from '@/lib/buildScope';
import type { Edition } from '@/lib/edition';
import { expeditionPhotos } from '@/lib/gallery';
import { pageMetadata } from '@/lib/pageMetadata';
import { peakById, peaks, referenceHeightOf, sourceKeysOfPeak } from '@/lib/peaks';
import { hrefs, routes } from '@/lib/routes';
import type { Expedition } from '@/lib/schema/expedition';
import { mountainJsonLd } from '@/lib/structuredData';
import { PeakHeights } from './PeakHeights';
import { PeakAmbiguity, PeakFirstAscents, PeakNotes } from './PeakHistory';
import { PeakIdentifiers } from './PeakIdentifiers';
import { PeakNames } from './PeakNames';
import { coordinatesLabel, PeakPlace } from './PeakPlace';
import { PeakSources } from './PeakSources';
import { PeakVisits } from './PeakVisits';

/** One page per peak of the registry (content/peaks/); the build checks an expedition went to each. */
export function peakStaticParams() {
  return inBuildScope(peaks, (peak) => hrefs.peak(peak.id)).map((peak) => ({ slug: peak.id }));
}

/** A peak's page (/peaks/<id>/): words in content/<lang>/peaks.ts, the peak in content/peaks/<id>.en.yml, its visits from content/expeditions/. */
export function peakMetadata(ed: Edition, id: string): Metadata {
  if (!peakById(id)) return {};
  const { name } = ed.peak(id);
  const visits = ed.visitsOf(id);
  const w = ed.words.peak;
  return pageMetadata(ed, {
    title: w.pageTitle(name),
    description: w.pageDescription(name, visits.length, visits[0]!.year, visits.at(-1)!.year),
    path: hrefs.peak(id),
    data: hrefs.recordData('peak', id),
  });
}

/** The pictures of a peak's expeditions, expedition by expedition in table order: each one's own photos, then the gallery documents that name it. */
async function photosOf(ed: Edition, visits: readonly Expedition[]): Promise<ZoomPhoto[]> {
  // lead: shared expedition photos (lib/gallery's expeditionPhotos, as the report page shows them)
  return (await Promise.all(visits.map((e) => expeditionPhotos(ed, e)))).flat();
}

export async function PeakPage({ ed, slug: id }: { ed: Edition; slug: string }) {
  // The id comes from the URL: only the registry's ids have a page. The English entry's name is
  // the glossary's key to the peak's name in every language.
  const english = peakById(id);
  if (!english) notFound();
  const w = ed.words.peak;
  const peak = ed.peak(id);
  const visits = ed.visitsOf(id);
  const region = ed.label.region(visits.find((e) => e.region)?.region);
  const reference = referenceHeightOf(peak);
  const height = reference ? ed.format.height(reference.m, reference.ft) : undefined;
  const kind = reference?.club ? ed.words.peaks.heightKinds.club : ed.words.peaks.heightKinds.reference;
  const photos = await photosOf(ed, visits);

  return (
    <>
      <JsonLdScript
        data={mountainJsonLd(ed, peak, {
          englishName: english.name,
          region,
          reports: visits.map((e) => ({ slug: e.slug, name: ed.label.titleWithYear(e) })),
        })}
      />
      <PageHeader
        ed={ed}
        title={peak.name}
        eyebrow={[peak.kind === 'glacier' ? ed.words.peaks.glacier : undefined, region].filter(Boolean).join(' · ') || undefined}
        trail={[{ label: ed.words.peaks.breadcrumb, href: ed.path(routes.peaks) }, { label: peak.name }]}
        lead={height ? `${height} · ${kind}` : ed.words.peaks.heightUnknown}
      />
      <div className="container-page py-10 sm:py-14">
        <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_18rem] xl:gap-14">
          {/* The club's own expeditions lead; what the sources say of the peak follows. */}
          <div className="min-w-0 space-y-12">
            <PeakVisits ed={ed} peakName={peak.name} visits={visits} />
            {photos.length > 0 && (
              <Section id="photos" heading={w.photosHeading}>
                <div className="mt-4">
                  <PhotoGrid photos={photos} columns={3} showTitles label={w.photosLabel(peak.name)} words={ed.words.photo} />
                </div>
              </Section>
            )}
            <PeakHeights ed={ed} peak={peak} />
            <PeakAmbiguity ed={ed} peak={peak} />
            <PeakNames ed={ed} peak={peak} englishName={english.name} />
            <PeakPlace ed={ed} peak={peak} />
            <PeakIdentifiers ed={ed} peak={peak} />
            <PeakFirstAscents ed={ed} peak={peak} />
            <PeakNotes ed={ed} peak={peak} />
            <PeakSources ed={ed} sourceKeys={sourceKeysOfPeak(peak)} />
            <CorrectionNote
              ed={ed}
              id="correction"
              record={{ kind: 'peak', key: id, name: peak.name, path: hrefs.peak(id) }}
              intro={ed.words.correction.intro.peak(peak.name)}
            />
          </div>

          <aside aria-label={w.asideLabel} className="lg:sticky lg:top-24 lg:self-start print:static">
            <div className="card p-5">
              <h2 className="text-xl font-semibold">{w.asideLabel}</h2>
              <dl className="mt-4 space-y-3 text-sm">
                <div>
                  <dt className="font-semibold text-navy-800">{w.heightLabel}</dt>
                  <dd className="text-slate-700">{height ? `${height} (${kind})` : ed.words.peaks.heightUnknown}</dd>
                </div>
                {peak.location?.range && (
                  <div>
                    <dt className="font-semibold text-navy-800">{w.rangeLabel}</dt>
                    <dd className="text-slate-700">{peak.location.range}</dd>
                  </div>
                )}
                {peak.coordinates && (
                  <div>
                    <dt className="font-semibold text-navy-800">{w.coordinatesLabel}</dt>
                    <dd className="text-slate-700">{coordinatesLabel(ed, peak.coordinates)}</dd>
                  </div>
                )}
                <div>
                  <dt className="font-semibold text-navy-800">{w.visitsHeading}</dt>
                  <dd className="text-slate-700">{w.visitsCount(visits.length)}</dd>
                </div>
              </dl>
              <ul className="mt-5 space-y-2 border-t border-navy-900/10 pt-4 text-sm">
                <li>
                  <SiteLink href={ed.path(routes.peaks)} className="link">
                    {w.allPeaksLink}
                  </SiteLink>
                </li>
                <li>
                  <SiteLink href={ed.path(routes.records)} className="link">
                    {ed.words.peaks.recordsLink}
                  </SiteLink>
                </li>
              </ul>
            </div>
          </aside>
        </div>
      </div>
    </>
  );
}

export const peakRoom: SlugRoom = { metadata: peakMetadata, Page: PeakPage };
