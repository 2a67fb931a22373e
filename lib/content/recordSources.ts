import type { RecordFile } from '@/lib/schema/overlays';

/**
 * Where each kind of record is written. The records the club edits in its browser editor are data
 * files: a folder of YAML files, one per record and language (`content/expeditions/
 * Everest-2010.en.yml` and `…bn.yml`, keyed by the record's `slug` or `id`), or one YAML file
 * holding a record in every language (`content/club.yml`). The rest are still TypeScript
 * (`content/<file>.ts` with its overlay `content/<file>.<lang>.ts`).
 */
export type RecordSource =
  | { kind: 'folder'; folder: string; key: 'slug' | 'id' }
  | { kind: 'file'; file: string }
  | { kind: 'typescript' };

export const recordSources: Readonly<Record<RecordFile, RecordSource>> = {
  expeditions: { kind: 'folder', folder: 'expeditions', key: 'slug' },
  peaks: { kind: 'folder', folder: 'peaks', key: 'id' },
  people: { kind: 'folder', folder: 'people', key: 'id' },
  sources: { kind: 'folder', folder: 'sources', key: 'id' },
  events: { kind: 'folder', folder: 'events', key: 'slug' },
  courses: { kind: 'folder', folder: 'courses', key: 'slug' },
  club: { kind: 'file', file: 'club.yml' },
  home: { kind: 'file', file: 'home.yml' },
  about: { kind: 'typescript' },
  activities: { kind: 'typescript' },
  legal: { kind: 'typescript' },
  navigation: { kind: 'typescript' },
};
