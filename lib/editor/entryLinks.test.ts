import { describe, expect, it } from 'vitest';
import { edition } from '@/lib/edition';
import { decapConfig, editorBackendFromEnv } from './config';
import { EDITOR_PATH, entryCollections, editorEntryHref } from './entryLinks';

describe('editorEntryHref', () => {
  it('gives the entry of each kind of record in its collection of the editor at /admin/', () => {
    expect(editorEntryHref('expedition', 'Everest-2010')).toBe('/admin/#/collections/expeditions/entries/Everest-2010');
    expect(editorEntryHref('peak', 'saser-kangri-iv')).toBe('/admin/#/collections/peaks/entries/saser-kangri-iv');
    expect(editorEntryHref('person', 'rumpa-das')).toBe('/admin/#/collections/people/entries/rumpa-das');
    expect(editorEntryHref('event', 'manaslu-2022-press-conference')).toBe('/admin/#/collections/events/entries/manaslu-2022-press-conference');
    expect(editorEntryHref('course', 'rock-climbing-course-40')).toBe('/admin/#/collections/courses/entries/rock-climbing-course-40');
  });

  it('names collections the editor’s configuration has, under one unprefixed address', () => {
    expect(EDITOR_PATH).toBe('/admin/');
    const { config } = decapConfig(edition('en'), editorBackendFromEnv({}));
    const names = (config.collections as { name: string }[]).map((collection) => collection.name);
    for (const collection of Object.values(entryCollections)) expect(names).toContain(collection);
  });

  it('refuses a key that is not a record’s slug or id, rather than link a wrong entry', () => {
    expect(() => editorEntryHref('expedition', '')).toThrow('is not a record key');
    expect(() => editorEntryHref('person', '../x')).toThrow('is not a record key');
    expect(() => editorEntryHref('peak', 'a/b')).toThrow('is not a record key');
  });
});
