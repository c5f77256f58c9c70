import { useEffect, useId, useState, type FormEvent } from 'react';
import type { BasketPlan } from '../../../../shared/contracts/basket';
import { isValidEmail, MESSAGES, zipError } from '../../../../shared/validation';
import { errorMessage } from '../../api/base-query';
import { clearMyMedicines, removeMyMedicine, useMyMedicines, type MyMedicine } from '../../components/my-medicines/my-medicines-list';
import { MY_MEDICINES_STRINGS as S } from '../../components/my-medicines/strings';
import { cacheZip, readCachedZip } from '../../components/zip-cache';
import { AddMedicineForm } from './AddMedicineForm';
import { BasketResults } from './BasketResults';
import { useBasketEmailMutation, useBasketMutation } from './my-medicines-endpoints';
import './my-medicines.css';

const itemsOf = (list: MyMedicine[]) => list.map((m) => ({ ndc: m.ndc, qty: m.qty }));
/** What a priced answer was for: a change to the list or the zip makes it out of date. */
const signature = (zip: string, list: MyMedicine[]) => JSON.stringify([zip, itemsOf(list)]);

/** The e-mail's plans (shared/contracts/basket.ts BASKET_PLANS; a type-only import keeps zod out of this page). */
const PLAN_LABELS: Record<BasketPlan, string> = { 'one-pharmacy': S.planOne, split: S.planSplit, 'mail-order': S.planMail };

/** /my-medicines (issue 31 §1): the visitor's list, kept on this device, priced together near a zip. */
export default function MyMedicinesPage() {
  const id = useId();
  const list = useMyMedicines();
  const [zip, setZip] = useState(() => readCachedZip() ?? '');
  const [zipTouched, setZipTouched] = useState(false);
  const [cleared, setCleared] = useState(false);
  const [priceBasket, priced] = useBasketMutation();
  const [pricedFor, setPricedFor] = useState('');
  const zipProblem = zipError(zip) ?? (zip.trim() === '' ? MESSAGES.zip : undefined);
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
      <h1>{S.heading}</h1>
      <p>{S.intro}</p>
      <p className="my-medicines__device">{S.deviceOnly}</p>

      <section aria-labelledby={`${id}-list`} className="my-medicines__list">
        <h2 id={`${id}-list`}>{S.listHeading}</h2>
        {list.length ? (
          <>
            <ul>
              {list.map((m) => (
                <li key={m.ndc}>
                  <span>{m.drugName} {m.strength} {m.form}, {m.quantityToDisplay}</span>
                  <button type="button" className="button button--secondary no-print" onClick={() => removeMyMedicine(m.ndc)} aria-label={S.remove(m.drugName)}>
                    ✕
                  </button>
                </li>
              ))}
            </ul>
            <button type="button" className="button button--secondary no-print" onClick={clear}>{S.clear}</button>
          </>
        ) : (
          <p>{S.empty}</p>
        )}
        <p role="status" aria-live="polite" className="visually-hidden">{cleared ? S.cleared : ''}</p>
      </section>

      <div className="no-print">
        <AddMedicineForm />
      </div>

      {list.length ? (
        <form className="my-medicines__zip no-print" onSubmit={getPrices} noValidate>
          <label htmlFor={`${id}-zip`}>{S.zipLabel}</label>
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
          <button type="submit" disabled={priced.isLoading}>{S.getPrices}</button>
          <p id={`${id}-zip-error`} className="field-error">{zipTouched && zipProblem ? zipProblem : ''}</p>
        </form>
      ) : null}

      <div aria-live="polite" aria-busy={priced.isLoading}>
        {priced.isLoading ? (
          <p role="status" className="my-medicines__loading"><span className="spinner" aria-hidden="true" /> {S.loading}</p>
        ) : priced.isError && pricedFor === signature(zip.trim(), list) ? (
          <p role="alert" className="field-error">{errorMessage(priced.error, S.failed)}</p>
        ) : current ? (
          <>
            <BasketResults answer={current} />
            <div className="my-medicines__share no-print">
              <button type="button" className="button button--secondary" onClick={() => window.print()}>{S.print}</button>
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
      <h2 id={`${id}-h`}>{S.emailHeading}</h2>
      <label htmlFor={`${id}-email`}>{S.emailLabel}</label>
      <input id={`${id}-email`} type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} onBlur={() => setTouched(true)}
        aria-invalid={touched && !valid} aria-describedby={`${id}-email-error`} />
      <p id={`${id}-email-error`} className="field-error">{touched && email.trim() && !valid ? MESSAGES.email : ''}</p>
      <label htmlFor={`${id}-plan`}>{S.emailPlan}</label>
      <select id={`${id}-plan`} value={plan} onChange={(e) => setPlan(e.target.value as BasketPlan)}>
        {(Object.keys(PLAN_LABELS) as BasketPlan[]).map((p) => <option key={p} value={p}>{PLAN_LABELS[p]}</option>)}
      </select>
      <button type="submit" disabled={result.isLoading}>{S.send}</button>
      <p role="status" aria-live="polite">
        {result.isSuccess ? S.sent : result.isError ? `${S.sendFailed} ${errorMessage(result.error, '')}`.trim() : ''}
      </p>
    </form>
  );
}
