import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import type { Cart } from '../../generated/model';
import controls from '../../ui/controls.module.css';
import { LoadingButton } from '../../ui/LoadingButton';
import classes from './Checkout.module.css';
import { OrderSummary } from './OrderSummary';

/** One titled part of a checkout form; the section is named by its heading. */
export function CheckoutSection({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section className={classes.section} aria-labelledby={id}>
      <h2 id={id} className={classes.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

interface CheckoutAsideProps {
  summary: { cart: Cart; updating: boolean };
  /** The server's answer to a submit that did not place the order. */
  formError: string | null;
  submitting: boolean;
  submitDisabled?: boolean;
  /** Above the form's error: what else keeps the order from being placed. */
  children?: ReactNode;
}

/** The checkout forms' side column: the order summary, the form's error and the order button. */
export function CheckoutAside({ summary, formError, submitting, submitDisabled, children }: CheckoutAsideProps) {
  const { t } = useTranslation('checkout');
  return (
    <aside className={classes.aside} aria-label={t('summary.aside')}>
      <OrderSummary cart={summary.cart} updating={summary.updating}>
        {children}
        {formError ? (
          <div id="checkout-form-error" role="alert" tabIndex={-1} className={classes.formError}>
            {formError}
          </div>
        ) : null}
        <LoadingButton className={`${controls.button} ${controls.contained} ${classes.orderButton}`} loading={submitting} disabled={submitDisabled}>
          {t('submit')}
        </LoadingButton>
      </OrderSummary>
    </aside>
  );
}
