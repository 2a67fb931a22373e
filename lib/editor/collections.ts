import type { RecordFile } from '@/lib/schema/overlays';
import { hrefs, routes } from '@/lib/routes';

/**
 * What the club's editor lists, in the order of its menu: each kind of record kept as a folder of
 * files (content/<folder>/), then the one-file records under “Club and home page”. Where each kind
 * is stored comes from lib/content/recordSources.ts; this table adds only what the editor needs:
 * how an entry is summed up in a list, what a list sorts by, and where the record's page is (the
 * pull request's preview opens it there).
 */
export interface EditorCollection {
  kind: Extract<RecordFile, 'expeditions' | 'peaks' | 'people' | 'sources' | 'events' | 'courses'>;
  /** How an entry is summed up in the list: a Decap template of its fields, not words. */
  summaryTemplate: string;
  sortBy: string[];
  /** The record's page in a preview of the site, from its file name (`{{slug}}`, Decap's template). */
  previewPath: string;
}

// Decap fills `{{slug}}` with the entry's file name, which is the record's slug or id.
const page = (path: string) => path.replace(/^\//, '');

export const editorCollections: readonly EditorCollection[] = [
  { kind: 'expeditions', summaryTemplate: '{{fields.year}} · {{fields.slug}}', sortBy: ['year', 'serial', 'slug'], previewPath: page(hrefs.report('{{slug}}')) },
  { kind: 'peaks', summaryTemplate: '{{fields.name}}', sortBy: ['name'], previewPath: page(hrefs.peak('{{slug}}')) },
  { kind: 'people', summaryTemplate: '{{fields.name}}', sortBy: ['name'], previewPath: page(hrefs.person('{{slug}}')) },
  { kind: 'sources', summaryTemplate: '{{fields.publication}} · {{fields.id}}', sortBy: ['publication'], previewPath: page(routes.records) },
  { kind: 'events', summaryTemplate: '{{fields.startDate}} {{fields.title}}', sortBy: ['startDate', 'title'], previewPath: page(routes.upcomingEvents) },
  { kind: 'courses', summaryTemplate: '{{fields.name}} {{fields.number}}', sortBy: ['number'], previewPath: page(routes.upcomingCourse) },
];

export interface EditorFile {
  kind: Extract<RecordFile, 'club' | 'home'>;
  previewPath: string;
}

export const editorFiles: readonly EditorFile[] = [
  { kind: 'club', previewPath: page(routes.contact) },
  { kind: 'home', previewPath: page(routes.home) },
];
