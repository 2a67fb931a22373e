import { SiteLink } from '@/components/site/SiteLink';
import type { Room } from '@/app/_pages/routeFactory';
import { JsonLdScript } from '@/components/site/JsonLdScript';
import { PageHeader } from '@/components/site/PageHeader';
import type { Edition } from '@/lib/edition';
import { pageMetadata } from '@/lib/pageMetadata';
import { hrefs, routes } from '@/lib/routes';
import { pageListJsonLd } from '@/lib/structuredData';
import { archiveYears, archiveYearsOf } from '@/lib/years';

/** The years index (/years/): words in content/<lang>/years.ts, the years from content/expeditions/ and content/events/. */
export function YearsPage({ ed }: { ed: Edition }) {
  const w = ed.words.years;
  const years = archiveYearsOf(ed.expeditions.all, ed.events);
  return (
    <>
      <JsonLdScript
        data={pageListJsonLd(ed, {
          name: w.listName(ed.club.name),
          path: routes.years,
          items: years.map(({ year }) => ({ name: ed.words.year.heading(year), path: hrefs.year(year) })),
        })}
      />
      <PageHeader ed={ed} title={w.title} trail={[{ label: w.breadcrumb }]} lead={w.lead} />
      <div className="container-page py-10 sm:py-14">
        {/* A wrapped grid of small cards: two a row on a phone, so the thirty-odd years are a few screens, not thirty. */}
        <ul aria-label={w.listLabel} className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5" data-years>
          {years.map(({ year, expeditions, events }) => (
            <li key={year} className="flex">
              <SiteLink href={ed.path(hrefs.year(year))} className="card-link flex w-full flex-col p-3 sm:p-4" data-year={year}>
                <span className="font-display text-2xl font-semibold text-navy-900">{ed.words.year.heading(year)}</span>
                <span className="mt-1 text-sm text-slate-700">
                  {[...new Set(expeditions.map((e) => ed.label.peaks(e)))].join(', ')}
                  {expeditions.length > 0 && events.length > 0 && ' · '}
                  {events.length > 0 && w.events(events.length)}
                </span>
              </SiteLink>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}

export const yearsRoom: Room = {
  metadata: (ed) => pageMetadata(ed, { title: ed.words.years.title, description: ed.words.years.description(archiveYears[0]!, archiveYears.at(-1)!), path: routes.years }),
  Page: YearsPage,
};
