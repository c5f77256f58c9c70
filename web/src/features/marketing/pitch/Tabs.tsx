import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface TabDef {
  label: string;
  /** Rendered only while the tab is selected (so a count-up starts when its tab opens). */
  render: () => ReactNode;
}

/**
 * WAI-ARIA tabs with automatic activation: Left/Right arrows move and select (wrapping),
 * Home/End go to the first/last tab; only the selected tab is in the tab order.
 */
export function Tabs({ label, tabs, className }: { label: string; tabs: TabDef[]; className?: string }) {
  const base = useId();
  const [selected, setSelected] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  function select(index: number) {
    const next = (index + tabs.length) % tabs.length;
    setSelected(next);
    buttons.current[next]?.focus();
  }

  function onKeyDown(event: KeyboardEvent) {
    const moves: Record<string, number> = { ArrowRight: selected + 1, ArrowLeft: selected - 1, Home: 0, End: tabs.length - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  }

  return (
    <div className={`mk-tabs ${className ?? ''}`}>
      <div role="tablist" aria-label={label} className="mk-tabs__list" onKeyDown={onKeyDown}>
        {tabs.map((tab, i) => (
          <button
            key={tab.label}
            ref={(el) => {
              buttons.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${i}`}
            aria-selected={i === selected}
            aria-controls={`${base}-panel-${i}`}
            tabIndex={i === selected ? 0 : -1}
            className="mk-tabs__tab"
            onClick={() => setSelected(i)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, i) => (
        <div
          key={tab.label}
          role="tabpanel"
          id={`${base}-panel-${i}`}
          aria-labelledby={`${base}-tab-${i}`}
          hidden={i !== selected}
          tabIndex={0}
          className="mk-tabs__panel"
        >
          {i === selected ? tab.render() : null}
        </div>
      ))}
    </div>
  );
}
