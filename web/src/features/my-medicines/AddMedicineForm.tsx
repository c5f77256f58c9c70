import { skipToken } from '@reduxjs/toolkit/query';
import { useId, useMemo, useState, type FormEvent } from 'react';
import type { FormulationItem } from '../../../../shared/contracts/drugs';
import { DrugTypeahead } from '../../components/search-bar/DrugTypeahead';
import { addMyMedicine, MY_MEDICINES_MAX, type AddOutcome } from '../../components/my-medicines/my-medicines-list';
import { useT } from '../../i18n/use-t';
import { useDrugFormulationQuery } from './my-medicines-endpoints';
import { useQuantityText } from '../../i18n/quantity-text';

const strengthOf = (f: FormulationItem) => `${f.dosageQuantity} ${f.dosageUnit}`.trim();
const formLabel = (f: FormulationItem) => `${f.form}, ${strengthOf(f)}`;

/** "Add a medicine" on the list page: a drug name (typeahead), then its form and strength, then a package quantity. */
export function AddMedicineForm() {
  const id = useId();
  const t = useT();
  const quantityText = useQuantityText();
  const [typed, setTyped] = useState('');
  const [drugName, setDrugName] = useState('');
  const [ndc, setNdc] = useState('');
  const [qty, setQty] = useState('');
  const [outcome, setOutcome] = useState<{ kind: AddOutcome; drug: string } | null>(null);
  const { data, isFetching, isError } = useDrugFormulationQuery(drugName || skipToken);
  const forms = useMemo(() => {
    const seen = new Map<string, FormulationItem>();
    for (const f of data?.drugs ?? []) if (!seen.has(f.ndc)) seen.set(f.ndc, f);
    return [...seen.values()];
  }, [data]);
  const chosenNdc = ndc && forms.some((f) => f.ndc === ndc) ? ndc : forms[0]?.ndc ?? '';
  const quantities = (data?.drugs ?? []).filter((f) => f.ndc === chosenNdc);
  const chosen = quantities.find((f) => String(f.quantity) === qty) ?? quantities[0];

  const pick = (name: string) => {
    setTyped(name);
    setDrugName(name.trim());
    setNdc('');
    setQty('');
    setOutcome(null);
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!chosen || !data) {
      if (typed.trim()) pick(typed);
      return;
    }
    const kind = addMyMedicine({
      ndc: chosen.ndc, drugName: data.drugName, form: chosen.form, strength: strengthOf(chosen), qty: chosen.quantity, quantityToDisplay: chosen.quantityToDisplay,
    });
    setOutcome({ kind, drug: data.drugName });
  }

  return (
    <form className="my-medicines__add" onSubmit={submit} aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{t('myMedicines.addHeading')}</h2>
      <DrugTypeahead id={`${id}-drug`} label={t('myMedicines.drugLabel')} value={typed} onChange={setTyped} onSelect={pick} />
      {drugName && isFetching ? <p role="status">{t('myMedicines.loadingForms')}</p> : null}
      {drugName && isError ? <p role="alert" className="field-error">{t('myMedicines.drugNotFound')}</p> : null}
      {forms.length ? (
        <div className="my-medicines__selects">
          <label>
            {t('myMedicines.formLabel')}
            <select value={chosenNdc} onChange={(e) => { setNdc(e.target.value); setQty(''); }}>
              {forms.map((f) => <option key={f.ndc} value={f.ndc}>{formLabel(f)}</option>)}
            </select>
          </label>
          <label>
            {t('myMedicines.quantityLabel')}
            <select value={chosen ? String(chosen.quantity) : ''} onChange={(e) => setQty(e.target.value)}>
              {quantities.map((f) => <option key={f.quantity} value={String(f.quantity)}>{quantityText(f.quantityToDisplay)}</option>)}
            </select>
          </label>
        </div>
      ) : null}
      <button type="submit">{t('myMedicines.addButton')}</button>
      <p role="status" aria-live="polite">
        {outcome?.kind === 'full' ? t('myMedicines.full', { max: MY_MEDICINES_MAX }) : outcome?.kind === 'added' ? t('myMedicines.added', { drug: outcome.drug }) : outcome?.kind === 'updated' ? t('myMedicines.updated', { drug: outcome.drug }) : ''}
      </p>
    </form>
  );
}
