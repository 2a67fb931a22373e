import type { ReactNode } from 'react';
import type { ResultCategory } from '@/lib/expeditions';
import type { BarTone } from '@/lib/statistics/barChart';

/** A chart and its table side by side on wide screens, one above the other on phones. */
export function ChartAndTable({ children }: { children: ReactNode }) {
  // The table's column never narrows below its content (six columns of figures); the chart takes the rest.
  return <div className="mt-6 grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(min-content,6fr)]">{children}</div>;
}

/** The colour of each result in the charts (the decades' bar parts, the results' bars). */
export const resultTone: Record<ResultCategory, BarTone> = { climbed: 'climbed', partial: 'partial', unsuccessful: 'unsuccessful', unknown: 'unknown' };
