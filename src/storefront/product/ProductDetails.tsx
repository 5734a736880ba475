import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Product } from '../../generated/model';
import { SafeHtml } from '../../ui/SafeHtml';

/** Description, specification and compatible devices. */
export function ProductDetails({ product }: { product: Product }) {
  const { t } = useTranslation('product');
  const rows = product.attributes.map((attribute) => ({ key: attribute.key, name: attribute.name, value: attribute.value }));
  const has = (key: string) => rows.some((row) => row.key === key);
  if (product.ean && !has('ean')) rows.push({ key: 'ean', name: t('ean'), value: product.ean });
  if (product.oemCode && !has('oemCode')) rows.push({ key: 'oemCode', name: t('oemCode'), value: product.oemCode });
  if (!has('vat') && !has('vatRate')) rows.push({ key: 'vatRate', name: t('vatRate'), value: `${product.vatRate}%` });
  return (
    <Box sx={{ mt: 4, display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', lg: '3fr 2fr' }, alignItems: 'start' }}>
      <Box component="section" aria-labelledby="product-description">
        <Typography variant="h2" id="product-description" sx={{ mb: 1 }}>
          {t('description')}
        </Typography>
        <SafeHtml html={product.description} />
      </Box>
      <Box component="section" aria-labelledby="product-specification">
        <Typography variant="h2" id="product-specification" sx={{ mb: 1 }}>
          {t('specification')}
        </Typography>
        <Table size="small" sx={{ bgcolor: 'background.paper' }}>
          <TableBody>
            {rows.map((row, index) => (
              <TableRow key={`${row.key}-${index}`}>
                <TableCell component="th" scope="row" sx={{ fontWeight: 500, width: '45%' }}>
                  {row.name}
                </TableCell>
                <TableCell>{row.value}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        {product.compatibleDevices.length > 0 ? (
          <>
            <Typography variant="h3" component="h3" sx={{ mt: 3, mb: 1 }}>
              {t('compatibleDevices')}
            </Typography>
            <Box component="ul" sx={{ pl: 3, m: 0 }}>
              {product.compatibleDevices.map((device) => (
                <li key={`${device.brand}-${device.model}`}>
                  {device.brand} {device.model}
                </li>
              ))}
            </Box>
          </>
        ) : null}
      </Box>
    </Box>
  );
}
