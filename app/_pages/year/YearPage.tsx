import type { Metadata } from 'next';
import { SiteLink } from '@/components/site/SiteLink';
import { notFound } from 'next/navigation';
import type { SlugRoom } from '@/app/_pages/routeFactory';
import { ResultBadge } from '@/components/expedition/ResultBadge';
import { CommaList } from '@/components/site/CommaList';
import { JsonLdScript } from '@/components/site/JsonLdScript';
import { PageHeader } from '@/components/site/PageHeader';
import { Section } from '@/components/site/Section';
import { inBuildScope } from '@/lib/buildScope';
import type { Edition } from '@/lib/edition';
import { resultCategory } from '@/lib/expeditions';
import { pageMetadata } from '@/lib/pageMetadata';
import { hrefs, routes } from '@/lib/routes';
import type { ClubEvent } from '@/lib/schema/event';
import type { Expedition } from '@/lib/schema/expedition';
import { pageListJsonLd } from '@/lib/structuredData';
import { archiveYears, archiveYearsOf, neighbourYears, type ArchiveYear } from '@/lib/years';

/** One page per year with an expedition or a dated event (the same years in every edition). */
export function yearStaticParams() {
  return inBuildScope(archiveYears, (year) => hrefs.year(year)).map((year) => ({ slug: String(year) }));
}

/** The year a URL segment names, when the records hold it. */
function yearIn(ed: Edition, slug: string): ArchiveYear<Expedition, ClubEvent> | undefined {
  if (!/^\d{4}$/.test(slug)) return undefined;
  return archiveYearsOf(ed.expeditions.all, ed.events).find(({ year }) => year === Number(slug));
}

/** "2 expeditions, 1 event": what the records hold for the year. */
function partsOf(ed: Edition, { expeditions, events }: Pick<ArchiveYear<Expedition, ClubEvent>, 'expeditions' | 'events'>): string {
  const w = ed.words.years;
  return [expeditions.length > 0 ? w.expeditions(expeditions.length) : undefined, events.length > 0 ? w.events(events.length) : undefined].filter(Boolean).join(', ');
}

/** A year's page (/years/<yyyy>/): words in content/<lang>/year.ts, the records in content/expeditions/ and content/events/. */
export function yearMetadata(ed: Edition, slug: string): Metadata {
  const found = yearIn(ed, slug);
  if (!found) return {};
  const w = ed.words.year;
  return pageMetadata(ed, { title: w.pageTitle(found.year), description: w.pageDescription(ed.club.shortName, found.year, partsOf(ed, found)), path: hrefs.year(found.year) });
}

const dt = 'font-semibold text-navy-800';

function ExpeditionEntry({ ed, e }: { ed: Edition; e: Expedition }) {
  const w = ed.words.year;
  const leaders = (e.members ?? []).filter((member) => member.role === 'leader').map((member) => ed.person(member.person));
  const peaks = ed.peaksOf(e);
  return (
    <article className="card h-full p-4 sm:p-5" data-year-entry="expedition" data-slug={e.slug}>
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <span className="rounded-full bg-sky-200/70 px-2.5 py-0.5 font-semibold text-navy-800">{w.expedition}</span>
        <span className="font-semibold text-navy-800">{e.month ? ed.label.when(e) : w.monthUnknown}</span>
      </p>
      <h3 className="mt-2 text-xl font-semibold">
        <SiteLink href={ed.path(hrefs.report(e.slug))} className="link" aria-label={w.reportLink(ed.label.title(e))}>
          {ed.label.title(e)}
        </SiteLink>
      </h3>
      <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1.5 text-sm">
        <dt className={dt}>{w.peaks}</dt>
        <dd>
          <CommaList items={peaks} keyOf={(peak) => peak.id}>
            {(peak) => (
              <SiteLink href={ed.path(hrefs.peak(peak.id))} className="link">
                {peak.name}
              </SiteLink>
            )}
          </CommaList>
        </dd>
        <dt className={dt}>{w.result}</dt>
        <dd>
          <ResultBadge category={resultCategory(e)} text={ed.label.result(e)} />
        </dd>
        <dt className={dt}>{w.leader}</dt>
        <dd>
          {leaders.length > 0 ? (
            <CommaList items={leaders} keyOf={(person) => person.id}>
              {(person) => (
                <SiteLink href={ed.path(hrefs.person(person.id))} className="link">
                  {person.name}
                </SiteLink>
              )}
            </CommaList>
          ) : (
            w.leaderUnknown
          )}
        </dd>
      </dl>
    </article>
  );
}

