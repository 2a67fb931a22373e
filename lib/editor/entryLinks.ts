/**
 * The club's editor (Decap CMS, served at `/admin/`): its address, and the entry of a record a
 * record's page links a maintainer to. Collections are named by the kind of record they hold
 * (lib/editor/collections.ts; entryLinks.test.ts checks each name below is one of them). The
 * editor is one app for every edition: its address has no language prefix.
 */

/** Where the editor is served. */
export const EDITOR_PATH = '/admin/';

/** Each kind of record the site has a page or an entry for, and the editor's collection that holds it. */
export const entryCollections = {
  expedition: 'expeditions',
  peak: 'peaks',
  person: 'people',
  event: 'events',
  course: 'courses',
} as const;

export type RecordKind = keyof typeof entryCollections;

/**
 * The editor's address of one record: `editorEntryHref('expedition', 'Everest-2010')` →
 * `/admin/#/collections/expeditions/entries/Everest-2010`. `key` is the record's key in its
 * collection: an expedition's or event's or course's slug, a peak's or person's registry id.
 */
export function editorEntryHref(kind: RecordKind, key: string): string {
  if (!/^[A-Za-z0-9][A-Za-z0-9_-]*$/.test(key)) throw new Error(`editorEntryHref: "${key}" is not a record key (letters, digits, - and _)`);
  return `${EDITOR_PATH}#/collections/${entryCollections[kind]}/entries/${key}`;
}
