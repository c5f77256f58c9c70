import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * An admin page's inputs live in the URL query: a result can be shared, reloaded and reached
 * with the back button. Empty values are dropped.
 */
export function useQueryParams<K extends string>(keys: readonly K[]): [Partial<Record<K, string>>, (next: Partial<Record<K, string>>) => void] {
  const [params, setParams] = useSearchParams();
  const keyList = keys.join(',');
  const values = useMemo(() => {
    const out: Partial<Record<K, string>> = {};
    for (const k of keyList.split(',') as K[]) {
      const v = params.get(k);
      if (v) out[k] = v;
    }
    return out;
  }, [params, keyList]);
  const update = useCallback(
    (next: Partial<Record<K, string>>) => {
      const out = new URLSearchParams();
      for (const [k, v] of Object.entries(next) as [K, string | undefined][]) if (v) out.set(k, v);
      setParams(out);
    },
    [setParams],
  );
  return [values, update];
}
