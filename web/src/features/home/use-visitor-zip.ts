import { useEffect, useRef, useState } from 'react';
import { LIMITS } from '../../../../shared/brand';
import { isValidZip } from '../../../../shared/validation';
import { cacheIpZip, isCellularConnection, readCachedZip } from '../../components/zip-cache';
import { useLazyIpZipQuery } from './home-endpoints';

/**
 * rules#home, rules#calls: with no cached zip, guess it once from the visitor's IP (never on a cellular
 * connection) and cache the guess when its length is 3 to 6. Returns the 5-digit zip to price
 * near, or undefined while the guess is pending.
 */
export function useVisitorZip(): string | undefined {
  const [zip, setZip] = useState<string | undefined>(() => {
    const cached = readCachedZip();
    if (cached) return isValidZip(cached) ? cached : LIMITS.defaultZip;
    return isCellularConnection() ? LIMITS.defaultZip : undefined;
  });
  const [guess] = useLazyIpZipQuery();
  const asked = useRef(false);

  useEffect(() => {
    if (zip !== undefined || asked.current) return;
    asked.current = true;
    guess(undefined, true)
      .unwrap()
      .then((answer) => {
        // The server's own default is not the visitor's zip: keep asking on later visits.
        if (answer.source === 'viewer') cacheIpZip(answer.zip);
        setZip(isValidZip(answer.zip) ? answer.zip.trim() : LIMITS.defaultZip);
      })
      .catch(() => setZip(LIMITS.defaultZip));
  }, [zip, guess]);

  return zip;
}
