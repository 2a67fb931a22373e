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

const cell = 'sm:border sm:border-navy-900/15 sm:px-3 sm:py-2 sm:align-top';

/**
 * The figures of a chart (or a list of facts) as a table with row headers. From the `sm`
 * breakpoint up it is an ordinary table; on a phone each row becomes a card, its header on top and
 * each figure after its column's name, so six columns never squeeze into 360 pixels.
 */
export function StatTable({ caption, columns, rows, total }: { caption: string; columns: readonly StatColumn[]; rows: readonly StatRow[]; total?: StatRow }) {
  const rest = columns.slice(1);
  const body = (row: StatRow, isTotal = false) => (
    <tr
      key={row.key}
      className={`mb-3 block rounded-lg p-3 ring-1 ring-navy-900/15 sm:mb-0 sm:table-row sm:rounded-none sm:p-0 sm:ring-0 ${isTotal ? 'bg-sky-200/40 font-semibold' : 'bg-white sm:even:bg-sky-200/20'}`}
    >
      <th scope="row" className={`${cell} block text-left font-semibold text-navy-900 sm:table-cell`}>
        {row.header}
      </th>
      {row.cells.map((content, i) => {
        const column = rest[i];
        return (
          <td
            key={`${row.key}-${i}`}
            data-column={column?.header}
            className={`${cell} ${column?.numeric ? 'mr-4 inline-block sm:mr-0 sm:text-right sm:tabular-nums' : 'mt-1 block'} sm:table-cell`}
          >
            <span className="text-slate-600 sm:hidden">{column?.header}: </span>
            {/* A figure or a phrase sits beside its label; a list (the 8000-metre visits) needs a block. */}
            {typeof content === 'string' ? <span data-value="">{content}</span> : <div data-value="">{content}</div>}
          </td>
        );
      })}
    </tr>
  );
  return (
    <table className="block w-full border-collapse text-left text-sm break-inside-avoid sm:table sm:bg-white">
      <caption className="sr-only">{caption}</caption>
      <thead className="sr-only sm:not-sr-only sm:table-header-group">
        <tr className="bg-navy-900 text-white">
          {columns.map((column, i) => (
            <th key={`${column.header}-${i}`} scope="col" className={`${cell} font-semibold ${column.numeric ? 'sm:text-right' : ''}`}>
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="block sm:table-row-group">{rows.map((row) => body(row))}</tbody>
      {total && <tfoot className="block sm:table-footer-group">{body(total, true)}</tfoot>}
    </table>
  );
}
