import { formatMoney as formatPrice } from '../../domain/price';
import type { Money } from '../../generated/model';

/** One side of the API's Money as it formatted it: "1 234,50 zł" / "PLN 1,234.50". */
export const formatMoney = (value: Money, side: 'net' | 'gross'): string => formatPrice(value, side === 'net');

/** Read by screen readers, not shown (e.g. "opens in a new tab"). */
export const visuallyHidden = {
  position: 'absolute', width: '1px', height: '1px', p: 0, m: '-1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', border: 0,
} as const;
