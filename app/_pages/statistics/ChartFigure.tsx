import { barChartSvg, toneSwatchClass, type BarChartSpec, type BarTone } from '@/lib/statistics/barChart';

export interface LegendItem {
  tone: BarTone;
  label: string;
}

/**
 * One chart: a figure whose caption names it, the SVG written at build time (lib/statistics/barChart.ts,
 * with its own title and description for assistive technology), and the key to its colours when its
 * bars have parts. The same figures are in the table the section shows beside it.
 */
export function ChartFigure({ spec, legend, legendLabel }: { spec: BarChartSpec; legend?: readonly LegendItem[]; legendLabel?: string }) {
  return (
    <figure className="card break-inside-avoid p-4 sm:p-5">
      <figcaption className="font-display text-lg font-semibold text-navy-900">{spec.title}</figcaption>
      {legend && legend.length > 0 && (
        <ul aria-label={legendLabel} className="mt-3 flex flex-wrap gap-x-4 gap-y-1.5 text-sm text-slate-700">
          {legend.map((item) => (
            <li key={item.tone} className="inline-flex items-center gap-2">
              <svg aria-hidden="true" viewBox="0 0 16 12" className="h-3 w-4 shrink-0">
                <rect x="0.75" y="0.75" width="14.5" height="10.5" strokeWidth="1.5" strokeDasharray={item.tone === 'unknown' ? '3 2' : undefined} className={toneSwatchClass(item.tone)} />
              </svg>
              {item.label}
            </li>
          ))}
        </ul>
      )}
      {/* The chart's markup is built from the records and escaped by barChartSvg (no visitor input). */}
      <div className="mt-4 max-w-md" dangerouslySetInnerHTML={{ __html: barChartSvg(spec) }} />
    </figure>
  );
}
