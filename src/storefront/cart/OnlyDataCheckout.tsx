import { useTranslation } from '../../i18n/useTranslation';
import { localePath } from '../../routing/routes';
import controls from '../../ui/controls.module.css';
import { LinkBehavior } from '../../ui/LinkBehavior';
import classes from './OnlyDataNote.module.css';

/** The checkout for the data-only role (spec §6): it cannot order; a clear message and the way back to the cart. */
export function OnlyDataCheckout() {
  const { t } = useTranslation('cart');
  return (
    <section aria-labelledby="only-data-checkout" className={classes.checkout}>
      <h1 id="only-data-checkout" className={classes.title}>
        {t('onlyData.checkoutTitle')}
      </h1>
      <p role="alert" className={classes.note}>
        {t('onlyData.checkoutText')}
      </p>
      <LinkBehavior href={localePath('cart')} className={controls.contained}>
        {t('onlyData.backToCart')}
      </LinkBehavior>
    </section>
  );
}
