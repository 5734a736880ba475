import { useTranslation } from '../../i18n/useTranslation';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import type { SalesOrder, SalesOrderItem } from '../../generated/model';
import { quantityWithUnit } from '../../domain/quantityWithUnit';
import { localePath, useLocale } from '../../routing/routes';
import { formatMoney, visuallyHidden } from './orderFormat';

interface OrderLinesProps {
  order: SalesOrder;
  showNetPrices: boolean;
  /** Phones: each line is a block instead of a table row. */
  narrow: boolean;
  /** Offered when the order may still change and has more than one line. */
  onRemove?: (item: SalesOrderItem) => void;
}

/** The order's lines: picture, name (to the product page), code, quantity, unit price, value, VAT — as the API priced them. */
export function OrderLines({ order, showNetPrices, narrow, onRemove }: OrderLinesProps) {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const side = showNetPrices ? 'net' : 'gross';
  const productLink = (item: SalesOrderItem) => (
    <Link component={RouterLink} to={localePath('product-slug', { slug: item.slug }, undefined, locale)} sx={{ fontWeight: 600 }}>
      {item.name}
    </Link>
  );
  const picture = (item: SalesOrderItem, size: number) => (
    <Box component="img" src={item.pictureUrl} alt="" width={size} height={size} loading="lazy" sx={{ objectFit: 'contain', display: 'block', bgcolor: 'background.default', borderRadius: 1 }} />
  );
  const remove = (item: SalesOrderItem) =>
    onRemove && (
      <IconButton size="small" aria-label={t('orders.detail.removeItem', { name: item.name })} onClick={() => onRemove(item)}>
        <DeleteOutline fontSize="small" />
      </IconButton>
    );

  if (narrow) {
    return (
      <Box component="ul" aria-label={t('orders.detail.linesCaption', { number: order.number })} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {order.items.map((item) => (
          <Box component="li" key={item.id} sx={{ display: 'grid', gridTemplateColumns: '56px 1fr auto', gap: 1.5, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
            {picture(item, 56)}
            <Box sx={{ minWidth: 0 }}>
              {productLink(item)}
              <Typography variant="body2" color="text.secondary">
                {t('orders.detail.code')}: {item.code} · {t('orders.detail.vatRate')} {item.vatRate}%
              </Typography>
              <Typography variant="body2">
                {quantityWithUnit(item.quantity, item.uom, locale)} × {formatMoney(item.priceObject, side)} = <strong>{formatMoney(item.valueObject, side)}</strong>
              </Typography>
            </Box>
            <Box>{remove(item)}</Box>
          </Box>
        ))}
      </Box>
    );
  }

  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small">
        <Box component="caption" sx={visuallyHidden}>
          {t('orders.detail.linesCaption', { number: order.number })}
        </Box>
        <TableHead>
          <TableRow>
            <TableCell>
              <Box component="span" sx={visuallyHidden}>
                {t('orders.detail.picture')}
              </Box>
            </TableCell>
            <TableCell>{t('orders.detail.product')}</TableCell>
            <TableCell>{t('orders.detail.code')}</TableCell>
            <TableCell align="right">{t('orders.detail.quantity')}</TableCell>
            <TableCell align="right">{t(showNetPrices ? 'orders.detail.unitPriceNet' : 'orders.detail.unitPriceGross')}</TableCell>
            <TableCell align="right">{t(showNetPrices ? 'orders.detail.valueNet' : 'orders.detail.valueGross')}</TableCell>
            <TableCell align="right">{t('orders.detail.vatRate')}</TableCell>
            {onRemove && <TableCell align="right">{t('orders.detail.lineActions')}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {order.items.map((item) => (
            <TableRow key={item.id}>
              <TableCell sx={{ width: 64 }}>{picture(item, 48)}</TableCell>
              <TableCell sx={{ minWidth: 220 }}>{productLink(item)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{item.code}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {quantityWithUnit(item.quantity, item.uom, locale)}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatMoney(item.priceObject, side)}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
                {formatMoney(item.valueObject, side)}
              </TableCell>
              <TableCell align="right">{item.vatRate}%</TableCell>
              {onRemove && <TableCell align="right">{remove(item)}</TableCell>}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
