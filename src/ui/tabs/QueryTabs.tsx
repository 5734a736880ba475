import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { TAB_INDEX_PARAM, tabIndexParam, tabsState } from '../../domain/tabs';
import classes from './QueryTabs.module.css';

export interface TabDefinition {
  label: string;
  /** Rendered only while the tab is active. */
  content: () => ReactNode;
  hidden?: boolean;
}

/**
 * Tabs bound to the `tabIndex` query parameter (spec §2): valid values 1…count-1, else the first
 * tab; hidden tabs are not listed and a hidden active tab shows no content. WAI-ARIA tabs with
 * arrow keys, Home and End.
 */
export function QueryTabs({ label, tabs, param = TAB_INDEX_PARAM }: { label: string; tabs: TabDefinition[]; param?: string }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const { active, listed, showsContent } = tabsState(searchParams.get(param), tabs);
  const id = useId();
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);

  const select = (index: number, focus = false) => {
    const next = new URLSearchParams(searchParams);
    const value = tabIndexParam(index);
    if (value === null) next.delete(param);
    else next.set(param, value);
    setSearchParams(next, { replace: true, preventScrollReset: true });
    if (focus) buttons.current[index]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const position = listed.indexOf(active);
    const moves: Record<string, number> = { ArrowRight: position + 1, ArrowLeft: position - 1, Home: 0, End: listed.length - 1 };
    if (!(event.key in moves) || listed.length === 0) return;
    event.preventDefault();
    const target = listed[(moves[event.key] + listed.length) % listed.length];
    select(target, true);
  };

  return (
    <div>
      <div role="tablist" aria-label={label} onKeyDown={onKeyDown} className={classes.tablist}>
        {listed.map((index) => {
          const selected = index === active;
          return (
            <button
              type="button"
              key={tabs[index].label}
              ref={(element) => {
                buttons.current[index] = element;
              }}
              role="tab"
              id={`${id}-tab-${index}`}
              aria-selected={selected}
              aria-controls={`${id}-panel`}
              tabIndex={selected ? 0 : -1}
              onClick={() => select(index)}
              className={classes.tab}
            >
              {tabs[index].label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${active}`} tabIndex={showsContent ? undefined : -1}>
        {showsContent ? tabs[active].content() : null}
      </div>
    </div>
  );
}
