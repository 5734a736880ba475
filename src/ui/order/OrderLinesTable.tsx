import { useTranslation } from '../../i18n/useTranslation';
import { formatMoney } from '../../domain/price';
import { quantityWithUnit } from '../../domain/quantityWithUnit';
import type { SalesOrderItem } from '../../generated/model';
import hidden from '../visuallyHidden.module.css';
import classes from './OrderLinesTable.module.css';

export interface OrderLinesTableProps {
  items: readonly SalesOrderItem[];
  /** Prices and values net (true) or gross. */
  net: boolean;
  /** The table's texts in the page's words: its caption and the four column headers. */
  labels: { caption: string; product: string; quantity: string; price: string; value: string };
  /** The small print under a product's name, from its code ("198552", "Kod: 198552"). */
  codeText: (code: string) => string;
}

/**
 * An order's products as a table: name and code, quantity with its unit ("5 ryz"), unit price and
 * value. On a phone the unit price goes under the quantity ("× 42,42 zł") and its column away, so a
 * name has room to read in two or three lines rather than five.
 */
export function OrderLinesTable({ items, net, labels, codeText }: OrderLinesTableProps) {
  const { i18n } = useTranslation();
  const locale = i18n.language === 'en' ? 'en' : 'pl';
  return (
    <table className={classes.lines}>
      <caption className={hidden.visuallyHidden}>{labels.caption}</caption>
      <thead>
        <tr>
          <th scope="col">{labels.product}</th>
          <th scope="col">{labels.quantity}</th>
          <th scope="col" className={classes.price}>
            {labels.price}
          </th>
          <th scope="col">{labels.value}</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.id}>
            <th scope="row">
              <span className={classes.name}>{item.name}</span>
              <span className={classes.code}>{codeText(item.code)}</span>
            </th>
            <td>
              {quantityWithUnit(item.quantity, item.uom, locale)}
              {/* A phone: the unit price under the quantity, its own column hidden. */}
              <span className={classes.unitPrice}>× {formatMoney(item.priceObject, net)}</span>
            </td>
            <td className={classes.price}>{formatMoney(item.priceObject, net)}</td>
            <td>{formatMoney(item.valueObject, net)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
