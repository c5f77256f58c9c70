import { Suspense, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';

/** How far ahead of the screen a later section starts loading (its chunk and its requests). */
const AHEAD = '300px 0px';

/**
 * True once the element comes within AHEAD of the screen, or as soon as the visitor moves by
 * keyboard (Tab), so that every later section is in the page before the focus could reach it.
 */
function useNear(ref: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const el = ref.current;
    if (near || !el) return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) setNear(true);
    }, { rootMargin: AHEAD });
    observer.observe(el);
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Tab') setNear(true);
    };
    window.addEventListener('keydown', onKey);
    return () => {
      observer.disconnect();
      window.removeEventListener('keydown', onKey);
    };
  }, [ref, near]);
  return near;
}

/**
 * A section below the fold (lazy, with its own requests): drawn when it nears the screen, so the
 * page's first load carries neither its code nor its requests. Until then an empty marker holds
 * its place (tests/e2e/support reveals them by scrolling to it).
 */
export function WhenNear({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNear(ref);
  if (!near) return <div ref={ref} className="when-near" />;
  return <Suspense fallback={null}>{children}</Suspense>;
}
