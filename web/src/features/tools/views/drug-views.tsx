import { Link } from 'react-router-dom';
import type { DrugInfoResponse, FormulationRow } from '../../../../../shared/contracts/tools';
import type { ToolResultProps } from '../tool-types';
import { DataTable, DrugHeading, DrugLink, Facts, money } from './parts';

type Props = ToolResultProps<Record<string, string>, DrugInfoResponse>;

const formulationColumns = [
  { header: 'Label', cell: (r: FormulationRow) => <DrugLink name={r.label} /> },
  { header: 'Brand or generic', cell: (r: FormulationRow) => (r.brandGeneric === 'B' ? 'Brand' : 'Generic') },
  { header: 'Form', cell: (r: FormulationRow) => r.form },
  { header: 'Strength', cell: (r: FormulationRow) => r.strength },
  { header: 'Packages', cell: (r: FormulationRow) => r.packages.join(', ') },
];

export function FormulationsView({ data }: Props) {
  const rows = data.formulations ?? [];
  return (
    <>
      <DrugHeading drug={data.drug} />
      <p>
        {data.drug.labels.length} label{data.drug.labels.length === 1 ? '' : 's'}, {new Set(rows.map((r) => `${r.form} ${r.strength}`)).size} form and strength combinations.
      </p>
      <DataTable caption="Labels, forms, strengths and packages" rows={rows} rowKey={(r) => r.ndc} columns={formulationColumns} />
    </>
  );
}

export function NdcsView({ data }: Props) {
  return (
    <>
      <DrugHeading drug={data.drug} />
      <DataTable
        caption="NDCs (11-digit National Drug Codes)"
        rows={data.formulations ?? []}
        rowKey={(r) => r.ndc}
        columns={[
          { header: 'NDC', cell: (r) => <code>{r.ndc}</code> },
          ...formulationColumns.slice(0, 4),
          { header: 'Package', cell: (r) => r.packages[0] ?? '' },
          { header: 'Labeler', cell: (r) => r.labeler },
          { header: 'RxCUI', cell: (r) => (r.rxcui ? <Link to={`/irxsavvy/rxcui-get-information?rxcui=${r.rxcui}`}>{r.rxcui}</Link> : '—') },
        ]}
      />
    </>
  );
}

type Labeler = NonNullable<DrugInfoResponse['labelers']>[number];
const labelerColumns = [
  { header: 'Company', cell: (r: Labeler) => r.name },
  { header: 'Role', cell: (r: Labeler) => (r.role === 'manufacturer' ? 'Manufacturer or labeler' : 'Repackager or distributor') },
  { header: 'Labeler code', cell: (r: Labeler) => <code>{r.labelerCode}</code> },
  { header: 'Labels', cell: (r: Labeler) => r.labels.join(', ') },
  { header: 'NDCs', cell: (r: Labeler) => r.ndcs.length, num: true },
];

export function ManufacturersView({ data }: Props) {
  const rows = (data.labelers ?? []).filter((l) => l.role === 'manufacturer');
  return (
    <>
      <DrugHeading drug={data.drug} />
      <DataTable caption="Manufacturers" rows={rows} rowKey={(r) => r.labelerCode} columns={labelerColumns} />
    </>
  );
}

export function DistributorsView({ data }: Props) {
  return (
    <>
      <DrugHeading drug={data.drug} />
      <p className="tool-muted">Every company whose labeler code is on an NDC of this drug: manufacturers, and repackagers or distributors that relabel it.</p>
      <DataTable caption="Labelers, repackagers and distributors" rows={data.labelers ?? []} rowKey={(r) => r.labelerCode} columns={labelerColumns} />
    </>
  );
}

export function MedGuideView({ data }: Props) {
  const guide = data.medGuide!;
  return (
    <>
      <DrugHeading drug={data.drug} />
      {guide.hasGuide ? (
        <>
          <p>
            <strong>{data.drug.generic} is dispensed with an FDA Medication Guide.</strong> Your pharmacy must give it to you with each fill. Key warnings:
          </p>
          <ul className="tool-warnings">
            {guide.warnings.map((w) => (
              <li key={w}>{w}</li>
            ))}
          </ul>
        </>
      ) : (
        <p>
          <strong>The catalog records no FDA Medication Guide for {data.drug.generic}.</strong> Read the patient information leaflet that comes with it.
        </p>
      )}
      <p>
        <a href={guide.indexUrl} rel="noopener noreferrer" target="_blank">
          FDA Medication Guides index (opens fda.gov)
        </a>
      </p>
    </>
  );
}

