import { describe, expect, it } from 'vitest';
import { edition } from '@/lib/edition';
import { hrefs } from '@/lib/routes';
import { datesIn } from '@/lib/years';
import { feedEntriesOf } from './feedEntries';
import type { FileHistory } from './recordHistory';

const ed = edition('en');
const bn = edition('bn');
const at = (iso: string) => new Date(iso);
const same = (iso: string): FileHistory => ({ added: at(iso), changed: at(iso) });

/** A history where every record was added on one day, as the repository's first commit of content/ did. */
function historyOfAll(iso: string): Map<string, FileHistory> {
  const files = [
    ...ed.expeditions.all.flatMap((e) => [`expeditions/${e.slug}.en.yml`, `expeditions/${e.slug}.bn.yml`]),
    ...ed.events.flatMap((event) => [`events/${event.slug}.en.yml`, `events/${event.slug}.bn.yml`]),
    ...ed.peaks.map((peak) => `peaks/${peak.id}.en.yml`),
    ...ed.people.map((person) => `people/${person.id}.en.yml`),
  ];
  return new Map(files.map((file) => [file, same(iso)]));
}

describe('feedEntriesOf with the records’ history', () => {
  const [changed, other] = ed.expeditions.all;
  const peak = ed.peaks[0]!;
  const history = historyOfAll('2024-01-01T00:00:00Z');
  history.set(`expeditions/${changed!.slug}.en.yml`, { added: at('2024-01-01T00:00:00Z'), changed: at('2025-02-01T00:00:00Z') });
  history.set(`expeditions/${other!.slug}.bn.yml`, { added: at('2024-01-01T00:00:00Z'), changed: at('2025-03-01T00:00:00Z') });
  history.set(`peaks/${peak.id}.en.yml`, { added: at('2024-01-01T00:00:00Z'), changed: at('2025-01-01T00:00:00Z') });

  it('dates each record by its last change, newest first, and says which records changed', () => {
    const entries = feedEntriesOf(ed, history);
    expect(entries.map((entry) => entry.updated.getTime())).toEqual(entries.map((entry) => entry.updated.getTime()).sort((a, b) => b - a));
    expect(entries[0]).toMatchObject({ kind: 'expedition', path: hrefs.report(changed!.slug), title: ed.words.feed.changed(ed.label.titleWithYear(changed!)), updated: at('2025-02-01T00:00:00Z'), published: at('2024-01-01T00:00:00Z') });
    expect(entries[1]).toMatchObject({ kind: 'correction', path: hrefs.peak(peak.id), updated: at('2025-01-01T00:00:00Z') });
    // A record is new, not changed, when it has one commit; a person with one commit is no correction.
    expect(entries.filter((entry) => entry.kind === 'correction')).toHaveLength(1);
    expect(entries.filter((entry) => entry.kind === 'expedition')).toHaveLength(ed.expeditions.all.length);
    expect(entries.filter((entry) => entry.kind === 'event')).toHaveLength(ed.events.length);
  });

  it('counts a change to an edition’s own words in that edition only', () => {
    const inBengali = feedEntriesOf(bn, history).find((entry) => entry.path === hrefs.report(other!.slug))!;
    const inEnglish = feedEntriesOf(ed, history).find((entry) => entry.path === hrefs.report(other!.slug))!;
    expect(inBengali.updated).toEqual(at('2025-03-01T00:00:00Z'));
    expect(inEnglish.updated).toEqual(at('2024-01-01T00:00:00Z'));
    expect(inBengali.title).toBe(bn.words.feed.changed(bn.label.titleWithYear(bn.expeditions.all[1]!)));
  });

  it('keeps the records’ order on equal dates: the newest expedition first', () => {
    const entries = feedEntriesOf(ed, historyOfAll('2024-01-01T00:00:00Z'));
    expect(entries[0]!.path).toBe(hrefs.report(ed.expeditions.all.at(-1)!.slug));
    expect(entries.every((entry) => entry.datedBy === 'history')).toBe(true);
  });
});

describe('feedEntriesOf without history', () => {
  const entries = feedEntriesOf(ed, null);

  it('dates an expedition by the last day its record states, and leaves out one that states none', () => {
    for (const e of ed.expeditions.all) {
      const entry = entries.find((candidate) => candidate.path === hrefs.report(e.slug));
      const last = datesIn(e).at(-1);
      if (last === undefined) expect(entry).toBeUndefined();
      else expect(entry).toMatchObject({ updated: new Date(`${last}T00:00:00+05:30`), datedBy: 'record' });
    }
    expect(entries.some((entry) => entry.kind === 'expedition')).toBe(true);
  });

  it('dates an event by its first day, an undated course by the day its entry was last edited, and has no corrections', () => {
    for (const event of ed.events) {
      const entry = entries.find((candidate) => candidate.path === hrefs.eventEntry(event.slug));
      const course = ed.courses.find((candidate) => candidate.slug === event.courseSlug);
      const day = event.startDate ?? course?.formUpdated;
      if (day === undefined) expect(entry).toBeUndefined();
      else expect(entry!.updated).toEqual(new Date(`${day}T00:00:00+05:30`));
    }
    expect(entries.filter((entry) => entry.kind === 'correction')).toEqual([]);
  });
});
