import { Link } from 'react-router-dom';
import type { ResponseOf } from '../../../../../shared/contract';
import type { Icd10Entry, RxConcept, toolsIcd10Contract, toolsRxnormContract, toolsStatusContract } from '../../../../../shared/contracts/tools-codes';
import type { ToolResultProps } from '../tool-types';
import { DataTable, DrugHeading, DrugLink } from './parts';

type Icd10 = ToolResultProps<Record<string, string>, ResponseOf<typeof toolsIcd10Contract>>;
type RxNorm = ToolResultProps<Record<string, string>, ResponseOf<typeof toolsRxnormContract>>;

const KIND = { chapter: 'Chapter', section: 'Section', category: 'Category', code: 'Code' } as const;

function entryLink(e: Icd10Entry) {
  if (e.kind === 'code') return <Link to={`/irxsavvy/icd-10-get-description?code=${encodeURIComponent(e.code)}`}>{e.code}</Link>;
  return <Link to={`/irxsavvy/icd-10-list?parent=${encodeURIComponent(e.code)}`}>{e.kind === 'chapter' ? `Chapter ${e.code}` : e.code}</Link>;
}

const Source = ({ text }: { text: string }) => <p className="tool-muted">Source: {text}.</p>;

function PathLine({ path }: { path?: Icd10Entry[] }) {
  if (!path?.length) return null;
  return (
    <p className="tool-muted">
      {path.map((p, i) => (
        <span key={p.code}>
          {i ? ' › ' : ''}
          {entryLink(p)} {p.description}
        </span>
      ))}
    </p>
  );
}

const entryColumns = [
  { header: 'Code', cell: (e: Icd10Entry) => entryLink(e) },
  { header: 'Description', cell: (e: Icd10Entry) => e.description },
  { header: 'Level', cell: (e: Icd10Entry) => KIND[e.kind] },
];

export function Icd10DescribeView({ data }: Icd10) {
  const e = data.entry!;
  return (
    <>
      <p className="tool-verdict">
        <strong>{e.code}</strong>: {e.description}
      </p>
      <PathLine path={data.path} />
      {data.children?.length ? <DataTable caption="More specific codes" rows={data.children} rowKey={(c) => c.code} columns={entryColumns} /> : null}
      <Source text={data.source} />
    </>
  );
}

export function Icd10BrowseView({ data }: Icd10) {
  return (
    <>
      {data.entry ? (
        <p className="tool-verdict">
          {KIND[data.entry.kind]} {data.entry.code}: {data.entry.description}
        </p>
      ) : null}
      <PathLine path={data.path} />
      <DataTable caption={data.entry ? 'Inside it' : 'ICD-10-CM chapters'} rows={data.children ?? []} rowKey={(c) => c.code} columns={entryColumns} />
      <Source text={data.source} />
    </>
  );
}

export function Icd10IdentifyView({ data }: Icd10) {
  return (
    <>
      <DataTable
        caption="Candidate codes, best match first"
        rows={data.matches ?? []}
        rowKey={(m) => m.code}
        columns={[...entryColumns, { header: 'Matched words', cell: (m) => m.matched.join(', ') }]}
      />
      <Source text={data.source} />
    </>
  );
}

export function DiagnosesForDrugView({ data }: Icd10) {
  return (
    <>
      {data.drug ? <DrugHeading drug={data.drug} /> : null}
      <DataTable caption="Common indications (ICD-10-CM)" rows={data.children ?? []} rowKey={(c) => c.code} columns={[...entryColumns.slice(0, 2), { header: 'Non-Rx options', cell: (c) => <Link to={`/irxsavvy/non-rx-treatment-options-for-dx?code=${encodeURIComponent(c.code)}`}>see options</Link> }]} />
    </>
  );
}

export function DiagnosisListView({ data }: Icd10) {
  return (
    <DataTable
      caption={`${data.diagnoses?.length ?? 0} diagnoses treated by drugs in the catalog`}
      rows={data.diagnoses ?? []}
      rowKey={(d) => d.code}
      columns={[...entryColumns.slice(0, 2), { header: 'Chapter', cell: (d) => d.chapter }, { header: 'Drugs', cell: (d) => `${d.drugs.slice(0, 6).join(', ')}${d.drugs.length > 6 ? ` and ${d.drugs.length - 6} more` : ''}` }]}
    />
  );
}

