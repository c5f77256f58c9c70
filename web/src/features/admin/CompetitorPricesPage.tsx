import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { COMPETITOR_NAMES, competitorObservationInputSchema, OBSERVED_CHAINS } from '../../../../shared/contracts/competitor-prices';
import { errorMessage } from '../../api/base-query';
import { DrugTypeahead } from '../../components/search-bar/DrugTypeahead';
import { AdminPage } from './AdminPage';
import { useAdminCompetitorObservationMutation } from './competitor-prices-endpoints';

type Field = 'competitor' | 'drugName' | 'ndc' | 'quantity' | 'chain' | 'price' | 'observedAt' | 'sourceUrl' | 'screenshot';
type Draft = Record<Field, string>;

const EMPTY: Draft = { competitor: 'GoodRx', drugName: '', ndc: '', quantity: '30', chain: 'CVS', price: '', observedAt: '', sourceUrl: '', screenshot: '' };

/** The typed draft as the route's body, or the first problem of each field. */
function check(draft: Draft) {
  const parsed = competitorObservationInputSchema.safeParse({ ...draft, quantity: Number(draft.quantity), price: Number(draft.price) });
  if (parsed.success) return { body: parsed.data, problems: {} as Partial<Record<Field, string>> };
  const problems: Partial<Record<Field, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as Field;
    problems[field] ??= issue.message;
  }
  return { body: undefined, problems };
}

function TextField({ id, label, hint, draft, set, problem, inputMode, type }: {
  id: Field; label: string; hint?: string; draft: Draft; set: (f: Field, v: string) => void; problem?: string; inputMode?: 'decimal' | 'numeric' | 'url'; type?: string;
}) {
  return (
    <div className="admin-form__field">
      <label htmlFor={`obs-${id}`}>{label}</label>
      <input id={`obs-${id}`} type={type ?? 'text'} inputMode={inputMode} value={draft[id]} placeholder={hint} onChange={(e) => set(id, e.target.value)}
        aria-invalid={Boolean(problem)} aria-describedby={`obs-${id}-error`} />
      <p className="field-error" id={`obs-${id}-error`}>{problem ?? ''}</p>
    </div>
  );
}

function Select({ id, label, options, draft, set }: { id: Field; label: string; options: readonly string[]; draft: Draft; set: (f: Field, v: string) => void }) {
  return (
    <div className="admin-form__field">
      <label htmlFor={`obs-${id}`}>{label}</label>
      <select id={`obs-${id}`} value={draft[id]} onChange={(e) => set(id, e.target.value)}>
        {options.map((o) => <option key={o} value={o}>{o}</option>)}
      </select>
    </div>
  );
}

function CompetitorPricesContent() {
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [tried, setTried] = useState(false);
  const [record, { data, error, isLoading, reset }] = useAdminCompetitorObservationMutation();
  const { body, problems } = check(draft);
  const shown = tried ? problems : {};
  const set = (field: Field, value: string) => {
    setDraft((d) => ({ ...d, [field]: value }));
    reset();
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (body) void record(body);
  };
  return (
    <>
      <form className="admin-form" onSubmit={submit} noValidate>
        <Select id="competitor" label="Competitor" options={COMPETITOR_NAMES} draft={draft} set={set} />
        <div className="admin-form__field admin-form__field--wide">
          <DrugTypeahead id="obs-drugName" label="Drug name" value={draft.drugName} onChange={(v) => set('drugName', v)} onSelect={(v) => set('drugName', v)}
            invalid={Boolean(shown.drugName)} describedBy="obs-drugName-error" />
          <p className="field-error" id="obs-drugName-error">{shown.drugName ?? ''}</p>
        </div>
        <TextField id="ndc" label="NDC (11 digits, the product observed)" inputMode="numeric" draft={draft} set={set} problem={shown.ndc} />
        <TextField id="quantity" label="Quantity" inputMode="decimal" draft={draft} set={set} problem={shown.quantity} />
        <Select id="chain" label="Pharmacy chain" options={OBSERVED_CHAINS} draft={draft} set={set} />
        <TextField id="price" label="Price seen ($)" inputMode="decimal" draft={draft} set={set} problem={shown.price} />
        <TextField id="observedAt" label="Date seen" type="date" draft={draft} set={set} problem={shown.observedAt} />
        <TextField id="sourceUrl" label="Page it was seen on (https://…)" inputMode="url" draft={draft} set={set} problem={shown.sourceUrl} />
        <TextField id="screenshot" label="Screenshot path on this site (optional)" hint="/observations/…png" draft={draft} set={set} problem={shown.screenshot} />
        <div className="admin-form__actions">
          <button type="submit" disabled={isLoading}>{isLoading ? 'Saving...' : 'Record the observation'}</button>
        </div>
      </form>
      <div aria-live="polite">
        {error ? <p className="alert alert--error" role="alert">{errorMessage(error, 'The observation was not saved. Please try again.')}</p> : null}
        {data ? (
          <div className="alert alert--success admin-result" role="status">
            <p>
              Recorded: {data.observation.competitor} ${data.observation.price.toFixed(2)} for {data.observation.label} {data.observation.strength}{' '}
              {data.observation.form.toLowerCase()}, {data.observation.quantityToDisplay}, at {data.observation.chain}, seen {data.observation.observedAt}.{' '}
              <Link to={`/goodrx-comparison?drugName=${encodeURIComponent(draft.drugName.trim())}`}>See the comparison</Link>
            </p>
          </div>
        ) : null}
      </div>
    </>
  );
}

/** The guard wraps the content, so no admin request is made before an admin is signed in. */
export default function CompetitorPricesPage() {
  return (
    <AdminPage
      title="Competitor prices"
      intro="Record a competitor's price exactly as you saw it on their site: the product, the chain, the date and the page. The comparison page shows only recorded observations, each with its date and source; it never estimates a competitor's price."
    >
      <CompetitorPricesContent />
    </AdminPage>
  );
}
