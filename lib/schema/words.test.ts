import { describe, expect, it } from 'vitest';
import { parseContent } from '@/lib/content/parse';
import { wordsSchema } from './words';

const parse = (area: unknown) => () => parseContent(wordsSchema, area, 'content/en/fixture.ts');

describe('wordsSchema', () => {
  it('takes nested words, lists and functions', () => {
    expect(parse({ title: 'Sources', list: ['One', 'Two'], count: (n: number) => `${n} rows`, nested: { label: 'Open' } })).not.toThrow();
  });

  it('names the file and field of an empty, padded or filler word', () => {
    expect(parse({ nested: { label: '' } })).toThrow(/content\/en\/fixture\.ts[\s\S]*nested › field label: must not be empty/);
    expect(parse({ title: ' Sources' })).toThrow(/title: must not start or end with a space/);
    expect(parse({ list: ['ok', 'Height: undefined m'] })).toThrow(/list › field \[1\]: must not contain undefined/);
  });
});
