import { contentDir } from '@/lib/content';
import type { Edition } from '@/lib/edition';
import { atomFeed } from './atom';
import { feedEntriesOf, feedFolders } from './feedEntries';
import { recordHistory, type RecordHistory } from './recordHistory';

/**
 * The feed of each edition (/feed.xml, /bn/feed.xml): the club's expeditions as their records are
 * added and changed, its events, and changes to the records of peaks and people, newest first,
 * dated by the records' Git history (lib/feed/recordHistory.ts) or, without it, by their own days.
 * Written at build time by app/(en)/feed.xml/route.ts and its Bengali twin.
 */

let history: RecordHistory | null | undefined;

/** The Atom feed of an edition, from the content folder's history (read once per build). */
export function editionAtomFeed(ed: Edition): string {
  if (history === undefined) {
    history = recordHistory(contentDir(), feedFolders);
    if (history === null) console.warn('feed: no Git history of content/ (not a checkout, or a shallow clone): entries are dated by the records’ own days, and records without one are left out');
  }
  return atomFeed(ed, feedEntriesOf(ed, history));
}
