import { describe, expect, it } from 'vitest';
import type { Expedition } from '@/lib/schema/expedition';
import { latestExpeditions } from './latest';

const record = (slug: string, year: number) => ({ slug, year }) as Expedition;

describe('latestExpeditions', () => {
  it('takes the latest years first, later records first within a year, and no more than asked', () => {
    const all = [record('a', 1990), record('b', 2024), record('c', 2010), record('d', 2024), record('e', 2022)];
    expect(latestExpeditions(all, 3).map((e) => e.slug)).toEqual(['d', 'b', 'e']);
  });

  it('returns every record when there are fewer than asked', () => {
    expect(latestExpeditions([record('a', 1990)], 5).map((e) => e.slug)).toEqual(['a']);
  });
});
