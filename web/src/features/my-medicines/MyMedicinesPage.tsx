import { useEffect, useId, useState, type FormEvent } from 'react';
import type { BasketPlan } from '../../../../shared/contracts/basket';
import { isValidEmail, zipError } from '../../../../shared/validation';
import { errorMessage } from '../../api/base-query';
import { clearMyMedicines, removeMyMedicine, useMyMedicines, type MyMedicine } from '../../components/my-medicines/my-medicines-list';
import { cacheZip, readCachedZip } from '../../components/zip-cache';
import { useLang, useT } from '../../i18n/use-t';
import { AddMedicineForm } from './AddMedicineForm';
import { BasketResults } from './BasketResults';
import { useBasketEmailMutation, useBasketMutation } from './my-medicines-endpoints';
import './my-medicines.css';
import { useQuantityText } from '../../i18n/quantity-text';

const itemsOf = (list: MyMedicine[]) => list.map((m) => ({ ndc: m.ndc, qty: m.qty }));
/** What a priced answer was for: a change to the list or the zip makes it out of date. */
const signature = (zip: string, list: MyMedicine[]) => JSON.stringify([zip, itemsOf(list)]);

/** The e-mail's plans (shared/contracts/basket.ts BASKET_PLANS; a type-only import keeps zod out of this page), named as the results' headings. */
const PLAN_LABELS = { 'one-pharmacy': 'myMedicines.bestHeading', split: 'myMedicines.splitHeading', 'mail-order': 'myMedicines.mailHeading' } as const satisfies Record<BasketPlan, string>;

/** /my-medicines (issue 31 §1): the visitor's list, kept on this device, priced together near a zip. */
export default function MyMedicinesPage() {
  const id = useId();
  const t = useT();
  const quantityText = useQuantityText();
  const lang = useLang();
  const list = useMyMedicines();
  const [zip, setZip] = useState(() => readCachedZip() ?? '');
  const [zipTouched, setZipTouched] = useState(false);
  const [cleared, setCleared] = useState(false);
  const [priceBasket, priced] = useBasketMutation();
  const [pricedFor, setPricedFor] = useState('');
  // zipError's one message (MESSAGES.zip) is the catalog's validation.zip.
  const zipProblem = zipError(zip) !== undefined || zip.trim() === '' ? t('validation.zip') : undefined;
  const current = priced.data && pricedFor === signature(zip.trim(), list) ? priced.data : undefined;

  useEffect(() => {
    if (list.length) setCleared(false);
  }, [list.length]);

  function getPrices(event: FormEvent) {
    event.preventDefault();
    setZipTouched(true);
    if (zipProblem || !list.length) return;
    const z = zip.trim();
    cacheZip(z);
    setPricedFor(signature(z, list));
    void priceBasket({ zip: z, items: itemsOf(list) });
  }

  function clear() {
    clearMyMedicines();
    setCleared(true);
    priced.reset();
  }

  return (
    <article className="page my-medicines">
      <h1>{t('myMedicines.heading')}</h1>
      <p>{t('myMedicines.intro')}</p>
      <p className="my-medicines__device">{t('myMedicines.deviceOnly')}</p>

      <section aria-labelledby={`${id}-list`} className="my-medicines__list">
        <h2 id={`${id}-list`}>{t('myMedicines.listHeading')}</h2>
        {list.length ? (
          <>
            <ul>
              {list.map((m) => (
                <li key={m.ndc}>
                  <span>{m.drugName} {m.strength} {m.form}, {quantityText(m.quantityToDisplay)}</span>
                  <button type="button" className="button button--secondary no-print" onClick={() => removeMyMedicine(m.ndc)} aria-label={t('myMedicines.remove', { drug: m.drugName })}>
                    ✕
                  </button>
                </li>
              ))}
            </ul>
            <button type="button" className="button button--secondary no-print" onClick={clear}>{t('myMedicines.clear')}</button>
          </>
        ) : (
          <p>{t('myMedicines.empty')}</p>
        )}
        <p role="status" aria-live="polite" className="visually-hidden">{cleared ? t('myMedicines.cleared') : ''}</p>
      </section>

      <div className="no-print">
        <AddMedicineForm />
      </div>

      {list.length ? (
        <form className="my-medicines__zip no-print" onSubmit={getPrices} noValidate>
          <label htmlFor={`${id}-zip`}>{t('myMedicines.zipLabel')}</label>
          <input
            id={`${id}-zip`}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={5}
            value={zip}
            onChange={(e) => setZip(e.target.value)}
            onBlur={() => setZipTouched(true)}
            aria-invalid={zipTouched && !!zipProblem}
            aria-describedby={`${id}-zip-error`}
          />
          <button type="submit" disabled={priced.isLoading}>{t('myMedicines.getPrices')}</button>
          <p id={`${id}-zip-error`} className="field-error">{zipTouched && zipProblem ? zipProblem : ''}</p>
        </form>
      ) : null}

      <div aria-live="polite" aria-busy={priced.isLoading}>
        {priced.isLoading ? (
          <p role="status" className="my-medicines__loading"><span className="spinner" aria-hidden="true" /> {t('myMedicines.loading')}</p>
        ) : priced.isError && pricedFor === signature(zip.trim(), list) ? (
          <p role="alert" className="field-error">{lang === 'en' ? errorMessage(priced.error, t('myMedicines.failed')) : t('myMedicines.failed')}</p>
        ) : current ? (
          <>
            <BasketResults answer={current} />
            <div className="my-medicines__share no-print">
              <button type="button" className="button button--secondary" onClick={() => window.print()}>{t('myMedicines.print')}</button>
              <EmailList zip={current.zip} list={list} />
            </div>
          </>
        ) : null}
      </div>
    </article>
  );
}

