import type { ReactNode } from 'react';

export interface StatColumn {
  header: string;
  /** Figures are right-aligned, in tabular digits. */
  numeric?: boolean;
}

/** A row: its header cell (what it counts) and its other cells, in column order. */
export interface StatRow {
  key: string;
  header: ReactNode;
  cells: readonly ReactNode[];
}

const cell = 'border border-navy-900/15 px-3 py-2 align-top';

/** The figures of a chart (or a list of facts) as a table, with row headers, readable at phone width. */
export function StatTable({ caption, columns, rows, total }: { caption: string; columns: readonly StatColumn[]; rows: readonly StatRow[]; total?: StatRow }) {
  const [first, ...rest] = columns;
  const body = (row: StatRow, isTotal = false) => (
    <tr key={row.key} className={isTotal ? 'bg-sky-200/40 font-semibold' : 'odd:bg-white even:bg-sky-200/20'}>
      <th scope="row" className={`${cell} text-left font-semibold text-navy-900`}>
        {row.header}
      </th>
      {row.cells.map((content, i) => (
        <td key={`${row.key}-${i}`} className={`${cell} ${rest[i]?.numeric ? 'text-right tabular-nums' : ''}`}>
          {content}
        </td>
      ))}
    </tr>
  );
  return (
    <table className="w-full border-collapse bg-white text-left text-sm break-inside-avoid sm:text-base">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="bg-navy-900 text-white">
          {[first, ...rest].map((column, i) => (
            <th key={`${column?.header}-${i}`} scope="col" className={`${cell} border-navy-900/20 font-semibold ${column?.numeric ? 'text-right' : ''}`}>
              {column?.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{rows.map((row) => body(row))}</tbody>
      {total && <tfoot>{body(total, true)}</tfoot>}
    </table>
  );
}
