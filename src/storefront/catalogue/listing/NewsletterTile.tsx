import { useId, useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { serverMessageOr } from '../../../api/ApiError';
import { subscribeNewsletter } from '../../../generated/api/content-and-reports/content-and-reports';
import { useSession } from '../../../session';
import controls from '../../../ui/controls.module.css';
import { icon } from '../../../ui/icons';
import { LoadingButton } from '../../../ui/LoadingButton';
import { OutlinedTextField } from '../../../ui/OutlinedTextField';
import classes from './NewsletterTile.module.css';
import { SmallCheckbox } from './SmallCheckbox';

const MarkEmailReadOutlinedSvg = icon('M20 4H4c-1.1 0-1.99.9-1.99 2L2 18c0 1.1.9 2 2 2h8v-2H4V8l8 5 8-5v5h2V6c0-1.1-.9-2-2-2m-8 7L4 6h16zm5.34 11-3.54-3.54 1.41-1.41 2.12 2.12 4.24-4.24L23 16.34z');

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The tile in the reserved slot of a listing page (spec §6): guests and users not subscribed to
 * the newsletter are invited to sign up (POST newsletter/subscriptions).
 */
export function NewsletterTile() {
  const { t } = useTranslation(['catalogue', 'common']);
  const id = useId();
  const { currentUser } = useSession();
  const [email, setEmail] = useState(currentUser?.user.email ?? '');
  const [agreed, setAgreed] = useState(false);
  const [touched, setTouched] = useState(false);
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const emailError = touched && !EMAIL.test(email.trim()) ? (email.trim() ? t('common:validation.email') : t('common:validation.required')) : '';
  const agreementError = touched && !agreed ? t('common:validation.required') : '';

  const submit = async () => {
    setTouched(true);
    if (!EMAIL.test(email.trim()) || !agreed) return;
    setSending(true);
    try {
      const response: unknown = await subscribeNewsletter({ email: email.trim(), agreement: true, source: 'listing' });
      const message = response && typeof response === 'object' && 'message' in response ? String((response as { message: unknown }).message) : '';
      if (!message) throw new Error('Unexpected response');
      setResult({ ok: true, text: message });
    } catch (error) {
      setResult({ ok: false, text: serverMessageOr(error, t('catalogue:newsletter.failed')) });
    } finally {
      setSending(false);
    }
  };

  return (
    <article aria-labelledby={`${id}-title`} className={classes.tile}>
      <MarkEmailReadOutlinedSvg className={`${controls.svgIcon} ${classes.icon}`} />
      <h2 id={`${id}-title`} className={classes.title}>
        {t('catalogue:newsletter.title')}
      </h2>
      <p className={classes.text}>{t('catalogue:newsletter.text')}</p>
      {result?.ok ? (
        <p role="status" className={classes.done}>
          {result.text}
        </p>
      ) : (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
          className={classes.form}
        >
          <OutlinedTextField
            className={classes.email}
            type="email"
            label={t('catalogue:newsletter.email')}
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={Boolean(emailError)}
            helperText={emailError || undefined}
          />
          <label className={classes.agreement}>
            <SmallCheckbox className={classes.agreementBox} checked={agreed} onChange={(event) => setAgreed(event.target.checked)} />
            <span className={classes.agreementText}>{t('catalogue:newsletter.agreement')}</span>
          </label>
          {agreementError ? <p className={classes.error}>{agreementError}</p> : null}
          {result && !result.ok ? (
            <p role="alert" className={classes.error}>
              {result.text}
            </p>
          ) : null}
          <LoadingButton loading={sending} className={controls.contained}>
            {t('catalogue:newsletter.submit')}
          </LoadingButton>
        </form>
      )}
    </article>
  );
}