export function NonRxView({ data }: Icd10) {
  const e = data.entry!;
  const options = data.nonRx!;
  return (
    <>
      <p className="tool-verdict">
        <strong>{e.code}</strong>: {e.description}
      </p>
      {options.lifestyle.length || options.otc.length ? (
        <>
          <h2>Lifestyle and self-care</h2>
          {options.lifestyle.length ? (
            <ul>
              {options.lifestyle.map((l) => (
                <li key={l}>{l}</li>
              ))}
            </ul>
          ) : (
            <p>None recorded.</p>
          )}
          <h2>Over-the-counter options</h2>
          {options.otc.length ? (
            <ul>
              {options.otc.map((o) => (
                <li key={o.name}>
                  <DrugLink name={o.name} /> <span className="tool-muted">{o.drugClass}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p>None: this condition needs a clinician's treatment plan.</p>
          )}
        </>
      ) : (
        <p className="tool-empty tool-empty--none">No non-prescription options are recorded for this diagnosis. Ask your clinician or pharmacist.</p>
      )}
    </>
  );
}

const conceptColumns = [
  { header: 'RxCUI', cell: (c: RxConcept) => <Link to={`/irxsavvy/rxcui-get-information?rxcui=${c.rxcui}`}>{c.rxcui}</Link> },
  { header: 'Name', cell: (c: RxConcept) => c.name },
  { header: 'Type', cell: (c: RxConcept) => ({ SCD: 'Clinical drug', SBD: 'Branded drug', IN: 'Ingredient', PIN: 'Precise ingredient', MIN: 'Multiple ingredients', BN: 'Brand name' } as Record<string, string>)[c.tty] ?? c.tty },
];

export function RxcuiInfoView({ data }: RxNorm) {
  const c = data.concept!;
  return (
    <>
      <p className="tool-verdict">
        RxCUI <strong>{c.rxcui}</strong>: {c.name}
      </p>
      <dl className="tool-facts">
        <dt>Type</dt>
        <dd>{conceptColumns[2]!.cell(c)}</dd>
        <dt>Ingredients</dt>
        <dd>{c.ingredients.join(', ') || '—'}</dd>
        <dt>Strength</dt>
        <dd>{c.strength ?? '—'}</dd>
        <dt>NDCs</dt>
        <dd>{c.ndcs.length ? c.ndcs.join(', ') : '—'}</dd>
        <dt>In the catalog as</dt>
        <dd>{c.drug ? <DrugLink name={c.drug} /> : '—'}</dd>
      </dl>
      <p className="tool-muted">Source: {data.source}.</p>
    </>
  );
}

export function RxcuiListView({ data }: RxNorm) {
  return (
    <>
      {data.drug ? <DrugHeading drug={data.drug} /> : null}
      <DataTable caption="RxNorm concepts" rows={data.concepts ?? []} rowKey={(c) => c.rxcui} columns={[...conceptColumns, { header: 'NDCs', cell: (c) => c.ndcs.length, num: true }]} />
      <p className="tool-muted">Source: {data.source}.</p>
    </>
  );
}

export function IdentifyRxnormView({ data }: RxNorm) {
  return (
    <>
      <DataTable
        caption={`${data.recognised?.length ?? 0} recognised`}
        rows={data.recognised ?? []}
        rowKey={(r, i) => `${r.concept.rxcui}-${i}`}
        columns={[{ header: 'You wrote', cell: (r) => r.text }, ...conceptColumns.map((c) => ({ header: c.header, cell: (r: { concept: RxConcept }) => c.cell(r.concept) }))]}
      />
      {data.unrecognised?.length ? (
        <p>
          Not recognised: {data.unrecognised.join('; ')}
        </p>
      ) : null}
    </>
  );
}

type Status = ToolResultProps<Record<string, string>, ResponseOf<typeof toolsStatusContract>>;
const STATUS_WORDS = { operational: 'Operational', degraded: 'Degraded', outage: 'Having problems', idle: 'No recent traffic' } as const;

export function StatusView({ data }: Status) {
  return (
    <>
      <p className="tool-verdict">
        <span className={`tool-badge tool-badge--${data.overall}`}>{STATUS_WORDS[data.overall]}</span> {data.summary}
      </p>
      <DataTable caption={`Services over the last ${data.windowMinutes} minutes`} rows={data.services} rowKey={(s) => s.name} columns={[{ header: 'Service', cell: (s) => s.name }, { header: 'Status', cell: (s) => <span className={`tool-badge tool-badge--${s.status}`}>{STATUS_WORDS[s.status]}</span> }]} />
      <p className="tool-muted">Checked {new Date(data.checkedAt).toLocaleString()}.</p>
    </>
  );
}
