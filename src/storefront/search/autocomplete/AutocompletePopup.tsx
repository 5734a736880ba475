import type { ReactNode } from 'react';
import classes from './AutocompletePopup.module.css';

/** Spec §2: at most 410 px high on wide screens, 300 px in the finder and menu variants. */
export const POPUP_MAX_HEIGHT = { header: 410, compact: 300 } as const;

interface AutocompletePopupProps {
  variant: keyof typeof POPUP_MAX_HEIGHT;
  children: ReactNode;
}

/** The dropdown under an autocomplete field (the look of MUI's Paper, elevation 8, in plain CSS). */
export function AutocompletePopup({ variant, children }: AutocompletePopupProps) {
  return <div className={variant === 'header' ? `${classes.popup} ${classes.header}` : classes.popup}>{children}</div>;
}

/** The listbox of the popup: its options, or groups of them. */
export function ComboListbox({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div id={id} role="listbox" aria-label={label} className={classes.listbox}>
      {children}
    </div>
  );
}

/** A heading of an option group (not an option itself). */
export function GroupLabel({ id, children }: { id: string; children: ReactNode }) {
  return (
    <div id={id} role="presentation" className={classes.groupLabel}>
      {children}
    </div>
  );
}

interface OptionProps {
  id: string;
  active: boolean;
  onChoose: () => void;
  onHover: () => void;
  children: ReactNode;
}

/** One option: chosen by click or Enter; the field keeps the focus. */
export function ComboOption({ id, active, onChoose, onHover, children }: OptionProps) {
  return (
    <div
      id={id}
      role="option"
      aria-selected={active}
      onMouseDown={(event) => event.preventDefault()}
      onClick={onChoose}
      onMouseMove={onHover}
      className={active ? classes.active : classes.option}
    >
      {children}
    </div>
  );
}

/** The text of a one-line option (Typography body1 at 14 px). */
export function OptionText({ children }: { children: ReactNode }) {
  return <span className={classes.optionText}>{children}</span>;
}

/** The muted part of an option's text, e.g. "(HP)". */
export function Muted({ children }: { children: ReactNode }) {
  return <span className={classes.secondary}>{children}</span>;
}

/** "Brak wyników wyszukiwania." and similar, announced politely. */
export function PopupMessage({ children }: { children: ReactNode }) {
  return (
    <p role="status" className={classes.message}>
      {children}
    </p>
  );
}
