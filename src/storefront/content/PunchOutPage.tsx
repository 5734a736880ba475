import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { useLocation, useNavigate } from 'react-router';
import { isApiError, serverMessageOr } from '../../api/ApiError';
import { localePath } from '../../routing/routes';
import { usePageMeta } from '../../routing/seo/usePageMeta';
import { isAllowedHookUrl } from '../../domain/oci';
import { loginPunchOut } from '../../session/punchOut';
import controls from '../../ui/controls.module.css';
import { LinkBehavior } from '../../ui/LinkBehavior';
import { Spinner } from '../../ui/Spinner';
import { useSettings } from '../layout/useSettings';
import { PunchOutExpiredNotice } from '../punch-out/PunchOutExpired';
import classes from '../punch-out/PunchOut.module.css';
import { readOciEntry, withoutPassword, type OciEntry } from '../punch-out/punchOutEntry';


type Failure = { kind: 'missing'; names: string[] } | { kind: 'hookUrl' } | { kind: 'hookOrigin' } | { kind: 'credentials' } | { kind: 'other'; message: string };

/** What went wrong with an OCI call, before or after asking the API. */
function failureOf(error: unknown, fallback: string): Failure {
  if (isApiError(error) && error.code === 'INVALID-CREDENTIALS') return { kind: 'credentials' };
  if (isApiError(error) && error.code === 'HOOK-URL-NOT-ALLOWED') return { kind: 'hookOrigin' };
  if (isApiError(error) && (error.body as { field?: string } | undefined)?.field === 'spinacz_punch_out_hook_url') return { kind: 'hookUrl' };
  return { kind: 'other', message: serverMessageOr(error, fallback) };
}

/**
 * Punch-out entry /punch-out (spec §2, §4, §8; OCI): the procurement system opens it with
 * `USERNAME`, `PASSWORD`, `HOOK_URL` and optionally `~TARGET`. It logs the buyer into a punch-out
 * session and sends them to the home page (a full load, so the whole shop starts as that buyer);
 * a refused or incomplete call is explained on the page. Opened without a call it says whether
 * a punch-out session is running, or that it has expired.
 */
export function PunchOutPage() {
  const { t } = useTranslation('content');
  const location = useLocation();
  const navigate = useNavigate();
  // Read once: the password is taken out of the address bar right away.
  const [entry] = useState<OciEntry>(() => readOciEntry(location.search));
  const [failure, setFailure] = useState<Failure | null>(() =>
    !entry.isCall ? null : entry.missing.length ? { kind: 'missing', names: entry.missing } : isAllowedHookUrl(entry.hookUrl) ? null : { kind: 'hookUrl' },
  );
  const [attempt, setAttempt] = useState(0);
  const started = useRef(-1);
  usePageMeta({ title: t('punchOut.title'), noindex: true });

  useEffect(() => {
    if (!entry.isCall) return;
    const search = withoutPassword(location.search);
    if (search !== location.search) void navigate({ search }, { replace: true });
  }, [entry.isCall, location.search, navigate]);

  useEffect(() => {
    if (!entry.isCall || failure || started.current === attempt) return;
    started.current = attempt;
    loginPunchOut({ username: entry.username, password: entry.password, hookUrl: entry.hookUrl, target: entry.target })
      .then(() => window.location.replace(localePath('home')))
      .catch((error: unknown) => setFailure(failureOf(error, t('punchOut.errors.other'))));
  }, [entry, failure, attempt, t]);

  const retry = () => {
    setFailure(null);
    setAttempt((count) => count + 1);
  };

  return (
    <div className={classes.page}>
      {entry.isCall ? (
        <div className={classes.card}>
          <h1 className={classes.title}>{t('punchOut.title')}</h1>
          {failure ? <FailureMessage failure={failure} onRetry={retry} /> : <SigningIn />}
        </div>
      ) : (
        <WithoutCall />
      )}
    </div>
  );
}

function SigningIn() {
  const { t } = useTranslation('content');
  return (
    <p role="status" className={classes.status}>
      <Spinner size={28} aria-label={t('punchOut.signingIn')} />
      <span>{t('punchOut.signingIn')}</span>
    </p>
  );
}

function FailureMessage({ failure, onRetry }: { failure: Failure; onRetry: () => void }) {
  const { t } = useTranslation('content');
  const text =
    failure.kind === 'missing'
      ? t('punchOut.errors.missing', { names: failure.names.join(', ') })
      : failure.kind === 'other'
        ? failure.message
        : t(`punchOut.errors.${failure.kind}`);
  return (
    <>
      <p role="alert" className={classes.alert}>
        {text}
      </p>
      {failure.kind === 'other' ? (
        <div className={classes.actions}>
          <button type="button" className={controls.contained} onClick={onRetry}>
            {t('common:actions.retry')}
          </button>
        </div>
      ) : (
        <p className={classes.text}>{t('punchOut.errors.ask')}</p>
      )}
    </>
  );
}

/** /punch-out opened without an OCI call: the running session, the expiry message, or what the page is for. */
function WithoutCall() {
  const { t } = useTranslation('content');
  const settings = useSettings();
  if (settings.isPending) {
    return (
      <div className={classes.card}>
        <Spinner size={28} aria-label={t('common:status.loading')} />
      </div>
    );
  }
  if (settings.data?.isPunchOutMode) {
    return (
      <div className={classes.card}>
        <h1 className={classes.title}>{t('punchOut.title')}</h1>
        <p className={classes.text}>{t('punchOut.active')}</p>
        <div className={classes.actions}>
          <LinkBehavior href={localePath('home')} className={controls.contained}>
            {t('punchOut.start')}
          </LinkBehavior>
        </div>
      </div>
    );
  }
  // No punch-out session and no OCI call: spec §4, §8 — the punch-out host shows the expiry warning.
  return <PunchOutExpiredNotice />;
}
