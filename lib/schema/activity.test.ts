import { describe, expect, it } from 'vitest';
import { activitiesSchema } from '@/lib/schema/activity';
import { labelByKey, parseContent } from '@/lib/content/parse';

describe('activitiesSchema', () => {
  it('accepts an activity without a frequency', () => {
    const blood = { id: 'blood-donation', name: 'Blood donation', description: 'Camps.' };
    expect(parseContent(activitiesSchema, [blood], 'content/activities.ts')).toEqual([blood]);
  });

  it('names file, entry and field for an empty frequency or description, and a malformed id', () => {
    expect(() =>
      parseContent(activitiesSchema, [{ id: 'practice-camps', name: 'Practice camps', frequency: ' ', description: 'Camps.' }], 'content/activities.ts', labelByKey),
    ).toThrow(/content\/activities\.ts[\s\S]*entry 1 \(practice-camps\) › field frequency: must not be empty; leave the field out/);
    expect(() =>
      parseContent(activitiesSchema, [{ id: 'slide-shows', name: 'Slide shows', description: '' }], 'content/activities.ts', labelByKey),
    ).toThrow(/entry 1 \(slide-shows\) › field description: must not be empty/);
    expect(() => parseContent(activitiesSchema, [{ id: 'Slide shows', name: 'Slide shows', description: 'x' }], 'content/activities.ts')).toThrow(
      /entry 1 › field id: must be lower-case letters and digits joined by hyphens/,
    );
  });

  it('refuses an empty list', () => {
    expect(() => parseContent(activitiesSchema, [], 'content/activities.ts')).toThrow(/\(root\): must list at least one activity/);
  });
});
