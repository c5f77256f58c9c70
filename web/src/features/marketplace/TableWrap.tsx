import type { ReactNode } from 'react';

/** A table that may scroll sideways on narrow screens: keyboard-focusable and named, so it can be scrolled without a mouse. */
export function TableWrap({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="marketplace__table-wrap" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
