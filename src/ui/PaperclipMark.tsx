import controls from './controls.module.css';

/** The paper clip of the Spinacz brand (24 px, or the size its class gives). Decorative: hidden from screen readers. */
export function PaperclipMark({ className }: { className?: string }) {
  return (
    <svg className={className ? `${controls.svgIcon} ${className}` : controls.svgIcon} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <path d="M11 24V9.5a4 4 0 0 1 8 0V21a2.5 2.5 0 0 1-5 0V11" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
    </svg>
  );
}
