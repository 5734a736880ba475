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

/** An order's status as the API names it. */
export function OrderStatusChip({ status, size = 'small' }: { status: OrderStatus; size?: 'small' | 'medium' }) {
  const tone = STATUS_TONES[status.id] ?? 'default';
  const className = [styles.chip, styles[tone], size === 'medium' ? styles.medium : ''].filter(Boolean).join(' ');
  return (
    <span className={className}>
      <span className={styles.label}>{status.name}</span>
    </span>
  );
}