export function PillSplitView({ data }: Props) {
  return (
    <>
      <DrugHeading drug={data.drug} />
      <DataTable
        caption="Can it be split?"
        rows={data.pillSplit ?? []}
        rowKey={(r) => `${r.label}-${r.strength}`}
        columns={[
          { header: 'Tablet', cell: (r) => `${r.label} ${r.strength} ${r.form}` },
          { header: 'Split?', cell: (r) => <span className={`tool-badge tool-badge--${r.splittable ? 'good' : 'high'}`}>{r.splittable ? 'Can be split' : 'Do not split'}</span> },
          { header: 'Why', cell: (r) => r.reasons.join(' ') },
          {
            header: 'Saving by splitting a double strength',
            cell: (r) =>
              r.monthlySaving !== null
                ? `${money(r.wholeMonthly)} a month for ${r.strength} tablets vs ${money(r.splitMonthly)} for half as many ${r.halfOf} tablets split: ${r.monthlySaving > 0 ? `save ${money(r.monthlySaving)}` : 'no saving'}`
                : r.halfOf
                  ? `A ${r.halfOf} tablet exists, but this tablet should not be split.`
                  : 'No double strength in the catalog.',
          },
        ]}
      />
    </>
  );
}

export function AllInfoView({ data }: Props) {
  const range = data.priceRange;
  return (
    <>
      <DrugHeading drug={data.drug} />
      <Facts
        items={[
          ['Labels', data.drug.labels.map((l) => `${l.name} (${l.brandGeneric === 'B' ? 'brand' : 'generic'})`).join(', ')],
          ['Active ingredients', data.drug.ingredients.join(', ')],
          ['Prescription', data.drug.rx === 'OTC' ? 'Over the counter' : 'Prescription only'],
          ['Price near you', range ? `${money(range.low)} to ${money(range.high)} for ${range.quantityToDisplay} of ${range.label} ${range.strength} at ${range.pharmacies} pharmacies near ${range.zip}` : 'No prices near this zip'],
          ['Medication Guide', data.medGuide?.hasGuide ? 'Yes: dispensed with an FDA Medication Guide' : 'None recorded'],
          ['Common uses', data.indications?.length ? data.indications.map((i) => `${i.description} (${i.code})`).join('; ') : 'None recorded'],
          ['Same-class alternatives', data.alternatives?.length ? data.alternatives.join(', ') : 'None in the catalog'],
        ]}
      />
      <DataTable
        caption="Reference acquisition cost (what pharmacies pay)"
        rows={data.referenceCosts ?? []}
        rowKey={(r) => r.ndc}
        columns={[
          { header: 'Label', cell: (r) => r.label },
          { header: 'Strength', cell: (r) => r.strength },
          { header: 'Per unit', cell: (r) => `${money(r.unitCost)} / ${r.pricingUnit}`, num: true },
          { header: 'Effective', cell: (r) => r.effectiveDate },
        ]}
      />
      <DataTable caption="NDCs and labelers" rows={data.formulations ?? []} rowKey={(r) => r.ndc} columns={[{ header: 'NDC', cell: (r) => <code>{r.ndc}</code> }, ...formulationColumns.slice(0, 4), { header: 'Labeler', cell: (r) => r.labeler }]} />
    </>
  );
}

export function AutocompleteView({ data: names }: ToolResultProps<Record<string, string>, string[]>) {
  return (
    <>
      <p>{names.length} matching drug names:</p>
      <ul className="tool-links__list">
        {names.map((name) => (
          <li key={name}>
            <DrugLink name={name} /> · <Link to={`/irxsavvy/all-drug-info?drugName=${encodeURIComponent(name)}`}>all drug info</Link>
          </li>
        ))}
      </ul>
    </>
  );
}