/** One e-mail with every coupon of a plan: only the address is typed; the server prices the list again and sends its own coupons. */
function EmailList({ zip, list }: { zip: string; list: MyMedicine[] }) {
  const id = useId();
  const t = useT();
  const lang = useLang();
  const [email, setEmail] = useState('');
  const [plan, setPlan] = useState<BasketPlan>('one-pharmacy');
  const [touched, setTouched] = useState(false);
  const [send, result] = useBasketEmailMutation();
  const valid = isValidEmail(email);
  function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (!valid) return;
    void send({ zip, items: itemsOf(list), receiverEmail: email.trim(), plan });
  }
  return (
    <form className="my-medicines__email" onSubmit={submit} noValidate aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{t('myMedicines.emailHeading')}</h2>
      <label htmlFor={`${id}-email`}>{t('myMedicines.emailLabel')}</label>
      <input id={`${id}-email`} type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} onBlur={() => setTouched(true)}
        aria-invalid={touched && !valid} aria-describedby={`${id}-email-error`} />
      <p id={`${id}-email-error`} className="field-error">{touched && email.trim() && !valid ? t('validation.email') : ''}</p>
      <label htmlFor={`${id}-plan`}>{t('myMedicines.emailPlan')}</label>
      <select id={`${id}-plan`} value={plan} onChange={(e) => setPlan(e.target.value as BasketPlan)}>
        {(Object.keys(PLAN_LABELS) as BasketPlan[]).map((p) => <option key={p} value={p}>{t(PLAN_LABELS[p])}</option>)}
      </select>
      <button type="submit" disabled={result.isLoading}>{t('myMedicines.send')}</button>
      <p role="status" aria-live="polite">
        {result.isSuccess ? t('myMedicines.sent') : result.isError ? (lang === 'en' ? `${t('myMedicines.sendFailed')} ${errorMessage(result.error, '')}`.trim() : t('myMedicines.sendFailed')) : ''}
      </p>
    </form>
  );
}
