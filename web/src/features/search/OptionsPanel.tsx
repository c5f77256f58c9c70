import { useId, type FormEvent } from 'react';
import type { DrugDetails } from '../../../../shared/contracts/prices';
import { MESSAGES, zipError } from '../../../../shared/validation';
import { useAppDispatch } from '../../app/store';
import { reportClientError } from '../../app/client-errors';
import { cacheZip } from '../../components/zip-cache';
import { CUSTOM, customQuantityValue, isPackaged, withCustomOption, type Selection } from './search-selection';
import { searchActions } from './search-slice';

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

/** Spec §2.4/§2.6 search options: Zip Code, Label, Form, Dosage, Quantity and Custom Quantity. */
export function OptionsPanel({ selection, details }: { selection: Selection; details: DrugDetails | null }) {
  const dispatch = useAppDispatch();
  const zipId = useId();
  const customId = useId();
  const zipMessage = zipError(selection.zip);
  const packaged = isPackaged(details?.packageAwareQuantities);
  const customText = packaged ? selection.customPackagedQuantity : selection.customQuantity;
  const customInvalid = selection.quantity === CUSTOM && customQuantityValue(selection, details) === undefined;

  const names = (details?.names ?? []).map((n) => ({ value: n.drugName, text: n.drugName }));
  const forms = (details?.forms ?? []).map((f) => ({ value: f.form, text: f.form }));
  const dosages = (details?.dosages ?? []).map((d) => ({ value: d.strength, text: d.strength }));
  const quantities = withCustomOption(details?.packageAwareQuantities ?? []).map((q) =>
    q.quantityLabel === CUSTOM ? { value: CUSTOM, text: CUSTOM } : { value: String(q.quantity), text: q.quantityToDisplay },
  );
  const quantityValue = selection.quantity || String(details?.selected.quantity ?? '');

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    dispatch(searchActions.searchRequested());
  }

  function locate() {
    navigator.geolocation?.getCurrentPosition(
      (position) => dispatch(searchActions.locationFound({ lat: position.coords.latitude, lon: position.coords.longitude })),
      (error) => reportClientError(`geolocation error ${error.code}: ${error.message}\npage ${location.pathname}`),
      { timeout: 10_000, maximumAge: 600_000 },
    );
  }

  return (
    <form className="search-options" aria-label="Search options" onSubmit={onSubmit} noValidate>
      <div className="search-options__field">
        <label htmlFor={zipId}>Zip Code</label>
        <input
          id={zipId}
          type="text"
          inputMode="numeric"
          autoComplete="postal-code"
          placeholder="Enter Zip Code"
          maxLength={10}
          value={selection.zip}
          aria-invalid={zipMessage ? true : undefined}
          aria-describedby={`${zipId}-error`}
          onChange={(e) => {
            dispatch(searchActions.zipChanged(e.target.value));
            cacheZip(e.target.value);
          }}
        />
        <p id={`${zipId}-error`} className="field-error">
          {zipMessage ?? ''}
        </p>
        {'geolocation' in navigator ? (
          <button type="button" className="link-button" onClick={locate}>
            Use my location
          </button>
        ) : null}
      </div>
      <Dropdown label="Label" value={selection.label} choices={names} onChange={(v) => dispatch(searchActions.labelChanged(v))} />
      <Dropdown label="Form" value={selection.form} choices={forms} onChange={(v) => dispatch(searchActions.formChanged(v))} />
      <Dropdown label="Dosage" value={selection.dosage} choices={dosages} onChange={(v) => dispatch(searchActions.dosageChanged(v))} />
      <Dropdown label="Quantity" value={quantityValue} choices={quantities} onChange={(v) => dispatch(searchActions.quantityChanged(v))} />
      {selection.quantity === CUSTOM ? (
        <div className="search-options__field">
          <label htmlFor={customId}>Custom Quantity{packaged ? ' (packages)' : ''}</label>
          <input
            id={customId}
            type="number"
            min="0"
            step="any"
            inputMode="decimal"
            value={customText}
            aria-invalid={customInvalid || undefined}
            aria-describedby={`${customId}-error`}
            onChange={(e) => dispatch(searchActions.customQuantityChanged(e.target.value))}
            onBlur={() => dispatch(searchActions.customQuantitySubmitted())}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                dispatch(searchActions.customQuantitySubmitted());
              }
            }}
          />
          <p id={`${customId}-error`} className="field-error">
            {customInvalid ? MESSAGES.quantity : ''}
          </p>
        </div>
      ) : null}
      <button type="submit" className="button search-options__submit">
        Search
      </button>
    </form>
  );
}

/** Spec §2.4: on mobile a compact summary (quantity, form, dosage, zip) with an Edit button. */
export function MobileSummary({ details, zip, editing, onEdit, panelId }: { details: DrugDetails | null; zip: string; editing: boolean; onEdit: () => void; panelId: string }) {
  const s = details?.selected;
  return (
    <div className="search-summary">
      <dl>
        <div><dt>Quantity</dt><dd>{s?.quantityToDisplay ?? '—'}</dd></div>
        <div><dt>Form</dt><dd>{s?.form ?? '—'}</dd></div>
        <div><dt>Dosage</dt><dd>{s?.strength ?? '—'}</dd></div>
        <div><dt>Zip</dt><dd>{zip || '—'}</dd></div>
      </dl>
      <button type="button" className="button button--secondary" aria-expanded={editing} aria-controls={panelId} onClick={onEdit}>
        Edit
      </button>
    </div>
  );
}
