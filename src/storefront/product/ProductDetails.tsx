import { useTranslation } from '../../i18n/useTranslation';
import type { Product } from '../../generated/model';
import { SafeHtml } from '../../ui/SafeHtml';
import text from '../../ui/text/text.module.css';
import classes from './ProductDetails.module.css';

/** Description, specification and compatible devices. */
export function ProductDetails({ product }: { product: Product }) {
  const { t } = useTranslation('product');
  const rows = product.attributes.map((attribute) => ({ key: attribute.key, name: attribute.name, value: attribute.value }));
  const has = (key: string) => rows.some((row) => row.key === key);
  if (product.ean && !has('ean')) rows.push({ key: 'ean', name: t('ean'), value: product.ean });
  if (product.oemCode && !has('oemCode')) rows.push({ key: 'oemCode', name: t('oemCode'), value: product.oemCode });
  if (!has('vat') && !has('vatRate')) rows.push({ key: 'vatRate', name: t('vatRate'), value: `${product.vatRate}%` });
  return (
    <div className={classes.details}>
      <section aria-labelledby="product-description" className={classes.section}>
        <h2 id="product-description" className={`${text.h2} ${classes.heading}`}>
          {t('description')}
        </h2>
        <SafeHtml html={product.description} />
      </section>
      <section aria-labelledby="product-specification" className={classes.section}>
        <h2 id="product-specification" className={`${text.h2} ${classes.heading}`}>
          {t('specification')}
        </h2>
        <table className={classes.table}>
          <tbody>
            {rows.map((row, index) => (
              <tr key={`${row.key}-${index}`} className={classes.row}>
                <th scope="row" className={classes.nameCell}>
                  {row.name}
                </th>
                <td className={classes.cell}>{row.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {product.compatibleDevices.length > 0 ? (
          <>
            <h3 className={`${text.h3} ${classes.devicesHeading}`}>{t('compatibleDevices')}</h3>
            <ul className={classes.devices}>
              {product.compatibleDevices.map((device) => (
                <li key={`${device.brand}-${device.model}`}>
                  {device.brand} {device.model}
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </section>
    </div>
  );
}
