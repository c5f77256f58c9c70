import { useId, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { MESSAGES } from '../../../shared/validation';

/** A drug-name search that goes to /{drug name}, keeping the z and p query keys (spec §2.7). */
export function DrugSearchForm({ label = 'Drug name', autoFocus = false }: { label?: string; autoFocus?: boolean }) {
  const id = useId();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [name, setName] = useState('');
  const [error, setError] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    const drug = name.trim();
    if (!drug) {
      setError(MESSAGES.drugName);
      return;
    }
    const keep = new URLSearchParams();
    for (const key of ['z', 'p']) {
      const value = params.get(key);
      if (value) keep.set(key, value);
    }
    const query = keep.toString();
    navigate(`/${encodeURIComponent(drug)}${query ? `?${query}` : ''}`);
  }

  return (
    <form className="drug-search" role="search" onSubmit={submit} noValidate>
      <label htmlFor={`${id}-drug`}>{label}</label>
      <div className="drug-search__row">
        <input
          id={`${id}-drug`}
          value={name}
          autoFocus={autoFocus}
          placeholder="e.g. Lisinopril"
          autoComplete="off"
          onChange={(e) => {
            setName(e.target.value);
            setError('');
          }}
          aria-invalid={error !== ''}
          aria-describedby={`${id}-error`}
        />
        <button type="submit" className="button">
          Search
        </button>
      </div>
      <p id={`${id}-error`} className="field-error" role="alert">
        {error}
      </p>
    </form>
  );
}
