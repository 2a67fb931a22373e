import type { ResultCategory } from '@/lib/expeditions';

/**
 * The shape that goes with each result, so results never differ by colour alone: a filled summit
 * triangle for climbed, a half-filled one for part of the objective, a cross for unsuccessful and
 * an empty circle for a result this site does not know yet. Drawn centred on (cx, cy) inside any SVG.
 */
export const resultFill: Record<ResultCategory, string> = {
  climbed: 'var(--color-climbed)',
  partial: 'var(--color-partial)',
  unsuccessful: 'var(--color-unsuccessful)',
  unknown: 'var(--color-unknown)',
};

export function ResultMark({ category, cx, cy, size }: { category: ResultCategory; cx: number; cy: number; size: number }) {
  const r = size / 2;
  const colour = resultFill[category];
  const triangle = `M${cx},${cy - r} L${cx + r},${cy + r * 0.8} L${cx - r},${cy + r * 0.8}Z`;
  switch (category) {
    case 'climbed':
      return <path d={triangle} fill={colour} stroke="white" strokeWidth={size / 10} />;
    case 'partial':
      return (
        <g>
          <path d={triangle} fill="white" stroke={colour} strokeWidth={size / 7} strokeLinejoin="round" />
          <path d={`M${cx},${cy - r} L${cx},${cy + r * 0.8} L${cx - r},${cy + r * 0.8}Z`} fill={colour} />
        </g>
      );
    case 'unsuccessful':
      return (
        <g stroke={colour} strokeWidth={size / 4} strokeLinecap="round">
          <path d={`M${cx - r * 0.75},${cy - r * 0.75} L${cx + r * 0.75},${cy + r * 0.75} M${cx + r * 0.75},${cy - r * 0.75} L${cx - r * 0.75},${cy + r * 0.75}`} />
        </g>
      );
    case 'unknown':
      return <circle cx={cx} cy={cy} r={r * 0.75} fill="white" stroke={colour} strokeWidth={size / 6} />;
  }
}
