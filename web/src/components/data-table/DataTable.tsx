import type { ReactNode } from 'react';
import './data-table.css';

export interface Column<T> {
  header: ReactNode;
  /** Unique among the table's columns; defaults to the header when that is a string. */
  key?: string;
  cell: (row: T) => ReactNode;
  /** Right-aligned, no wrapping: amounts, counts, times. */
  num?: boolean;
}

interface DataTableProps<T> {
  caption: ReactNode;
  rows: readonly T[];
  columns: readonly Column<T>[];
  rowKey: (row: T, index: number) => string;
  /** Shown instead of the table when there are no rows. */
  empty?: ReactNode;
  /** Extra class on the table, for a feature's own column widths. */
  className?: string;
}

const columnKey = <T,>(c: Column<T>, i: number) => c.key ?? (typeof c.header === 'string' ? c.header : String(i));

/** The site's data table: a caption, column headers with scope, numeric columns right-aligned, scrolls sideways on a phone. */
export function DataTable<T>({ caption, rows, columns, rowKey, empty, className }: DataTableProps<T>) {
  if (!rows.length && empty !== undefined) return <>{empty}</>;
  return (
    <div className="data-table-wrap">
      <table className={className ? `data-table ${className}` : 'data-table'}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((c, i) => (
              <th key={columnKey(c, i)} scope="col" className={c.num ? 'num' : undefined}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, r) => (
            <tr key={rowKey(row, r)}>
              {columns.map((c, i) => (
                <td key={columnKey(c, i)} className={c.num ? 'num' : undefined}>
                  {c.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
