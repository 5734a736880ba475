import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { promoCartStamp } from '../../domain/promoCode';
import type { Cart } from '../../generated/model';
import controls from '../../ui/controls.module.css';
import { LoadingButton } from '../../ui/LoadingButton';
import { applyCartPromoCode, removeCartPromoCode } from './cartActions';
import classes from './PromoCodeForm.module.css';

interface ShownOutcome {
  ok: boolean;
  message: string;
  /** The cart the message was given for (promoCartStamp): once the cart changes, the message goes. */
  stamp: string;
}

/**
 * The promo code field. The server's answer to an apply or a removal (applied, expired, unknown,
 * below minimum…) is shown beside it only while the cart stays as it answered; after any change of
 * the cart the form shows what the current cart says: the code in effect, or a remembered code on
 * hold with the server's reason (what is missing to its minimum) — it applies again by itself.
 */
export function PromoCodeForm({ cart }: { cart: Pick<Cart, 'items' | 'promoCode' | 'promoCodeOnHold'> }) {
  const { t } = useTranslation('cart');
  const id = useId();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<ShownOutcome | null>(null);
  const stamp = promoCartStamp(cart);
  const shown = outcome?.stamp === stamp ? outcome : null;
  const activeCode = cart.promoCode;
  const onHold = cart.promoCodeOnHold ?? null;

  const show = (result: { ok: boolean; message: string; cart: Pick<Cart, 'items' | 'promoCode' | 'promoCodeOnHold'> | null }) =>
    setOutcome({ ok: result.ok, message: result.message, stamp: promoCartStamp(result.cart ?? cart) });
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const promoCode = code.trim();
    if (promoCode === '') {
      show({ ok: false, message: t('promo.required'), cart: null });
      return;
    }
    setBusy(true);
    const result = await applyCartPromoCode(promoCode);
    setBusy(false);
    show(result);
    if (result.ok) setCode('');
  };
  const onRemove = async () => {
    setBusy(true);
    show(await removeCartPromoCode());
    setBusy(false);
  };
  const remembered = activeCode ?? onHold?.code ?? null;
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
          aria-invalid={shown?.ok === false || undefined}
          aria-describedby={shown ? `${id}-message` : undefined}
          className={classes.input}
        />
        <LoadingButton className={controls.outlined} loading={busy}>
          {t('promo.apply')}
        </LoadingButton>
      </div>
      <p id={`${id}-message`} role="status" className={shown?.ok === false ? classes.error : classes.success}>
        {shown?.message ?? ''}
      </p>
      {onHold && !activeCode ? (
        <div role="status" className={classes.onHold}>
          <p className={classes.onHoldTitle}>{t('promo.onHold', { code: onHold.code })}</p>
          <p className={classes.onHoldReason}>{onHold.message}</p>
        </div>
      ) : null}
      {remembered ? (
        <p className={classes.active}>
          {activeCode ? `${t('promo.active', { code: activeCode })} ` : null}
          <button type="button" className={`${controls.text} ${classes.remove}`} disabled={busy} onClick={() => void onRemove()}>
            {t('promo.remove', { code: remembered })}
          </button>
        </p>
      ) : null}
    </form>
  );
}
