import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  let frame = 0;
  const onScroll = () => {
    if (frame) return;
    frame = requestAnimationFrame(() => {
      frame = 0;
      onChange();
    });
  };
  window.addEventListener('scroll', onScroll, { passive: true });
  return () => {
    window.removeEventListener('scroll', onScroll);
    if (frame) cancelAnimationFrame(frame);
  };
}

/** The page's vertical scroll offset, updated at most once per frame. */
export function useScrollY(): number {
  return useSyncExternalStore(subscribe, () => window.scrollY, () => 0);
}
