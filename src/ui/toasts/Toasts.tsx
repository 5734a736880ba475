import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useStore } from '../../session/createStore';
import controls from '../controls.module.css';
import { CloseSvg, icon, InfoOutlinedSvg } from '../icons';
import classes from './Toasts.module.css';
import { dismissToast, toastStore, TOAST_DURATION_MS, type Toast } from './toastStore';

const SuccessSvg = icon('M20 12a8 8 0 0 1-8 8 8 8 0 0 1-8-8 8 8 0 0 1 8-8c.76 0 1.5.11 2.2.31l1.57-1.57A9.8 9.8 0 0 0 12 2 10 10 0 0 0 2 12a10 10 0 0 0 10 10 10 10 0 0 0 10-10M7.91 10.08 6.5 11.5 11 16 21 6l-1.41-1.42L11 13.17z');
const WarningSvg = icon('M12 5.99 19.53 19H4.47zM2 21h20L12 2zm11-3h-2v-2h2zm0-4h-2v-4h2z');
const ErrorSvg = icon('M11 15h2v2h-2zm0-8h2v6h-2zm.99-5C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2M12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8');
const SEVERITY_ICON = { success: SuccessSvg, info: InfoOutlinedSvg, warning: WarningSvg, error: ErrorSvg } as const;

/**
 * The first queued toast as a status message at the bottom of the screen (spec §8): it goes after
 * 4 s, waits while the pointer or the focus is on it, and goes at once with its close button or
 * Escape. Plain elements and a CSS module: the first "Dodaj do koszyka" waits for no MUI code.
 */
export default function Toasts() {
  const queue = useStore(toastStore);
  const toast = queue[0];
  return toast ? <ToastMessage key={toast.id} toast={toast} /> : null;
}

function ToastMessage({ toast }: { toast: Toast }) {
  const { t } = useTranslation();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const dismiss = () => dismissToast(toast.id);
  const stop = () => clearTimeout(timer.current);
  const start = () => {
    stop();
    timer.current = setTimeout(dismiss, TOAST_DURATION_MS);
  };

  useEffect(() => {
    start();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) dismiss();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      stop();
      document.removeEventListener('keydown', onKey);
    };
    // The toast's own timer: once per toast (the component is keyed by its id).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const SeverityIcon = SEVERITY_ICON[toast.severity];
  return (
    <div className={classes.anchor}>
      <div
        role="status"
        aria-live="polite"
        className={`${classes.toast} ${classes[toast.severity]}`}
        onMouseEnter={stop}
        onMouseLeave={start}
        onFocus={stop}
        onBlur={start}
      >
        <SeverityIcon className={classes.icon} />
        <div className={classes.body}>
          {toast.title ? <strong className={classes.title}>{toast.title}</strong> : null}
          {toast.message}
          {toast.link ? (
            <>
              {' '}
              <Link to={toast.link.href} className={classes.link} onClick={dismiss}>
                {toast.link.label}
              </Link>
            </>
          ) : null}
        </div>
        <button type="button" className={`${controls.buttonBase} ${classes.close}`} title={t('actions.close')} aria-label={t('actions.close')} onClick={dismiss}>
          <CloseSvg fontSize="small" />
        </button>
      </div>
    </div>
  );
}
