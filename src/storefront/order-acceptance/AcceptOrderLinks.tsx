import { useTranslation } from '../../i18n/useTranslation';
import { localePath } from '../../routing/routes';
import type { SalesOrder } from '../../generated/model';
import controls from '../../ui/controls.module.css';
import { LinkBehavior } from '../../ui/LinkBehavior';

/** The way to the acceptance queue of the account. */
export function QueueLink({ primary = false }: { primary?: boolean }) {
  const { t } = useTranslation('acceptOrder');
  return (
    <LinkBehavior href={localePath('dashboard-acceptance')} className={`${controls.button} ${primary ? controls.contained : controls.outlined}`}>
      {t('queue')}
    </LinkBehavior>
  );
}

/** The order in the account. */
export function OrderLink({ order }: { order: Pick<SalesOrder, 'id'> }) {
  const { t } = useTranslation('acceptOrder');
  return (
    <LinkBehavior href={localePath('dashboard-orders-slug', { slug: order.id })} className={`${controls.button} ${controls.contained}`}>
      {t('viewOrder')}
    </LinkBehavior>
  );
}
