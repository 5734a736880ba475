import { useId, type ReactNode } from 'react';
import controls from '../../ui/controls.module.css';
import { Spinner } from '../../ui/Spinner';

interface LoadingButtonProps {
  /** The look: a button class of controls.module.css, with the caller's size or spacing. */
  className: string;
  /** The class of the start icon's box (its size), besides controls' startIcon. */
  iconClassName?: string;
  icon: ReactNode;
  loading: boolean;
  /** Without it the button submits its form. */
  onClick?: () => void;
  children: ReactNode;
}

/**
 * A plain button with a start icon and MUI's Button loading state (loadingPosition center): while
 * loading it is disabled, its label and icon go transparent and a spinner (named by the button)
 * sits in the middle (MUI's CircularProgress look, in plain CSS).
 */
export function LoadingButton({ className, iconClassName, icon, loading, onClick, children }: LoadingButtonProps) {
  const loadingId = useId();
  const iconBox = iconClassName ? `${controls.startIcon} ${iconClassName}` : controls.startIcon;
  const content = (
    <>
      <span className={iconBox}>{icon}</span>
      <span style={{ display: 'contents' }}>
        {loading ? (
          <span className={controls.loadingIndicator}>
            <Spinner size={16} inherit aria-labelledby={loadingId} />
          </span>
        ) : null}
      </span>
      {children}
    </>
  );
  const props = { id: loading ? loadingId : undefined, disabled: loading, className: loading ? `${className} ${controls.loading}` : className };
  return onClick ? (
    <button type="button" onClick={onClick} {...props}>
      {content}
    </button>
  ) : (
    <button type="submit" {...props}>
      {content}
    </button>
  );
}
