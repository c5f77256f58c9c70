import { Link } from 'react-router-dom';
import type { PricesResponse } from '../../../../../shared/contracts/tools-prices';
import type { ToolResultProps } from '../tool-types';
import { DataTable, DrugHeading, money } from './parts';

type Props = ToolResultProps<Record<string, string>, PricesResponse>;

const selectionText = (s: PricesResponse['selection']) => (s ? `${s.label} ${s.strength}, ${s.quantityToDisplay}` : '');

export function ReferenceCostView({ data }: Props) {
  return (
    <>
      {data.drug ? <DrugHeading drug={data.drug} /> : null}
      <DataTable
        caption="Reference acquisition cost (NADAC layout)"
        rows={data.referenceCosts ?? []}
        rowKey={(r) => r.ndc}
        columns={[
          { header: 'Label and strength', cell: (r) => `${r.label} ${r.strength} ${r.form}` },
          { header: 'NDC', cell: (r) => <code>{r.ndc}</code> },
          { header: 'Per unit', cell: (r) => `${money(r.unitCost)} / ${r.pricingUnit}`, num: true },
          { header: 'For the quantity', cell: (r) => `${money(r.quantityCost)} for ${r.quantityToDisplay}`, num: true },
          { header: 'Effective date', cell: (r) => r.effectiveDate },
          { header: 'Source', cell: (r) => (r.source === 'NADAC' ? 'CMS NADAC' : 'Sample reference cost') },
        ]}
      />
      <p className="tool-muted">NADAC is the average price pharmacies pay to acquire a drug, published weekly by CMS. It is not the price you pay: pharmacies add a dispensing fee.</p>
    </>
  );
}

export function ExpectedCostView({ data }: Props) {
  const r = data.priceRange;
  return (
    <>
      {data.drug ? <DrugHeading drug={data.drug} /> : null}
      {r ? (
        <p className="tool-verdict">
          Expect to pay <strong>{money(r.low)}</strong> to <strong>{money(r.high)}</strong> (middle {money(r.median)}) for {selectionText(data.selection)} with a coupon at {r.pharmacies} pharmacies near {r.zip}.
        </p>
      ) : (
        <p className="tool-empty tool-empty--none">No pharmacy near {data.zip} returned a price for {selectionText(data.selection)}.</p>
      )}
      {data.referenceCost ? <p>Pharmacies pay about {money(data.referenceCost.quantityCost)} for it (reference cost, {data.referenceCost.effectiveDate}).</p> : null}
    </>
  );
}

export function PbmNdcView({ data }: Props) {
  const p = data.pbmNdc!;
  return (
    <>
      <p className="tool-verdict">
        {p.pbm} price for NDC <code>{p.ndc}</code> ({p.label} {p.strength}, quantity {p.quantity}) near {p.zip}:{' '}
        {p.pharmacies.length ? <strong>from {money(p.pharmacies[0]!.price)}</strong> : <strong>{p.answered ? 'no pharmacy near you is in its network' : 'it did not answer in time'}</strong>}
      </p>
      <DataTable caption={`${p.pbm} prices at pharmacies near ${p.zip}`} rows={p.pharmacies} rowKey={(r, i) => `${r.name}-${i}`} columns={[{ header: 'Pharmacy', cell: (r) => r.name }, { header: 'Miles', cell: (r) => r.distance, num: true }, { header: 'Price', cell: (r) => money(r.price), num: true }]} />
    </>
  );
}

const STATUS = { priced: 'Priced', 'out-of-network': 'Not in network', 'no-answer': 'Did not answer' } as const;

export function AllPbmsView({ data }: Props) {
  const quotes = data.quotes ?? [];
  const priced = quotes.filter((q) => q.status === 'priced');
  return (
    <>
      {data.drug ? <DrugHeading drug={data.drug} /> : null}
      <p>
        {selectionText(data.selection)} at <strong>{data.pharmacy?.name}</strong> ({data.pharmacy?.address}, {data.pharmacy?.distance} miles): {priced.length} of {quotes.length} PBMs priced it.
      </p>
      <DataTable
        caption="Every PBM's price, side by side"
        rows={quotes}
        rowKey={(q) => q.pbmId}
        columns={[
          { header: 'PBM', cell: (q) => q.pbm },
          { header: 'Answer', cell: (q) => STATUS[q.status] },
          { header: 'Price', cell: (q) => money(q.price), num: true },
          { header: 'Basis', cell: (q) => q.basis ?? q.reason ?? '' },
        ]}
      />
    </>
  );
}

export function JudgePriceView({ data }: Props) {
  const v = data.verdict!;
  const words = { good: 'Good price', fair: 'Fair price', high: 'High price' } as const;
  return (
    <>
      {data.drug ? <DrugHeading drug={data.drug} /> : null}
      <p className="tool-verdict">
        <span className={`tool-badge tool-badge--${v.rating}`}>{words[v.rating]}</span> {money(v.quoted)} for {selectionText(data.selection)}
      </p>
      <p>{v.summary}</p>
    </>
  );
}

export function EquivalentFillsView({ data }: Props) {
  return (
    <>
      {data.drug ? <DrugHeading drug={data.drug} /> : null}
      <DataTable
        caption={`Ways to fill the same daily dose, cheapest per day (near ${data.zip})`}
        rows={data.fills ?? []}
        rowKey={(f) => `${f.strength}-${f.days}`}
        columns={[
          { header: 'Fill', cell: (f) => `${f.unitsPerDose === 0.5 ? '½' : f.unitsPerDose} × ${f.strength} ${f.needsSplitting ? '(split)' : ''}` },
          { header: 'Days', cell: (f) => f.days, num: true },
          { header: 'Quantity', cell: (f) => f.quantityToDisplay },
          { header: 'Best price', cell: (f) => money(f.bestPrice), num: true },
          { header: 'Per day', cell: (f) => money(f.perDay), num: true },
        ]}
      />
    </>
  );
}

export function PaymentOptionsView({ data }: Props) {
  return (
    <>
      {data.drug ? <DrugHeading drug={data.drug} /> : null}
      <p>Every way to pay for {selectionText(data.selection)} near {data.zip}:</p>
      <DataTable
        caption="Ways to pay"
        rows={data.paymentOptions ?? []}
        rowKey={(o) => o.way}
        columns={[
          { header: 'Way to pay', cell: (o) => (o.href ? o.href.startsWith('http') ? <a href={o.href} rel="noopener noreferrer" target="_blank">{o.way}</a> : <Link to={o.href}>{o.way}</Link> : o.way) },
          { header: 'Price', cell: (o) => (o.price === null ? 'varies' : money(o.price)), num: true },
          { header: 'Details', cell: (o) => o.detail },
        ]}
      />
    </>
  );
}
