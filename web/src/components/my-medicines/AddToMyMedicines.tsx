import { useState } from 'react';
import { Link } from 'react-router-dom';
import { addMyMedicine, MY_MEDICINES_MAX, useMyMedicines, type AddOutcome, type MyMedicine } from './my-medicines-list';
import { MY_MEDICINES_STRINGS as S } from './strings';

/** The drug page's "Add to my medicines": the selection on screen (drug, form, strength, quantity) into the list on this device. */
export function AddToMyMedicines({ item }: { item: MyMedicine }) {
  const list = useMyMedicines();
  const [outcome, setOutcome] = useState<AddOutcome | null>(null);
  const inList = list.find((m) => m.ndc === item.ndc);
  const same = inList && inList.qty === item.qty;
  const message = outcome === 'full' ? S.full(MY_MEDICINES_MAX) : outcome === 'updated' ? S.updated(item.drugName) : outcome === 'added' || same ? S.added(item.drugName) : '';
  return (
    <div className="my-medicines-add">
      {same ? null : (
        <button type="button" className="button button--secondary" onClick={() => setOutcome(addMyMedicine({ ndc: item.ndc, drugName: item.drugName, form: item.form, strength: item.strength, qty: item.qty, quantityToDisplay: item.quantityToDisplay }))}>
          {inList ? S.update : S.add}
        </button>
      )}
      <p className="my-medicines-add__status" role="status" aria-live="polite">
        {message}
        {message && outcome !== 'full' ? ' ' : null}
        {message ? <Link to="/my-medicines">{S.seeList}</Link> : null}
      </p>
    </div>
  );
}