function EventEntry({ ed, event }: { ed: Edition; event: ClubEvent }) {
  const w = ed.words.year;
  return (
    <article className="card h-full p-4 sm:p-5" data-year-entry="event" data-slug={event.slug}>
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <span className="rounded-full bg-summit-400/30 px-2.5 py-0.5 font-semibold text-navy-900">{ed.words.events.kind[event.kind]}</span>
        <time dateTime={event.startDate} className="font-semibold text-navy-800">
          {ed.format.date(event.startDate!)}
        </time>
      </p>
      <h3 className="mt-2 text-xl font-semibold">{event.title}</h3>
      <p className="mt-1 text-sm font-medium text-slate-600">{event.place}</p>
      <p className="mt-2 text-slate-700">{event.description}</p>
      <p className="mt-3 text-sm">
        <SiteLink href={ed.path(hrefs.eventEntry(event.slug))} className="link">
          {w.eventLink}
        </SiteLink>
      </p>
    </article>
  );
}

export function YearPage({ ed, slug }: { ed: Edition; slug: string }) {
  const found = yearIn(ed, slug);
  if (!found) notFound();
  const w = ed.words.year;
  const { year, entries } = found;
  const { previous, next } = neighbourYears(archiveYears, year);
  const items = entries.map((entry) =>
    entry.kind === 'expedition'
      ? { name: ed.label.titleWithYear(entry.expedition), path: hrefs.report(entry.expedition.slug) }
      : { name: entry.event.title, path: hrefs.eventEntry(entry.event.slug) },
  );
  return (
    <>
      <JsonLdScript data={pageListJsonLd(ed, { name: w.listName(ed.club.name, year), path: hrefs.year(year), items })} />
      <PageHeader
        ed={ed}
        title={w.heading(year)}
        trail={[{ label: ed.words.years.breadcrumb, href: ed.path(routes.years) }, { label: w.heading(year) }]}
        lead={w.lead(partsOf(ed, found))}
      />
      <div className="container-page py-10 sm:py-14">
        <Section id="in-date-order" heading={w.listHeading} size="hidden">
          <ol aria-label={w.listLabel(year)} className="grid gap-4 md:grid-cols-2">
            {entries.map((entry) => (
              <li key={`${entry.kind}-${entry.kind === 'expedition' ? entry.expedition.slug : entry.event.slug}`}>
                {entry.kind === 'expedition' ? <ExpeditionEntry ed={ed} e={entry.expedition} /> : <EventEntry ed={ed} event={entry.event} />}
              </li>
            ))}
          </ol>
        </Section>
        <nav aria-label={w.neighboursLabel} className="mt-10 flex flex-wrap items-center gap-x-6 gap-y-2 border-t border-navy-900/10 pt-6" data-pagefind-ignore="">
          {previous !== undefined && (
            <SiteLink href={ed.path(hrefs.year(previous))} rel="prev" className="link inline-flex min-h-11 items-center font-semibold">
              {w.previous(previous)}
            </SiteLink>
          )}
          <SiteLink href={ed.path(routes.years)} className="link inline-flex min-h-11 items-center">
            {w.allYears}
          </SiteLink>
          {next !== undefined && (
            <SiteLink href={ed.path(hrefs.year(next))} rel="next" className="link inline-flex min-h-11 items-center font-semibold">
              {w.next(next)}
            </SiteLink>
          )}
        </nav>
      </div>
    </>
  );
}

export const yearRoom: SlugRoom = { metadata: yearMetadata, Page: YearPage };
