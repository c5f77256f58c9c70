import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

export const HASH_SCROLL_DELAY_MS = 300;

/** rules#comparison-page: a hash anchor scrolls smoothly into view 300 ms after the page (or its data) shows. */
export function useDelayedHashScroll(ready: boolean): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash || !ready) return;
    const timer = setTimeout(() => {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)));
      const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      target?.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
    }, HASH_SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [hash, ready]);
}
