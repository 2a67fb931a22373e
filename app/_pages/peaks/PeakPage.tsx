import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import type { SlugRoom } from '@/app/_pages/routeFactory';
import { PhotoGrid } from '@/components/photo/PhotoGrid';
import type { ZoomPhoto } from '@/components/photo/types';
import { JsonLdScript } from '@/components/site/JsonLdScript';
import { PageHeader } from '@/components/site/PageHeader';
import { peakIdsOfExpedition, peakIn, peaks, referenceHeightOf, sourceKeysOfPeak, visitsByPeak } from '@/lib/archive';
import { edition, type Edition } from '@/lib/edition';
import { clubPhotosOf, expeditionTitle, regionIn } from '@/lib/expeditions';
import { galleryPhotosOf, galleryZoomPhotoIn } from '@/lib/gallery';
import { BASE_LANG, type Lang } from '@/lib/i18n/lang';
import { pageMetadata } from '@/lib/pageMetadata';
import type { Expedition } from '@/lib/schema/expedition';
import { hrefs } from '@/lib/routes';
import { mountainJsonLd } from '@/lib/structuredData';
import { PeakAmbiguity, PeakFirstAscents, PeakNotes } from './PeakHistory';
import { PeakHeights } from './PeakHeights';
import { PeakNames } from './PeakNames';
import { coordinatesLabel, PeakPlace } from './PeakPlace';
import { PeakSources } from './PeakSources';
import { PeakVisits } from './PeakVisits';

/** One page per peak of the registry (content/peaks.ts); the build checks an expedition went to each. */
export function peakStaticParams() {
  return peaks.map((peak) => ({ slug: peak.id }));
}

/** The club's expeditions to a peak, in table order, from the edition's records. */
function visitsOf(ed: Edition, id: string): readonly Expedition[] {
  return visitsByPeak(ed.expeditions.all, peaks, peakIdsOfExpedition).get(id) ?? [];
}

/** A peak's page (/peaks/<id>/): words in content/<lang>/peaks.ts, the peak in content/peaks.ts, its visits from content/expeditions.ts. */
export function peakMetadata(lang: Lang, id: string): Metadata {
  const ed = edition(lang);
  const peak = peakIn(lang, id);
  if (!peak) return {};
  const visits = visitsOf(ed, id);
  const w = ed.words.peaks;
  return pageMetadata({
    lang,
    title: w.pageTitle(peak.entry.name),
    description: w.pageDescription(peak.entry.name, visits.length, visits[0]!.year, visits.at(-1)!.year),
    path: hrefs.peak(BASE_LANG, id),
  });
}

/** The pictures of a peak's expeditions: each report's own photos, then the gallery documents that name it. */
async function photosOf(ed: Edition, visits: readonly Expedition[]): Promise<ZoomPhoto[]> {
  const perVisit = await Promise.all(
    visits.map(async (e) => {
      const title = ed.words.expedition.titleWithYear(expeditionTitle(ed.lang, e), e.year);
      const own = clubPhotosOf(e).map((photo) => ({ ...photo, title }));
      const gallery = (await galleryPhotosOf(e.slug)).map((item) => galleryZoomPhotoIn(ed.lang, item));
      return [...own, ...gallery];
    }),
  );
  return perVisit.flat();
}

export async function PeakPage({ lang, slug: id }: { lang: Lang; slug: string }) {
  const ed = edition(lang);
  const peak = peakIn(lang, id);
  if (!peak) notFound();
  const w = ed.words.peaks;
  const entry = peak.entry;
  const visits = visitsOf(ed, id);
  const region = regionIn(lang, visits.find((e) => e.region)?.region);
  const reference = referenceHeightOf(entry);
  const height = reference ? ed.format.height(reference.m, reference.ft) : undefined;
  const kind = reference?.club ? w.heightKinds.club : w.heightKinds.reference;
  const photos = await photosOf(ed, visits);

  return (
    <>
      <JsonLdScript
        data={mountainJsonLd(lang, entry, {
          englishName: peak.names[BASE_LANG],
          region,
          reports: visits.map((e) => ({ slug: e.slug, name: ed.words.expedition.titleWithYear(expeditionTitle(lang, e), e.year) })),
        })}
      />
      <PageHeader
        ed={ed}
        title={entry.name}
        eyebrow={[entry.kind === 'glacier' ? w.glacier : undefined, region].filter(Boolean).join(' · ') || undefined}
        trail={[{ label: w.breadcrumb, href: hrefs.page(lang, 'peaks') }, { label: entry.name }]}
        lead={height ? `${height} · ${kind}` : w.heightUnknown}
      />
      <div className="container-page py-10 sm:py-14">
        <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_18rem] xl:gap-14">
          <div className="min-w-0 space-y-12">
            <PeakHeights ed={ed} peak={entry} />
            <PeakAmbiguity ed={ed} peak={entry} />
            <PeakVisits ed={ed} peakName={entry.name} visits={visits} />
            {photos.length > 0 && (
              <section aria-labelledby="photos-heading">
                <h2 id="photos-heading" className="text-2xl font-semibold">
                  {w.photosHeading}
                </h2>
                <div className="mt-4">
                  <PhotoGrid photos={photos} columns={3} showTitles label={w.photosLabel(entry.name)} words={ed.words.photo} />
                </div>
              </section>
            )}
            <PeakNames ed={ed} peak={peak} />
            <PeakPlace ed={ed} peak={entry} />
            <PeakFirstAscents ed={ed} peak={entry} />
            <PeakNotes ed={ed} peak={entry} />
            <PeakSources ed={ed} sourceKeys={sourceKeysOfPeak(entry)} />
          </div>

          <aside aria-label={w.asideLabel} className="lg:sticky lg:top-24 lg:self-start print:static">
            <div className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-navy-900/10">
              <h2 className="text-xl font-semibold">{w.asideLabel}</h2>
              <dl className="mt-4 space-y-3 text-sm">
                <div>
                  <dt className="font-semibold text-navy-800">{w.heightLabel}</dt>
                  <dd className="text-slate-700">{height ? `${height} (${kind})` : w.heightUnknown}</dd>
                </div>
                {entry.location?.range && (
                  <div>
                    <dt className="font-semibold text-navy-800">{w.rangeLabel}</dt>
                    <dd className="text-slate-700">{entry.location.range}</dd>
                  </div>
                )}
                {entry.coordinates && (
                  <div>
                    <dt className="font-semibold text-navy-800">{w.coordinatesLabel}</dt>
                    <dd className="text-slate-700">{coordinatesLabel(ed, entry.coordinates)}</dd>
                  </div>
                )}
                <div>
                  <dt className="font-semibold text-navy-800">{w.visitsHeading}</dt>
                  <dd className="text-slate-700">{w.visitsCount(visits.length)}</dd>
                </div>
              </dl>
              <ul className="mt-5 space-y-2 border-t border-navy-900/10 pt-4 text-sm">
                <li>
                  <Link href={hrefs.page(lang, 'peaks')} className="link">
                    {w.allPeaksLink}
                  </Link>
                </li>
                <li>
                  <Link href={hrefs.page(lang, 'records')} className="link">
                    {w.recordsLink}
                  </Link>
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
