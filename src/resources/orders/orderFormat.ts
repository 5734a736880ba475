import type { Money } from '../../generated/model';

/** One side of the API's Money as it formatted it: "1 234,50 zł". */
export const formatMoney = (value: Money, side: 'net' | 'gross'): string =>
  `${value.currencyPrefix}${side === 'net' ? value.netFormatted : value.grossFormatted} ${value.currencyPostfix}`.trim();

/** Read by screen readers, not shown (e.g. "opens in a new tab"). */
export const visuallyHidden = {
  position: 'absolute', width: '1px', height: '1px', p: 0, m: '-1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', border: 0,
} as const;
