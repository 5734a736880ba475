import type { OrderStatus, OrderStatusId } from '../../generated/model';
import styles from './OrderStatusChip.module.css';

const STATUS_TONES: Record<OrderStatusId, 'default' | 'primary' | 'success' | 'warning' | 'error' | 'info'> = {
  awaitingAcceptance: 'warning',
  rejected: 'error',
  accepted: 'info',
  inProgress: 'primary',
  shipped: 'info',
  delivered: 'success',
  cancelled: 'default',
};

/** An order's status as the API names it; phones (`dense`) get a smaller label for the narrow column. */
export function OrderStatusChip({ status, size = 'small', dense = false }: { status: OrderStatus; size?: 'small' | 'medium'; dense?: boolean }) {
  const tone = STATUS_TONES[status.id] ?? 'default';
  const className = [styles.chip, styles[tone], size === 'medium' ? styles.medium : '', dense ? styles.dense : ''].filter(Boolean).join(' ');
  return (
    <span className={className}>
      <span className={styles.label}>{status.name}</span>
    </span>
  );
}
