import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/useTranslation';
import { localePath } from '../../routing/routes';
import { getGetCurrentCartQueryKey } from '../../generated/api/cart/cart';
import { endEditOrder } from '../../session/editOrder';
import controls from '../../ui/controls.module.css';
import { TextLink } from '../../ui/TextLink';
import classes from './EditOrderBanner.module.css';

/**
 * "TRYB EDYCJI" (spec §4): products added or removed change only the order being edited;
 * "Zakończ edycje" goes back to the shopping cart.
 */
export function EditOrderBanner({ orderId, orderNumber, compact = false }: { orderId: number; orderNumber?: string; compact?: boolean }) {
  const { t } = useTranslation('cart');
  const queryClient = useQueryClient();
  const end = () => {
    endEditOrder();
    void queryClient.invalidateQueries({ queryKey: getGetCurrentCartQueryKey() });
  };
  const content = (
    <>
      <p className={classes.text}>
        <strong className={classes.badge}>{t('editOrder.badge')}</strong> {t('editOrder.text', { number: orderNumber ?? `#${orderId}` })}
      </p>
      <div className={classes.actions}>
        <TextLink href={localePath('dashboard-orders-slug', { slug: orderId })}>{t('editOrder.toOrder')}</TextLink>
        <button type="button" className={controls.outlined} onClick={end}>
          {t('editOrder.end')}
        </button>
      </div>
    </>
  );
  // The page's banner is a landmark; the dropdown's copy (over the same page) is not, so the two stay apart.
  return compact ? (
    <div className={`${classes.banner} ${classes.compact}`}>{content}</div>
  ) : (
    <section aria-label={t('editOrder.badge')} className={classes.banner}>
      {content}
    </section>
  );
}
