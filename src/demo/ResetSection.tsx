import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { DEMO_API_IN_PAGE } from '../platform/config';
import controls from '../ui/controls.module.css';
import { resetDemoData } from './demoGlobals';
import classes from './Demo.module.css';
import resetStyles from './ResetSection.module.css';

type Stage = 'idle' | 'confirm' | 'resetting' | 'bad-key' | 'unavailable';

/**
 * "Reset demo data" with a confirmation first: then the data goes back to the seed and the page
 * reloads. On the shared Node server the confirmation also asks for the demo administrator key of
 * whoever started it; a wrong key is said beside the field and the key typed stays.
 */
export function ResetSection() {
  const { t } = useTranslation('demo');
  const [stage, setStage] = useState<Stage>('idle');
  const [adminKey, setAdminKey] = useState('');
  const trigger = useRef<HTMLButtonElement>(null);
  const cancelled = useRef(false);
  const id = useId();
  const needsKey = !DEMO_API_IN_PAGE;
  // After "Cancel" the focus goes back to the button that opened the confirmation.
  useEffect(() => {
    if (stage === 'idle' && cancelled.current) {
      cancelled.current = false;
      trigger.current?.focus();
    }
  }, [stage]);

  async function reset(event: FormEvent) {
    event.preventDefault();
    if (needsKey && !adminKey.trim()) {
      setStage('bad-key');
      return;
    }
    setStage('resetting');
    const outcome = await resetDemoData(needsKey ? adminKey.trim() : undefined);
    if (outcome !== 'done') {
      setStage(outcome);
      return;
    }
    // Everything the page holds (session user, cart, cached lists) came from the old data.
    window.location.reload();
  }

  const confirming = stage !== 'idle' && !(stage === 'unavailable' && !needsKey);
  return (
    <section className={classes.card} aria-labelledby="demo-reset-title">
      <h2 id="demo-reset-title" className={classes.cardTitle}>
        {t('panel.resetTitle')}
      </h2>
      <p className={classes.text}>{t('panel.resetText')}</p>
      {confirming ? (
        <form className={resetStyles.confirm} aria-labelledby="demo-reset-confirm" onSubmit={(event) => void reset(event)} noValidate>
          <p id="demo-reset-confirm" className={resetStyles.confirmText}>
            {t('panel.resetConfirm')}
          </p>
          {needsKey ? (
            <div className={resetStyles.keyField}>
              <label htmlFor={`${id}-key`} className={classes.label}>
                {t('panel.adminKey')}
              </label>
              <input
                id={`${id}-key`}
                name="adminKey"
                type="password"
                autoComplete="off"
                autoFocus
                value={adminKey}
                onChange={(event) => setAdminKey(event.target.value)}
                aria-invalid={stage === 'bad-key'}
                aria-describedby={`${id}-key-hint${stage === 'bad-key' ? ` ${id}-key-error` : ''}`}
                className={classes.input}
              />
              <p id={`${id}-key-hint`} className={classes.text}>
                {t('panel.adminKeyHint')}
              </p>
              {stage === 'bad-key' ? (
                <p id={`${id}-key-error`} className={resetStyles.error} role="alert">
                  {t('panel.adminKeyWrong')}
                </p>
              ) : null}
            </div>
          ) : null}
          <div className={classes.actions}>
            {/* The confirmation takes the focus (the key field first), so keyboard users land on the choice. */}
            <button type="submit" autoFocus={!needsKey} className={`${controls.button} ${controls.contained} ${resetStyles.danger}`} disabled={stage === 'resetting'}>
              {stage === 'resetting' ? t('panel.resetting') : t('panel.resetYes')}
            </button>
            <button
              type="button"
              className={`${controls.button} ${controls.outlined}`}
              disabled={stage === 'resetting'}
              onClick={() => {
                cancelled.current = true;
                setStage('idle');
              }}
            >
              {t('panel.resetCancel')}
            </button>
          </div>
        </form>
      ) : (
        <button ref={trigger} type="button" className={`${controls.button} ${controls.outlined} ${classes.action}`} onClick={() => setStage('confirm')}>
          {t('panel.resetAction')}
        </button>
      )}
      {stage === 'unavailable' ? (
        <p className={resetStyles.error} role="alert">
          {t('panel.resetUnavailable')}
        </p>
      ) : null}
    </section>
  );
}
