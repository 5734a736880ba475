import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Snackbar from '@mui/material/Snackbar';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ThemeScope } from '../../app/ThemeScope';
import { useStore } from '../../session/createStore';
import { dismissToast, toastStore, TOAST_DURATION_MS } from './toastStore';

/** Shows the first queued toast as a status message. */
export default function Toasts() {
  const { t } = useTranslation();
  const queue = useStore(toastStore);
  const toast = queue[0];
  return (
    <ThemeScope>
      <Snackbar
      key={toast?.id}
      open={Boolean(toast)}
      autoHideDuration={TOAST_DURATION_MS}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway' && toast) dismissToast(toast.id);
      }}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      {toast ? (
        <Alert
          role="status"
          aria-live="polite"
          severity={toast.severity}
          variant="filled"
          onClose={() => dismissToast(toast.id)}
          slotProps={{ closeButton: { title: t('actions.close'), 'aria-label': t('actions.close') } }}
          sx={{ minWidth: 280, fontSize: '1.4rem' }}
        >
          {toast.title ? <AlertTitle sx={{ fontSize: '1.4rem' }}>{toast.title}</AlertTitle> : null}
          {toast.message}
          {toast.link ? (
            <>
              {' '}
              <Link component={RouterLink} to={toast.link.href} color="inherit" underline="always" sx={{ fontWeight: 700 }} onClick={() => dismissToast(toast.id)}>
                {toast.link.label}
              </Link>
            </>
          ) : null}
        </Alert>
      ) : undefined}
      </Snackbar>
    </ThemeScope>
  );
}
