import { useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { TRANSFER_MIN_CHARS } from '../../../../shared/contracts/transfer';
import { useSectionT } from '../../i18n/section-catalogs';
import { TransferResult } from './TransferResult';
import { useTransferSearch } from './use-transfer-search';
import './prescription-transfer.css';

export default function PrescriptionTransferPage() {
  const t = useSectionT('info');
  const id = useId();
  const [params] = useSearchParams();
  const [name, setName] = useState(() => params.get('p') ?? '');
  const search = useTransferSearch(name);

  return (
    <div className="page narrow">
      <h1>{t('info.transfer.heading')}</h1>
      <p>{t('info.transfer.lead')}</p>
      <form role="search" onSubmit={(e) => e.preventDefault()} className="transfer-search">
        <label htmlFor={`${id}-name`}>{t('info.transfer.label')}</label>
        <input
          id={`${id}-name`}
          type="search"
          autoComplete="off"
          placeholder={t('info.transfer.placeholder')}
          value={name}
          maxLength={100}
          aria-describedby={`${id}-hint`}
          onChange={(e) => setName(e.target.value)}
        />
        <p id={`${id}-hint`} className="transfer-search__hint">
          {t('info.transfer.hint', { count: TRANSFER_MIN_CHARS })}
        </p>
      </form>
      <div aria-live="polite" aria-busy={search.state === 'loading'}>
        {search.state === 'loading' && <p role="status">{t('info.transfer.searching')}</p>}
        {search.state === 'done' && search.pharmacies.length === 0 && <p>{t('info.transfer.none', { query: search.query })}</p>}
        {search.state === 'done' && search.pharmacies.length > 0 && (
          <>
            <h2 className="visually-hidden">{t('info.transfer.resultsHeading', { query: search.query })}</h2>
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
