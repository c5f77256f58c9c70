import { useSyncExternalStore } from 'react';

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** rules#site-shell: mobile means width under 992 px; the desktop search bar appears over 1200 px. */
export const useIsMobile = () => useMediaQuery('(max-width: 991.98px)');
export const useIsWideDesktop = () => useMediaQuery('(min-width: 1200.02px)');
