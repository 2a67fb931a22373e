import { describe, expect, it } from 'vitest';
import { alignedTranslation, emptyFieldPaths, wordsNotInScript, type FieldShape } from './recordData';

const member: FieldShape = {
  name: 'members',
  widget: 'list',
  required: false,
  fields: [
    { name: 'person', widget: 'relation' },
    { name: 'role', widget: 'select', required: false },
    { name: 'note', widget: 'words-paragraph', required: false },
  ],
};
const fields: FieldShape[] = [
  { name: 'slug', widget: 'string' },
  { name: 'title', widget: 'words' },
  { name: 'approximate', widget: 'boolean', required: false },
  { name: 'startDate', widget: 'datetime', required: false },
  { name: 'height', widget: 'object', required: false, fields: [{ name: 'm', widget: 'number', required: false }, { name: 'note', widget: 'words', required: false }] },
  member,
];

describe('emptyFieldPaths', () => {
  it('names the optional boxes left empty, deepest first, and keeps required and filled ones', () => {
    const data = {
      slug: '',
      title: 'Everest',
      approximate: false,
      startDate: '',
      height: { m: 8848, note: '' },
      members: [{ person: 'a', role: '', note: 'led' }, { person: 'b', note: '' }],
    };
    expect(emptyFieldPaths(data, fields)).toEqual([
      ['members', 0, 'role'],
      ['members', 1, 'note'],
      ['height', 'note'],
      ['approximate'],
      ['startDate'],
    ]);
  });

  it('drops a whole object or list that says nothing, not its parts one by one', () => {
    const data = { slug: 'x', title: 't', height: { m: undefined, note: '' }, members: [] };
    expect(emptyFieldPaths(data, fields)).toEqual([['height'], ['members']]);
  });

  it('drops a null even in a required box (Decap writes null for a cleared number)', () => {
    expect(emptyFieldPaths({ slug: null, title: 't' }, fields)).toEqual([['slug']]);
  });
});

describe('alignedTranslation', () => {
  type Item = { person?: string; note?: string };
  const access = {
    keyOf: (item: Item, key: string) => item[key as keyof Item],
    make: (key?: string, value?: unknown): Item => (key ? { [key]: value as string } : {}),
  };
  const english: Item[] = [{ person: 'a' }, { person: 'b' }, { person: 'c' }];

  it('follows the English order by key, keeping the translated words and adding an entry for a new member', () => {
    const translated: Item[] = [{ person: 'c', note: 'সি' }, { person: 'a', note: 'এ' }, { person: 'gone', note: 'পুরনো' }];
    expect(alignedTranslation(english, translated, 'person', access)).toEqual([{ person: 'a', note: 'এ' }, { person: 'b' }, { person: 'c', note: 'সি' }]);
  });

  it('says nothing when the translation is already in step', () => {
    const translated: Item[] = [{ person: 'a', note: 'এ' }, { person: 'b' }, { person: 'c' }];
    expect(alignedTranslation(english, translated, 'person', access)).toBeUndefined();
  });

  it('without a key, only adds empty entries at the end and never drops one', () => {
    expect(alignedTranslation([{}, {}, {}], [{ note: 'এক' }], undefined, access)).toEqual([{ note: 'এক' }, {}, {}]);
    expect(alignedTranslation([{}], [{ note: 'এক' }, { note: 'দুই' }], undefined, access)).toBeUndefined();
  });
});

describe('wordsNotInScript', () => {
  const bengali = /[\u0980-\u09FF]/u;
  const labelled = [
    { name: 'title', widget: 'words', label: 'Title' },
    { name: 'slug', widget: 'string', label: 'Slug' },
    { name: 'narrative', widget: 'list', label: 'Paragraph', field: { name: 'narrative', widget: 'words-paragraph' } },
    { name: 'members', widget: 'list', label: 'Team', fields: [{ name: 'person', widget: 'relation', label: 'Person' }, { name: 'note', widget: 'words', label: 'Note' }] },
  ];

  it('names each translated words box written without a Bengali letter, by its labels and place', () => {
    const translated = {
      title: 'Everest',
      slug: 'everest-2010',
      narrative: ['প্রথম অনুচ্ছেদ', 'second paragraph'],
      members: [{ person: 'x', note: 'দলনেতা' }, { person: 'y', note: 'leader' }],
    };
    expect(wordsNotInScript(translated, labelled, bengali)).toEqual([{ labels: ['Title'] }, { labels: ['Paragraph 2'] }, { labels: ['Team 2', 'Note'] }]);
  });

  it('lets an unfinished translation be saved: empty words are not a problem', () => {
    expect(wordsNotInScript({ title: '', narrative: ['  '] }, labelled, bengali)).toEqual([]);
  });
});
