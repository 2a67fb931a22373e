import { describe, expect, it } from 'vitest';
import { baseRecords } from '@/lib/content';

const { activities } = baseRecords;

describe('content/activities.ts', () => {
  it('lists the club activities with the frequencies the club states, in its order', () => {
    expect(activities.map((activity) => [activity.name, activity.frequency])).toEqual([
      ['Himalayan expedition', 'Yearly'],
      ['Rock climbing course', 'Yearly'],
      ['Adventure-cum-nature study camp', 'Yearly'],
      ['High altitude trekking', '1 or 2 times a year'],
      ['Practice camps', '3 or 4 times a year'],
      ['Medical and summer camp in the Himalayas', 'Yearly'],
      ['Slide shows', 'Regularly'],
      ['Journal publication', 'Once in 2 years'],
      ['Blood donation', undefined],
    ]);
  });

  it('describes each activity in one sentence', () => {
    for (const activity of activities) {
      expect(activity.description, activity.name).toMatch(/^[A-Z][^.!?]*[.]$/);
    }
  });
});
