import { useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { isValidZip, zipError } from '../../../../shared/validation';
import { cacheZip, readCachedZip } from '../../components/zip-cache';
import { useT } from '../../i18n/use-t';

/**
 * /search asks for a zip code, so it has the field: the spec's 'Zip Code' input. A valid zip goes
 * into the page's query (z), which the search bar keeps when it opens the drug, and into the cache.
 */
export function SearchZipField() {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const [value, setValue] = useState(() => params.get('z') ?? readCachedZip() ?? '');
  const [touched, setTouched] = useState(false);
  const error = touched ? zipError(value) : undefined;
  const t = useT();

  function change(next: string) {
    setValue(next);
    if (!isValidZip(next)) return;
    const zip = next.trim();
    cacheZip(zip);
    const query = new URLSearchParams(params);
    query.set('z', zip);
    setParams(query, { replace: true });
  }

  return (
    <div className="search-page__zip">
      <label htmlFor={`${id}-zip`}>{t('location.zipCode')}</label>
      <input
        id={`${id}-zip`}
        type="text"
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={5}
        placeholder={t('location.enterZip')}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-zip-error`}
        onChange={(e) => change(e.target.value)}
        onBlur={() => setTouched(true)}
      />
      <p id={`${id}-zip-error`} className="field-error" role="alert">
        {error ? t('validation.zip') : ''}
      </p>
    </div>
  );
}
