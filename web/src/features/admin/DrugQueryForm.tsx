import { useState, type FormEvent } from 'react';
import { isValidZip, MESSAGES } from '../../../../shared/validation';
import { DrugTypeahead } from '../../components/search-bar/DrugTypeahead';

export interface DrugQuery {
  drugName: string;
  qty: string;
  zip: string;
}

/** Drug, quantity and zip: the inputs of the price explainer and the price history. */
export function DrugQueryForm({ initial, submitLabel, onSubmit }: { initial: Partial<DrugQuery>; submitLabel: string; onSubmit: (q: DrugQuery) => void }) {
  const [drugName, setDrugName] = useState(initial.drugName ?? '');
  const [qty, setQty] = useState(initial.qty ?? '');
  const [zip, setZip] = useState(initial.zip ?? '');
  const [tried, setTried] = useState(false);
  const zipError = zip.trim() && !isValidZip(zip.trim()) ? MESSAGES.zip : tried && !zip.trim() ? 'Enter a zip code' : '';
  const drugError = tried && !drugName.trim() ? 'Enter a drug name' : '';
  const qtyError = qty.trim() && !(Number(qty) > 0) ? 'The quantity must be a number above 0' : '';

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (!drugName.trim() || !isValidZip(zip.trim()) || qtyError) return;
    onSubmit({ drugName: drugName.trim(), qty: qty.trim(), zip: zip.trim() });
  };

  return (
    <form className="admin-form" onSubmit={submit} noValidate>
      <div className="admin-form__field admin-form__field--wide">
        <DrugTypeahead id="admin-drug" label="Drug name" value={drugName} onChange={setDrugName} onSelect={setDrugName} invalid={Boolean(drugError)} describedBy="admin-drug-error" />
        <p className="field-error" id="admin-drug-error">{drugError}</p>
      </div>
      <div className="admin-form__field">
        <label htmlFor="admin-qty">Quantity (optional)</label>
        <input id="admin-qty" inputMode="decimal" value={qty} onChange={(e) => setQty(e.target.value)} aria-invalid={Boolean(qtyError)} aria-describedby="admin-qty-error" />
        <p className="field-error" id="admin-qty-error">{qtyError}</p>
      </div>
      <div className="admin-form__field">
        <label htmlFor="admin-zip">Zip Code</label>
        <input id="admin-zip" inputMode="numeric" autoComplete="postal-code" placeholder="Enter Zip Code" value={zip} onChange={(e) => setZip(e.target.value)} aria-invalid={Boolean(zipError)} aria-describedby="admin-zip-error" />
        <p className="field-error" id="admin-zip-error">{zipError}</p>
      </div>
      <div className="admin-form__actions">
        <button type="submit">{submitLabel}</button>
      </div>
    </form>
  );
}
