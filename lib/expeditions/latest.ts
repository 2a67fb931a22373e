import type { Expedition } from '@/lib/schema/expedition';

/**
 * The `count` most recent expeditions by year, latest first; within a year, the one listed later
 * in the records comes first.
 */
export function latestExpeditions(all: readonly Expedition[], count: number): Expedition[] {
  return all
    .map((e, index) => ({ e, index }))
    .sort((a, b) => b.e.year - a.e.year || b.index - a.index)
    .slice(0, count)
    .map(({ e }) => e);
}
