import { describe, expect, it } from 'vitest';
import { activitiesSchema } from '@/lib/content/activities';
import { labelByKey, parseContent } from '@/lib/content/parse';

describe('activitiesSchema', () => {
  it('accepts an activity without a frequency', () => {
    expect(parseContent(activitiesSchema, [{ name: 'Blood donation', description: 'Camps.' }], 'content/activities.ts')).toEqual([
      { name: 'Blood donation', description: 'Camps.' },
    ]);
  });

  it('names file, entry and field for an empty frequency or description', () => {
    expect(() =>
      parseContent(activitiesSchema, [{ name: 'Practice camps', frequency: ' ', description: 'Camps.' }], 'content/activities.ts', labelByKey),
    ).toThrow(/content\/activities\.ts[\s\S]*entry 1 \(Practice camps\) › field frequency: must not be empty; leave the field out/);
    expect(() =>
      parseContent(activitiesSchema, [{ name: 'Slide shows', description: '' }], 'content/activities.ts', labelByKey),
    ).toThrow(/entry 1 \(Slide shows\) › field description: must not be empty/);
  });

  it('refuses an empty list', () => {
    expect(() => parseContent(activitiesSchema, [], 'content/activities.ts')).toThrow(/\(root\): must list at least one activity/);
  });
});
