import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import classes from './CartTabs.module.css';

/**
 * Two or more tabs held in the component (the dropdown's "Mój koszyk" / "Limity - centra
 * kosztowe"): WAI-ARIA tabs with arrow keys, Home and End; not bound to the URL like QueryTabs,
 * since the dropdown sits over every page.
 */
export function CartTabs({ label, tabs, active, onSelect }: { label: string; tabs: { label: string; content: () => ReactNode }[]; active: number; onSelect: (index: number) => void }) {
  const id = useId();
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowRight: active + 1, ArrowLeft: active - 1, Home: 0, End: tabs.length - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const next = (moves[event.key] + tabs.length) % tabs.length;
    onSelect(next);
    buttons.current[next]?.focus();
  };
  return (
    <div>
      <div role="tablist" aria-label={label} onKeyDown={onKeyDown} className={classes.tablist}>
        {tabs.map((tab, index) => (
          <button
            key={tab.label}
            type="button"
            role="tab"
            ref={(element) => {
              buttons.current[index] = element;
            }}
            id={`${id}-tab-${index}`}
            aria-selected={index === active}
            aria-controls={`${id}-panel`}
            tabIndex={index === active ? 0 : -1}
            onClick={() => onSelect(index)}
            className={classes.tab}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${active}`}>
        {tabs[active]?.content()}
      </div>
    </div>
  );
}
