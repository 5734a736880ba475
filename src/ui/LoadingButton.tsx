import { useId, type ReactNode } from 'react';
import controls from './controls.module.css';
import { Spinner } from './Spinner';

interface LoadingButtonProps {
  /** The look: a button class of controls.module.css, with the caller's size or spacing. */
  className: string;
  /** A start icon, and the class of its box (its size) besides controls' startIcon. */
  icon?: ReactNode;
  iconClassName?: string;
  loading: boolean;
  disabled?: boolean;
  'aria-label'?: string;
  /** Without it the button submits its form. */
  onClick?: () => void;
  children: ReactNode;
}

/**
 * A plain button with MUI's Button loading state (loadingPosition center): while loading it is
 * disabled, its label and icon go transparent and a spinner (named by the button) sits in the
 * middle.
 */
export function LoadingButton({ className, icon, iconClassName, loading, disabled = false, onClick, children, ...names }: LoadingButtonProps) {
  const loadingId = useId();
  const props = {
    ...names,
    id: loading ? loadingId : undefined,
    disabled: disabled || loading,
    className: loading ? `${className} ${controls.loading}` : className,
  };
  const content = (
    <>
      {icon ? <span className={iconClassName ? `${controls.startIcon} ${iconClassName}` : controls.startIcon}>{icon}</span> : null}
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
