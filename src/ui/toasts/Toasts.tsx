import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Link } from 'react-router';
import { useStore } from '../../session/createStore';
import controls from '../controls.module.css';
import { CloseSvg, InfoOutlinedSvg } from '../icons';
import { ErrorOutlineOutlinedSvg, ReportProblemOutlinedSvg, SuccessOutlinedSvg } from '../severityIcons';
import classes from './Toasts.module.css';
import { dismissToast, toastStore, TOAST_DURATION_MS, type Toast } from './toastStore';

const SEVERITY_ICON = { success: SuccessOutlinedSvg, info: InfoOutlinedSvg, warning: ReportProblemOutlinedSvg, error: ErrorOutlineOutlinedSvg } as const;

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
