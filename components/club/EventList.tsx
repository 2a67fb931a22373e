import type { Edition } from '@/lib/edition';
import { CorrectionNote } from './CorrectionNote';
import { icsHref } from '@/lib/events/eventIcs';
import { splitEvents } from '@/lib/events/splitEvents';
import { courseFormLink } from '@/lib/pdf/courseFormLink';
import { hrefs } from '@/lib/routes';
import type { ClubEvent } from '@/lib/schema/event';

type HeadingLevel = 2 | 3;

function EventCard({ ed, event, titleLevel, past, correction }: { ed: Edition; event: ClubEvent; titleLevel: 3 | 4; past: boolean; correction: boolean }) {
  const Title = `h${titleLevel}` as const;
  const course = event.courseSlug ? ed.courses.find((candidate) => candidate.slug === event.courseSlug) : undefined;
  const form = course ? courseFormLink(ed, course) : undefined;
  // A calendar entry is offered only for an event still ahead: a past one would add a day that has gone.
  const calendarFile = past ? undefined : icsHref(event);
  const say = ed.words.events;
  const language = ed.words.language;
  return (
    <article id={event.slug} className={`flex h-full scroll-mt-24 flex-col rounded-xl p-5 shadow-sm ring-1 sm:p-6 ${past ? 'bg-white/60 ring-navy-900/5' : 'bg-white ring-navy-900/10'}`}>
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <span className="rounded-full bg-sky-200/70 px-2.5 py-0.5 font-semibold text-navy-800">{say.kind[event.kind]}</span>
        {past && <span className="rounded-full bg-slate-200 px-2.5 py-0.5 font-semibold text-slate-700">{say.pastBadge}</span>}
        {event.startDate ? (
          <span className="font-semibold text-navy-800">
            <time dateTime={event.startDate}>{ed.format.date(event.startDate)}</time>
            {event.endDate && event.endDate !== event.startDate && (
              <>
                {' – '}
                <time dateTime={event.endDate}>{ed.format.date(event.endDate)}</time>
              </>
            )}
          </span>
        ) : (
          <span className="font-semibold text-summit-700">{say.datesUnknown}</span>
        )}
      </p>
      {!event.startDate && course && <p className="mt-1 text-sm text-slate-600">{say.announcedIn(ed.format.monthYear(course.announced))}</p>}
      <Title className="mt-3 text-xl font-semibold sm:text-2xl">{event.title}</Title>
      <p className="mt-1 text-sm font-medium text-slate-600">{event.place}</p>
      <p className="mt-3 text-slate-700">{event.description}</p>
      <div className="mt-auto flex flex-wrap gap-3 pt-4">
        {form && (
          <a href={form.href} download className="button-primary">
            {form.inEdition ? say.downloadForm : language.englishOnlyFile(say.downloadForm)}
            <span className="sr-only"> {say.downloadFormFor(event.title)}</span>
          </a>
        )}
        {calendarFile && (
          <a href={calendarFile} download className="button-secondary">
            <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 fill-none stroke-current" strokeWidth="1.8">
              <rect x="3" y="4.5" width="14" height="12" rx="1.5" />
              <path d="M3 8.5h14M7 2.5v4M13 2.5v4" strokeLinecap="round" />
            </svg>
            {language.englishOnlyFile(say.addToCalendar)}
            <span className="sr-only">{say.addToCalendarFor(event.title)}</span>
          </a>
        )}
        {event.startDate && (
          // The page of the event's year, with the club's expeditions of that year.
          <a href={ed.path(hrefs.year(Number(event.startDate.slice(0, 4))))} className="inline-flex min-h-11 items-center font-semibold text-navy-700 underline decoration-navy-700/40 hover:decoration-navy-700" data-year-link>
            {say.yearLink(Number(event.startDate.slice(0, 4)))}
          </a>
        )}
        {event.expeditionSlug && (
          // A plain link: the report page is a different section of the site and needs no prefetch.
          <a href={ed.path(hrefs.report(event.expeditionSlug))} className="inline-flex min-h-11 items-center font-semibold text-navy-700 underline decoration-navy-700/40 hover:decoration-navy-700">
            {say.aboutExpedition}
          </a>
        )}
      </div>
      {correction && (
        <CorrectionNote
          ed={ed}
          id={`correction-${event.slug}`}
          layout="details"
          record={{ kind: 'event', key: event.slug, name: event.title, path: hrefs.eventEntry(event.slug) }}
          intro={ed.words.correction.intro.event(event.title)}
        />
      )}
    </article>
  );
}

type EventListProps = {
  /** The edition whose events (`ed.events`) are listed. */
  ed: Edition;
  /** The day that decides upcoming versus past: the build time. */
  now: Date;
  /** Level of the list headings ("Coming up", announcements, past events); event titles sit one level below. */
  headingLevel?: HeadingLevel;
  /** Leave out the past events (the home page links to them instead). */
  showPast?: boolean;
  /** Leave out the undated announcements (where the course forms beside the list announce them). */
  showAnnounced?: boolean;
  /** With no dated event ahead: say so (the events page), or leave the "Coming up" list out (where something else is announced). */
  sayNoUpcoming?: boolean;
  /** Give each event its "Suggest a correction" (on the events page, where each is shown in full). */
  correction?: boolean;
};

/**
 * Dated upcoming events (soonest first), undated announcements (with when they were announced) and
 * past events, in separate lists: an announcement without a date is never presented as coming up.
 */
export function EventList({ ed, now, headingLevel = 2, showPast = true, showAnnounced = true, sayNoUpcoming = true, correction = false }: EventListProps) {
  const { upcoming, announced, past } = splitEvents(ed.events, now);
  const say = ed.words.events;
  const Heading = `h${headingLevel}` as const;
  const titleLevel = (headingLevel + 1) as 3 | 4;
  return (
    <div className="space-y-12">
      {(upcoming.length > 0 || sayNoUpcoming) && (
        <section aria-labelledby="events-upcoming">
          <Heading id="events-upcoming" className="text-2xl font-semibold sm:text-3xl">
            {say.upcomingHeading}
          </Heading>
          {upcoming.length > 0 ? (
            <ul className="mt-5 grid gap-5 md:grid-cols-2" data-testid="upcoming-events">
              {upcoming.map((event) => (
                <li key={event.slug}>
                  <EventCard ed={ed} event={event} titleLevel={titleLevel} past={false} correction={correction} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-4 text-slate-700">{say.noUpcoming}</p>
          )}
        </section>
      )}
      {showAnnounced && announced.length > 0 && (
        <section aria-labelledby="events-announced">
          <Heading id="events-announced" className="text-2xl font-semibold sm:text-3xl">
            {say.announcedHeading}
          </Heading>
          <p className="mt-2 max-w-prose text-slate-700">{say.announcedIntro}</p>
          <ul className="mt-5 grid gap-5 md:grid-cols-2" data-testid="announced-events">
            {announced.map((event) => (
              <li key={event.slug}>
                <EventCard ed={ed} event={event} titleLevel={titleLevel} past={false} correction={correction} />
              </li>
            ))}
          </ul>
        </section>
      )}
      {showPast && past.length > 0 && (
        <section aria-labelledby="events-past">
          <Heading id="events-past" className="text-2xl font-semibold sm:text-3xl">
            {say.pastHeading}
          </Heading>
          <ul className="mt-5 grid gap-5 md:grid-cols-2 lg:grid-cols-3" data-testid="past-events">
            {past.map((event) => (
              <li key={event.slug}>
                <EventCard ed={ed} event={event} titleLevel={titleLevel} past correction={correction} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
