import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { DrugSummary } from '../../../../../shared/contracts/tools';

/** Small building blocks every result view shares. */
export const money = (n: number | null | undefined): string => (n === null || n === undefined ? '—' : `$${n.toFixed(2)}`);

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
  num?: boolean;
}

export function DataTable<T>({ caption, rows, columns, rowKey }: { caption: string; rows: T[]; columns: Column<T>[]; rowKey: (row: T, i: number) => string }) {
  if (!rows.length) return <p className="tool-empty tool-empty--none">{caption}: none found.</p>;
  return (
    <div className="tool-table-wrap">
      <table className="tool-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.header} scope="col" className={c.num ? 'num' : undefined}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={rowKey(row, i)}>
              {columns.map((c) => (
                <td key={c.header} className={c.num ? 'num' : undefined}>
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

export function Facts({ items }: { items: [string, ReactNode][] }) {
  return (
    <dl className="tool-facts">
      {items.map(([term, value]) => (
        <div key={term} style={{ display: 'contents' }}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** "Lisinopril (Zestril) · ACE inhibitor · Rx" with the class linking to its members. */
export function DrugHeading({ drug }: { drug: DrugSummary }) {
  return (
    <p className="tool-drug">
      <strong>{drug.generic}</strong>
      {drug.brand && drug.brand !== drug.generic ? ` (brand: ${drug.brand})` : ''} ·{' '}
      <Link to={`/irxsavvy/drug-class-members?className=${encodeURIComponent(drug.drugClass)}`}>{drug.drugClass}</Link> ·{' '}
      {drug.rx === 'OTC' ? 'Over the counter' : 'Prescription only'}
    </p>
  );
}

export const priceLink = (name: string) => `/${encodeURIComponent(name)}`;

export const DrugLink = ({ name }: { name: string }) => <Link to={priceLink(name)}>{name}</Link>;
