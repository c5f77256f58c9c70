import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { DataTable as SiteDataTable, type Column } from '../../../components/data-table/DataTable';
import type { DrugSummary } from '../../../../../shared/contracts/tools';

export type { Column };

/** Small building blocks every result view shares. */
export const money = (n: number | null | undefined): string => (n === null || n === undefined ? '—' : `$${n.toFixed(2)}`);

/** The site's table; a tool with no rows says so in the tool's words. */
export function DataTable<T>(props: { caption: string; rows: T[]; columns: Column<T>[]; rowKey: (row: T, i: number) => string }) {
  return <SiteDataTable {...props} empty={<p className="tool-empty tool-empty--none">{props.caption}: none found.</p>} />;
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
