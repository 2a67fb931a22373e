import Link from 'next/link';
import type { Room } from '@/app/_pages/routeFactory';
import { JsonLdScript } from '@/components/site/JsonLdScript';
import { PageHeader } from '@/components/site/PageHeader';
import { peakIdsOfExpedition, peaksByRegion, peaksIn } from '@/lib/archive';
import { edition } from '@/lib/edition';
import { regionIn } from '@/lib/expeditions';
import type { Lang } from '@/lib/i18n/lang';
import { pageMetadata } from '@/lib/pageMetadata';
import { hrefs, routes } from '@/lib/routes';
import { peakListJsonLd } from '@/lib/structuredData';
import { PeakCard } from './PeakCard';

/** The peaks index (/peaks/): words in content/<lang>/peaks.ts, peaks in content/peaks.ts, visits computed from content/expeditions.ts. */
export function peaksMetadata(lang: Lang) {
  const w = edition(lang).words.peaks;
  return pageMetadata({ lang, title: w.title, description: w.description, path: routes.peaks });
}

export function PeaksPage({ lang }: { lang: Lang }) {
  const ed = edition(lang);
  const w = ed.words.peaks;
  const groups = peaksByRegion(ed.expeditions.all, peaksIn(lang), peakIdsOfExpedition);
  const listed = groups.flatMap((group) => group.peaks.map(({ peak }) => ({ id: peak.id, name: peak.name, kind: peak.kind })));
  const glaciers = listed.filter((peak) => peak.kind === 'glacier').length;

  return (
    <>
      <JsonLdScript data={peakListJsonLd(lang, w.title, listed)} />
      <PageHeader ed={ed} title={w.title} trail={[{ label: w.breadcrumb }]} lead={w.lead} />
      <div className="container-page py-10 sm:py-14">
        <div className="max-w-prose space-y-3 text-slate-800">
          <p className="font-semibold text-navy-900">{w.summary(listed.length - glaciers, glaciers)}</p>
          <p>
            {w.heightsNote}{' '}
            <Link href={hrefs.page(lang, 'records')} className="link">
              {w.recordsLink}
            </Link>
          </p>
        </div>
        <div className="mt-10 space-y-12">
          {groups.map((group, index) => {
            const region = group.region ? (regionIn(lang, group.region) ?? w.regionUnknown) : w.regionUnknown;
            const headingId = `region-${index + 1}`;
            return (
              <section key={region} aria-labelledby={headingId} className="break-inside-avoid-page">
                <h2 id={headingId} className="text-3xl font-semibold">
                  {region}
                </h2>
                <ul aria-label={w.regionListLabel(region)} className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                  {group.peaks.map(({ peak, visits }) => (
                    <li key={peak.id} className="flex">
                      <PeakCard ed={ed} peak={peak} visits={visits} />
                    </li>
                  ))}
                </ul>
              </section>
            );
          })}
        </div>
      </div>
    </>
  );
}

export const peaksRoom: Room = { metadata: peaksMetadata, Page: PeaksPage };
