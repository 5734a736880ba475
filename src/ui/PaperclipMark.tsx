import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';

/** The paper clip of the Spinacz brand. Decorative: hidden from screen readers. */
export function PaperclipMark(props: SvgIconProps) {
  return (
    <SvgIcon viewBox="0 0 32 32" aria-hidden="true" focusable="false" {...props}>
      <path d="M11 24V9.5a4 4 0 0 1 8 0V21a2.5 2.5 0 0 1-5 0V11" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
    </SvgIcon>
  );
}
