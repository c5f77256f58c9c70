import { useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { TRANSFER_MIN_CHARS } from '../../../../shared/contracts/transfer';
import { TransferResult } from './TransferResult';
import { useTransferSearch } from './use-transfer-search';
import './prescription-transfer.css';

export default function PrescriptionTransferPage() {
  const id = useId();
  const [params] = useSearchParams();
  const [name, setName] = useState(() => params.get('p') ?? '');
  const search = useTransferSearch(name);

  return (
    <div className="page narrow">
      <h1>Transfer Your Prescription</h1>
      <p>
        Found a lower price at another pharmacy? Moving a prescription is free and usually takes a day. Search for the pharmacy you want to
        use and follow its instructions.
      </p>
      <form role="search" onSubmit={(e) => e.preventDefault()} className="transfer-search">
        <label htmlFor={`${id}-name`}>Pharmacy name</label>
        <input
          id={`${id}-name`}
          type="search"
          autoComplete="off"
          placeholder="e.g. Walgreens"
          value={name}
          maxLength={100}
          aria-describedby={`${id}-hint`}
          onChange={(e) => setName(e.target.value)}
        />
        <p id={`${id}-hint`} className="transfer-search__hint">
          Type at least {TRANSFER_MIN_CHARS} characters.
        </p>
      </form>
      <div aria-live="polite" aria-busy={search.state === 'loading'}>
        {search.state === 'loading' && <p role="status">Searching…</p>}
        {search.state === 'done' && search.pharmacies.length === 0 && <p>No pharmacies found for “{search.query}”. Check the spelling or try the chain's name.</p>}
        {search.state === 'done' && search.pharmacies.length > 0 && (
          <>
            <h2 className="visually-hidden">Pharmacies matching “{search.query}”</h2>
            <ul className="transfer-results">
              {search.pharmacies.map((p) => (
                <TransferResult key={p.pharmacyName} pharmacy={p} />
              ))}
            </ul>
          </>
        )}
      </div>
    </div>
  );
}
