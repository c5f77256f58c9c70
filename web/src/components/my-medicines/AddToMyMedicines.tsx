import { useState } from 'react';
import { Link } from 'react-router-dom';
import { addMyMedicine, MY_MEDICINES_MAX, useMyMedicines, type AddOutcome, type MyMedicine } from './my-medicines-list';
import { useLocalize, useT } from '../../i18n/use-t';

/** The drug page's "Add to my medicines": the selection on screen (drug, form, strength, quantity) into the list on this device. */
export function AddToMyMedicines({ item }: { item: MyMedicine }) {
  const t = useT();
  const localize = useLocalize();
  const list = useMyMedicines();
  const [outcome, setOutcome] = useState<AddOutcome | null>(null);
  const inList = list.find((m) => m.ndc === item.ndc);
  const same = inList && inList.qty === item.qty;
  const drug = item.drugName;
  const message = outcome === 'full' ? t('myMedicines.full', { max: MY_MEDICINES_MAX }) : outcome === 'updated' ? t('myMedicines.updated', { drug }) : outcome === 'added' || same ? t('myMedicines.added', { drug }) : '';
  return (
    <div className="my-medicines-add">
      {same ? null : (
        <button type="button" className="button button--secondary" onClick={() => setOutcome(addMyMedicine({ ndc: item.ndc, drugName: item.drugName, form: item.form, strength: item.strength, qty: item.qty, quantityToDisplay: item.quantityToDisplay }))}>
          {inList ? t('myMedicines.update') : t('myMedicines.add')}
        </button>
      )}
      <p className="my-medicines-add__status" role="status" aria-live="polite">
        {message}
        {message && outcome !== 'full' ? ' ' : null}
        {message ? <Link to={localize('/my-medicines')}>{t('myMedicines.seeList')}</Link> : null}
      </p>
    </div>
  );
}
