import type { Edition } from '@/lib/edition';
import { hrefs } from '@/lib/routes';
import type { ClubEvent } from '@/lib/schema/event';
import type { Expedition } from '@/lib/schema/expedition';
import { datesIn } from '@/lib/years';
import type { FileHistory, RecordHistory } from './recordHistory';

/** One entry of an edition's feed: a page of the edition (English path), what changed, and when. */
export interface FeedEntry {
  kind: 'expedition' | 'event' | 'correction';
  /** The English path of the page the entry links to (`ed.path` gives the edition's). */
  path: string;
  title: string;
  summary: string;
  /** When the record was first published and last changed. */
  published: Date;
  updated: Date;
  /** Why the dates are what they are: the record's Git history, or its own dates (no history, or a record not yet committed). */
  datedBy: 'history' | 'record';
}

type FeedEdition = Pick<Edition, 'words' | 'label' | 'expeditions' | 'events' | 'courses' | 'peaks' | 'people' | 'person' | 'lang'>;

/** The record folders whose files date the feed's entries. */
export const feedFolders = ['expeditions', 'events', 'courses', 'peaks', 'people'] as const;

/** A calendar day of the records as an instant: the start of that day in India, where the club is (the records' days are Indian days). */
function dayInIndia(date: string): Date {
  return new Date(`${date}T00:00:00+05:30`);
}

/** The history of a record kept in a folder: its English file (the facts) and the edition's words beside it; added with the first, changed with the latest of either. */
function historyOf(ed: Pick<FeedEdition, 'lang'>, history: RecordHistory | null, folder: string, key: string): FileHistory | undefined {
  if (!history) return undefined;
  const facts = history.get(`${folder}/${key}.en.yml`);
  if (!facts) return undefined;
  const words = history.get(`${folder}/${key}.${ed.lang}.yml`);
  return words && words.changed > facts.changed ? { added: facts.added, changed: words.changed } : facts;
}

/** The dates of an entry: from the history when the record has one, else from a day the record itself states, else none (the entry is left out). */
function datesOf(known: FileHistory | undefined, ownDay: string | undefined): Pick<FeedEntry, 'published' | 'updated' | 'datedBy'> | undefined {
  if (known) return { published: known.added, updated: known.changed, datedBy: 'history' };
  if (ownDay) return { published: dayInIndia(ownDay), updated: dayInIndia(ownDay), datedBy: 'record' };
  return undefined;
}

function expeditionEntry(ed: FeedEdition, history: RecordHistory | null, e: Expedition): FeedEntry | undefined {
  const w = ed.words.feed;
  // Without history: the last day the record states (the summit, the return…); a record with only a year or a month gives no day, and no date is made up for it.
  const dates = datesOf(historyOf(ed, history, 'expeditions', e.slug), datesIn(e).at(-1));
  if (!dates) return undefined;
  const title = ed.label.titleWithYear(e);
  const leaders = (e.members ?? []).filter((member) => member.role === 'leader').map((member) => ed.person(member.person).name);
  return {
    kind: 'expedition',
    path: hrefs.report(e.slug),
    title: dates.updated > dates.published ? w.changed(title) : title,
    summary: w.expeditionSummary(ed.label.peaks(e), ed.label.result(e), leaders.length > 0 ? leaders.join(', ') : undefined),
    ...dates,
  };
}

function eventEntry(ed: FeedEdition, history: RecordHistory | null, event: ClubEvent): FeedEntry | undefined {
  // Without history: the event's first day, or for a course announced without dates the day its entry was last edited (`formUpdated`).
  const course = event.courseSlug ? ed.courses.find((candidate) => candidate.slug === event.courseSlug) : undefined;
  const dates = datesOf(historyOf(ed, history, 'events', event.slug), event.startDate ?? course?.formUpdated);
  if (!dates) return undefined;
  return {
    kind: 'event',
    path: hrefs.eventEntry(event.slug),
    title: dates.updated > dates.published ? ed.words.feed.changed(event.title) : event.title,
    summary: event.description,
    ...dates,
  };
}

/** A peak's or a person's record changed after it was added: only the history can say so. */
function correctionEntry(ed: FeedEdition, history: RecordHistory | null, kind: 'peak' | 'person', id: string, name: string): FeedEntry | undefined {
  const known = historyOf(ed, history, kind === 'peak' ? 'peaks' : 'people', id);
  if (!known || known.changed <= known.added) return undefined;
  const w = ed.words.feed;
  return {
    kind: 'correction',
    path: kind === 'peak' ? hrefs.peak(id) : hrefs.person(id),
    title: w.correction[kind](name),
    summary: w.correctionSummary(name),
    published: known.changed,
    updated: known.changed,
    datedBy: 'history',
  };
}

/**
 * The entries of an edition's feed, newest change first: every expedition (new, or changed since it
 * was added), every event, and every peak or person whose record changed after it was added. An
 * entry is dated by its record's history; without one, by a day the record states; a record with
 * neither is left out rather than given a date it does not have. Equal dates keep the records'
 * order: expeditions newest first, then events, then corrections.
 */
export function feedEntriesOf(ed: FeedEdition, history: RecordHistory | null): FeedEntry[] {
  const entries = [
    ...[...ed.expeditions.all].reverse().map((e) => expeditionEntry(ed, history, e)),
    ...ed.events.map((event) => eventEntry(ed, history, event)),
    ...ed.peaks.map((peak) => correctionEntry(ed, history, 'peak', peak.id, peak.name)),
    ...ed.people.map((person) => correctionEntry(ed, history, 'person', person.id, person.name)),
  ].filter((entry): entry is FeedEntry => entry !== undefined);
  return entries.sort((a, b) => b.updated.getTime() - a.updated.getTime());
}
