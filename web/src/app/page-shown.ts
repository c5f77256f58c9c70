import { useEffect, useSyncExternalStore } from 'react';

/**
 * Whether the first page has been drawn (its chunk in and rendered), for what should wait until the
 * first view is done: the footer (Layout.tsx) starts watching for the screen only then, so the empty
 * space of a page still loading does not count as "near".
 */
let shown = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePageShown(): boolean {
  return useSyncExternalStore(subscribe, () => shown, () => false);
}

/** Rendered beside a page, inside its Suspense boundary: marks the page shown once it is drawn. */
export function MarkPageShown(): null {
  useEffect(() => {
    if (shown) return;
    shown = true;
    listeners.forEach((listener) => listener());
  }, []);
  return null;
}
