import { Link } from 'react-router-dom';
import type { ClassMember, DrugClassResponse, IngredientsResponse } from '../../../../../shared/contracts/tools';
import type { ToolResultProps } from '../tool-types';
import { DataTable, DrugHeading, DrugLink, money } from './parts';

type Props = ToolResultProps<Record<string, string>, DrugClassResponse>;

const classLink = (name: string) => <Link to={`/irxsavvy/drug-class-members?className=${encodeURIComponent(name)}`}>{name}</Link>;
const RELATION: Record<NonNullable<ClassMember['relation']>, string> = { 'same-drug': 'This drug', 'same-ingredient': 'Same ingredient', 'same-class': 'Same class' };
const perDay = (n: number | null | undefined) => (n ? `${n} time${n === 1 ? '' : 's'} a day` : 'not recorded');

const memberColumns = [
  { header: 'Drug', cell: (m: ClassMember) => <DrugLink name={m.generic} /> },
  { header: 'Brand', cell: (m: ClassMember) => (m.brand && m.brand !== m.generic ? <DrugLink name={m.brand} /> : '—') },
  { header: 'Rx or OTC', cell: (m: ClassMember) => m.rx },
];

const pricedColumns = [
  ...memberColumns.slice(0, 1),
  { header: 'Compared fill', cell: (m: ClassMember) => `${m.strength ?? ''}, ${m.quantityToDisplay ?? ''}` },
  { header: 'Best price near you', cell: (m: ClassMember) => money(m.price30), num: true },
];

export function DrugClassView({ data }: Props) {
  return (
    <>
      {data.drug ? <DrugHeading drug={data.drug} /> : null}
      <p className="tool-verdict">
        Drug class: <strong>{classLink(data.className ?? '')}</strong>
      </p>
      <DataTable caption={`Other drugs in ${data.className}`} rows={(data.members ?? []).filter((m) => m.id !== data.drug?.id)} rowKey={(m) => m.id} columns={memberColumns} />
    </>
  );
}

export function ClassListView({ data }: Props) {
  return (
    <DataTable
      caption={`${data.classes?.length ?? 0} drug classes in the catalog`}
      rows={data.classes ?? []}
      rowKey={(c) => c.name}
      columns={[
        { header: 'Class', cell: (c) => classLink(c.name) },
        { header: 'Drugs', cell: (c) => c.members, num: true },
        { header: 'Prices', cell: (c) => <Link to={`/irxsavvy/drug-class-costs?className=${encodeURIComponent(c.name)}`}>compare costs</Link> },
      ]}
    />
  );
}

export function ClassMembersView({ data }: Props) {
  return <DataTable caption={`Drugs in ${data.className}`} rows={data.members ?? []} rowKey={(m) => m.id} columns={[...memberColumns, { header: 'Usual doses', cell: (m) => perDay(m.dosesPerDay) }]} />;
}

export function ClassCostsView({ data }: Props) {
  return (
    <>
      <p>
        {data.className}: each drug's lowest coupon price near {data.zip} for about a 30-day supply of its first listed strength, cheapest first.
      </p>
      <DataTable caption="Ranked by price" rows={data.members ?? []} rowKey={(m) => m.id} columns={pricedColumns} />
    </>
  );
}

export function AlternativesView({ data }: Props) {
  return (
    <>
      {data.drug ? <DrugHeading drug={data.drug} /> : null}
      <p>Prices are the lowest coupon price near {data.zip} for about a 30-day supply.</p>
      <DataTable caption="Alternatives and their prices" rows={data.members ?? []} rowKey={(m) => m.id} columns={[...pricedColumns, { header: 'Relation', cell: (m) => (m.relation ? RELATION[m.relation] : '') }]} />
    </>
  );
}

export function LabelsView({ data }: Props) {
  return (
    <>
      {data.drug ? <DrugHeading drug={data.drug} /> : null}
      <DataTable
        caption="Brand and generic labels"
        rows={data.labels ?? []}
        rowKey={(l) => l.name}
        columns={[
          { header: 'Label', cell: (l) => <DrugLink name={l.name} /> },
          { header: 'Brand or generic', cell: (l) => (l.brandGeneric === 'B' ? 'Brand' : 'Generic') },
          { header: 'Forms', cell: (l) => l.forms.join(', ') },
          { header: 'Relation', cell: (l) => (l.relation === 'same-drug' ? 'Same drug' : `Same ingredient (${l.drug})`) },
        ]}
      />
    </>
  );
}

export function FrequenciesView({ data }: Props) {
  return (
    <>
      {data.drug ? <DrugHeading drug={data.drug} /> : null}
      <p>
        Usual dosing of {data.drug?.generic}: <strong>{perDay(data.dosesPerDay)}</strong>.
      </p>
      {data.dosesPerDay === null ? (
        <p className="tool-empty tool-empty--none">The catalog does not record a usual dosing for this drug, so it cannot compare frequencies.</p>
      ) : (
        <DataTable caption="Taken fewer times a day" rows={data.members ?? []} rowKey={(m) => m.id} columns={[...memberColumns.slice(0, 1), { header: 'Usual doses', cell: (m) => perDay(m.dosesPerDay) }, { header: 'Relation', cell: (m) => (m.relation ? RELATION[m.relation] : '') }]} />
      )}
    </>
  );
}

type IngredientProps = ToolResultProps<Record<string, string>, IngredientsResponse>;
const ingredientLink = (name: string) => <Link to={`/irxsavvy/medications-with-active-ingredients?ingredient=${encodeURIComponent(name)}`}>{name}</Link>;

export function ActiveIngredientsView({ data }: IngredientProps) {
  return (
    <>
      {data.drug ? <DrugHeading drug={data.drug} /> : null}
      <DataTable
        caption="Active ingredients"
        rows={data.ingredients ?? []}
        rowKey={(i) => i.name}
        columns={[
          { header: 'Ingredient', cell: (i) => ingredientLink(i.name) },
          { header: 'RxNorm RxCUI', cell: (i) => (i.rxcui ? <Link to={`/irxsavvy/rxcui-get-information?rxcui=${i.rxcui}`}>{i.rxcui}</Link> : 'not in the RxNorm extract') },
        ]}
      />
    </>
  );
}

export function DrugsWithIngredientView({ data }: IngredientProps) {
  return (
    <DataTable
      caption={`Drugs containing ${data.ingredient}`}
      rows={data.drugs ?? []}
      rowKey={(d) => d.id}
      columns={[
        { header: 'Drug', cell: (d) => <DrugLink name={d.generic} /> },
        { header: 'Brand', cell: (d) => d.brand },
        { header: 'Class', cell: (d) => d.drugClass },
        { header: 'Ingredients', cell: (d) => `${d.ingredients.join(' + ')}${d.combination ? ' (combination)' : ''}` },
      ]}
    />
  );
}

export function IngredientLabelsView({ data }: IngredientProps) {
  return (
    <DataTable
      caption={`Labels containing ${data.ingredient}`}
      rows={data.labels ?? []}
      rowKey={(l) => l.name}
      columns={[
        { header: 'Label', cell: (l) => <DrugLink name={l.name} /> },
        { header: 'Brand or generic', cell: (l) => (l.brandGeneric === 'B' ? 'Brand' : 'Generic') },
        { header: 'Drug', cell: (l) => l.drug },
        { header: 'All ingredients', cell: (l) => l.ingredients.join(' + ') },
      ]}
    />
  );
}
