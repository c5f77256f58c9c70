import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { useDrugNameQuery } from '../../components/search-bar/drug-name-endpoints';
import { useSectionT } from '../../i18n/section-catalogs';
import { useLocalize } from '../../i18n/use-t';
import { prefixMatches } from './comparison-rows';

const DEBOUNCE_MS = 200;

/** rules#comparison-page without drugName: a drug-name search list (prefix, case-insensitive, at most 10). */
export function ComparisonSearch() {
  const t = useSectionT('compare');
  const localize = useLocalize();
  const id = useId();
  const [typed, setTyped] = useState('');
  const [lookup, setLookup] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setLookup(typed.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const { data, isFetching, isError } = useDrugNameQuery(lookup, { skip: lookup === '' });
  const names = lookup ? prefixMatches(data ?? [], lookup) : [];
  return (
    <div className="comparison-search">
      <label htmlFor={`${id}-q`}>{t('compare.goodrx.searchLabel')}</label>
      <input id={`${id}-q`} value={typed} placeholder={t('compare.goodrx.searchPlaceholder')} autoComplete="off" onChange={(e) => setTyped(e.target.value)} />
      <div aria-live="polite">
        {lookup && !isFetching && (isError || names.length === 0) ? <p>{t('compare.goodrx.noMatch', { typed: lookup })}</p> : null}
        {names.length ? (
          <ul className="comparison-search__list" aria-label={t('compare.goodrx.matching')}>
            {names.map((name) => (
              <li key={name}>
                <Link to={localize(`/goodrx-comparison?drugName=${encodeURIComponent(name)}`)}>{name}</Link>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
