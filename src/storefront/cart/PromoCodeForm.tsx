import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import controls from '../../ui/controls.module.css';
import { LoadingButton } from '../../ui/LoadingButton';
import { applyCartPromoCode, removeCartPromoCode, type PromoOutcome } from './cartActions';
import classes from './PromoCodeForm.module.css';

/** The promo code field; the server's answer (applied, expired, unknown, below minimum…) is shown beside it. */
export function PromoCodeForm({ activeCode }: { activeCode: string | null | undefined }) {
  const { t } = useTranslation('cart');
  const id = useId();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<PromoOutcome | null>(null);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const promoCode = code.trim();
    if (promoCode === '') {
      setOutcome({ ok: false, message: t('promo.required') });
      return;
    }
    setBusy(true);
    const result = await applyCartPromoCode(promoCode);
    setBusy(false);
    setOutcome(result);
    if (result.ok) setCode('');
  };
  const onRemove = async () => {
    setBusy(true);
    setOutcome(await removeCartPromoCode());
    setBusy(false);
  };
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className={classes.form} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={classes.title}>
        {t('promo.title')}
      </h2>
      <div className={classes.row}>
        <label htmlFor={`${id}-code`} className={classes.label}>
          {t('promo.label')}
        </label>
        <input
          id={`${id}-code`}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          maxLength={50}
          autoComplete="off"
          aria-invalid={outcome?.ok === false || undefined}
          aria-describedby={outcome ? `${id}-message` : undefined}
          className={classes.input}
        />
        <LoadingButton className={controls.outlined} loading={busy}>
          {t('promo.apply')}
        </LoadingButton>
      </div>
      <p id={`${id}-message`} role="status" className={outcome?.ok === false ? classes.error : classes.success}>
        {outcome?.message ?? ''}
      </p>
      {activeCode ? (
        <p className={classes.active}>
          {t('promo.active', { code: activeCode })}{' '}
          <button type="button" className={`${controls.text} ${classes.remove}`} disabled={busy} onClick={() => void onRemove()}>
            {t('promo.remove', { code: activeCode })}
          </button>
        </p>
      ) : null}
    </form>
  );
}
