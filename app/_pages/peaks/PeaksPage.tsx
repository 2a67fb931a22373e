import { SiteLink } from '@/components/site/SiteLink';
import type { Room } from '@/app/_pages/routeFactory';
import { JsonLdScript } from '@/components/site/JsonLdScript';
import { PageHeader } from '@/components/site/PageHeader';
import { Section } from '@/components/site/Section';
import type { Edition } from '@/lib/edition';
import { pageMetadata } from '@/lib/pageMetadata';
import { peaksByRegion } from '@/lib/peaks';
import { routes } from '@/lib/routes';
import { peakListJsonLd } from '@/lib/structuredData';
import { PeakCard } from './PeakCard';
import { archiveCount } from '@/lib/expeditions';

export function PeaksPage({ ed }: { ed: Edition }) {
  const w = ed.words.peaks;
  const groups = peaksByRegion(ed.expeditions.all, ed.peaks, (e) => ed.peaksOf(e).map((peak) => peak.id));
  const listed = groups.flatMap((group) => group.peaks.map(({ peak }) => ({ id: peak.id, name: peak.name, kind: peak.kind })));
  const glaciers = listed.filter((peak) => peak.kind === 'glacier').length;

  return (
    <>
      <JsonLdScript data={peakListJsonLd(ed, w.title, listed)} />
      <PageHeader ed={ed} title={w.title} trail={[{ label: w.breadcrumb }]} lead={w.lead} />
      <div className="container-page py-10 sm:py-14">
        <div className="max-w-prose space-y-3 text-slate-800">
          <p className="font-semibold text-navy-900">{w.summary(listed.length - glaciers, glaciers)}</p>
          <p>
            {w.heightsNote}{' '}
            <SiteLink href={ed.path(routes.records)} className="link">
              {w.recordsLink}
            </SiteLink>
          </p>
        </div>
        <div className="mt-10 space-y-12">
          {groups.map((group, index) => {
            const region = ed.label.region(group.region) ?? w.regionUnknown;
            return (
              <Section key={region} id={`region-${index + 1}`} heading={region} size="page" className="break-inside-avoid-page">
                <ul aria-label={w.regionListLabel(region)} className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                  {group.peaks.map(({ peak, visits }) => (
                    <li key={peak.id} className="flex">
                      <PeakCard ed={ed} peak={peak} visits={visits} />
                    </li>
                  ))}
                </ul>
              </Section>
            );
          })}
        </div>
      </div>
    </>
  );
}

/** The peaks index (/peaks/): words in content/<lang>/peaks.ts, peaks in content/peaks/, visits computed from content/expeditions/. */
export const peaksRoom: Room = {
  metadata: (ed) => pageMetadata(ed, { title: ed.words.peaks.title, description: ed.words.peaks.description(archiveCount.firstYear, archiveCount.lastYear), path: routes.peaks }),
  Page: PeaksPage,
};
