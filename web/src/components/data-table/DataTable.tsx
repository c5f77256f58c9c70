import type { ComponentProps, ReactNode } from 'react';
import './data-table.css';

export interface Column<T> {
  header: ReactNode;
  /** Unique among the table's columns; defaults to the header when that is a string. */
  key?: string;
  cell: (row: T) => ReactNode;
  /** Right-aligned, no wrapping: amounts, counts, times. */
  num?: boolean;
  /** The cell names its row: rendered as a row header (`<th scope="row">`). */
  rowHeader?: boolean;
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
  /**
   * Names the table's scrolling box and makes it focusable, so a wide table can be scrolled from
   * the keyboard (for tables that may overflow on a phone).
   */
  label?: string;
  /** Attributes of one row: a class for a highlighted row, aria-current for the selected one. */
  rowProps?: (row: T) => Pick<ComponentProps<'tr'>, 'className' | 'aria-current'>;
}

const columnKey = <T,>(c: Column<T>, i: number) => c.key ?? (typeof c.header === 'string' ? c.header : String(i));

/** The site's data table: a caption, column headers with scope, numeric columns right-aligned, scrolls sideways on a phone. */
export function DataTable<T>({ caption, rows, columns, rowKey, empty, className, label, rowProps }: DataTableProps<T>) {
  if (!rows.length && empty !== undefined) return <>{empty}</>;
  return (
    <div className="data-table-wrap" {...(label ? { role: 'region', 'aria-label': label, tabIndex: 0 } : {})}>
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
            <tr key={rowKey(row, r)} {...rowProps?.(row)}>
              {columns.map((c, i) =>
                c.rowHeader ? (
                  <th key={columnKey(c, i)} scope="row" className={c.num ? 'num' : undefined}>
                    {c.cell(row)}
                  </th>
                ) : (
                  <td key={columnKey(c, i)} className={c.num ? 'num' : undefined}>
                    {c.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
