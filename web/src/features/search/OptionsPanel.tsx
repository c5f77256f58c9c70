import { lazy, Suspense, useId, type FormEvent } from 'react';
import type { DrugDetails } from '../../../../shared/contracts/prices';
import { useAppDispatch } from '../../app/store';
import { CUSTOM, customQuantityValue, isPackaged, withCustomOption, type Selection } from './search-selection';
import { searchActions } from './search-slice';
import { useT } from '../../i18n/use-t';
import { useQuantityText } from '../../i18n/quantity-text';

// The field for a quantity of one's own: loaded when "Custom" is chosen.
const CustomQuantityField = lazy(() => import('./options/CustomQuantityField').then((m) => ({ default: m.CustomQuantityField })));

interface Choice {
  value: string;
  text: string;
}

function Dropdown({ label, value, choices, onChange }: { label: string; value: string; choices: Choice[]; onChange: (value: string) => void }) {
  const id = useId();
  const current = choices.some((c) => c.value === value) ? value : (choices[0]?.value ?? '');
  return (
    <div className="search-options__field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={current} disabled={choices.length <= 1} onChange={(e) => onChange(e.target.value)}>
        {choices.map((c) => (
          <option key={c.value} value={c.value}>
            {c.text}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * rules#site-shell, rules#drug-page search options: brand or generic (the spec's Label), Form, Dosage, Quantity and
 * Custom Quantity. Every change prices the page again (and tells the page, `onChanged`, which closes the panel on a phone and
 * takes the visitor to the new prices); where the prices are for is the location line's, above. Choosing Custom waits for the number.
 */
export function OptionsPanel({ selection, details, onSearch, onChanged }: { selection: Selection; details: DrugDetails | null; onSearch: () => void; onChanged?: () => void }) {
  const dispatch = useAppDispatch();
  const packaged = isPackaged(details?.packageAwareQuantities);
  const customText = packaged ? selection.customPackagedQuantity : selection.customQuantity;
  const t = useT();
  const quantityText = useQuantityText();

  const names = (details?.names ?? []).map((n) => ({ value: n.drugName, text: `${n.drugName} (${n.brandGeneric === 'B' ? t('options.brand') : t('options.generic')})` }));
  const forms = (details?.forms ?? []).map((f) => ({ value: f.form, text: f.form }));
  const dosages = (details?.dosages ?? []).map((d) => ({ value: d.strength, text: d.strength }));
  const quantities = withCustomOption(details?.packageAwareQuantities ?? []).map((q) =>
    q.quantityLabel === CUSTOM ? { value: CUSTOM, text: t('options.custom') } : { value: String(q.quantity), text: quantityText(q.quantityToDisplay) },
  );
  const quantityValue = selection.quantity || String(details?.selected.quantity ?? '');

  function changed(action: Parameters<typeof dispatch>[0], done = true) {
    dispatch(action);
    if (done) onChanged?.();
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    onSearch();
  }

  return (
    <form className="search-options" aria-label={t('options.label')} onSubmit={onSubmit} noValidate>
      <Dropdown label={t('options.brandOrGeneric')} value={selection.label} choices={names} onChange={(v) => changed(searchActions.labelChanged(v, details))} />
      <Dropdown label={t('options.form')} value={selection.form} choices={forms} onChange={(v) => changed(searchActions.formChanged(v, details))} />
      <Dropdown label={t('options.dosage')} value={selection.dosage} choices={dosages} onChange={(v) => changed(searchActions.dosageChanged(v, details))} />
      <Dropdown label={t('options.quantity')} value={quantityValue} choices={quantities} onChange={(v) => changed(searchActions.quantityChanged(v, details), v !== CUSTOM)} />
      {selection.quantity === CUSTOM ? (
        <Suspense fallback={null}>
          <CustomQuantityField text={customText} packaged={packaged} valid={customQuantityValue(selection, details) !== undefined} answer={details} onEntered={onChanged} />
        </Suspense>
      ) : null}
      <button type="submit" className="button search-options__submit">
        {t('search.search')}
      </button>
    </form>
  );
}

/** rules#site-shell: on mobile a compact summary (quantity, form, dosage, zip) with an Edit button. */
export function MobileSummary({ details, zip, editing, onEdit, panelId }: { details: DrugDetails | null; zip: string; editing: boolean; onEdit: () => void; panelId: string }) {
  const s = details?.selected;
  const t = useT();
  const quantityText = useQuantityText();
  return (
    <div className="search-summary">
      <dl>
        <div><dt>{t('options.quantity')}</dt><dd>{s ? quantityText(s.quantityToDisplay) : '—'}</dd></div>
        <div><dt>{t('options.form')}</dt><dd>{s?.form ?? '—'}</dd></div>
        <div><dt>{t('options.dosage')}</dt><dd>{s?.strength ?? '—'}</dd></div>
        <div><dt>{t('options.zip')}</dt><dd>{zip || '—'}</dd></div>
      </dl>
      <button type="button" className="button button--secondary" aria-expanded={editing} aria-controls={panelId} onClick={onEdit}>
        {t('options.edit')}
      </button>
    </div>
  );
}
