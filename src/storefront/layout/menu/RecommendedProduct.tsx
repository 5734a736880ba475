import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { localePath } from '../../../app/routes';
import type { ProductSummary } from '../../../generated/model';
import { useSession } from '../../../session';
import { Price } from '../../../ui/Price';
import { ProductPicture } from '../../../ui/ProductPicture';

/** The category's recommended product: picture, name, price and "Sprawdź produkt". */
export function RecommendedProduct({ product, onNavigate }: { product: ProductSummary; onNavigate?: () => void }) {
  const { t } = useTranslation('layout');
  const { showNetPrices } = useSession();
  const href = localePath('product-slug', { slug: product.slug });
  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1.5, p: 2, display: 'flex', flexDirection: 'column', gap: 1, bgcolor: 'background.default' }}>
      <Box component="p" sx={{ m: 0, fontSize: '1.2rem', fontWeight: 700, color: 'promo.dark', textTransform: 'uppercase', letterSpacing: '0.04em' }}>
        {t('menu.recommended')}
      </Box>
      <ProductPicture src={product.mainPictureUrl} alt="" width={160} height={160} sx={{ maxWidth: 160, mx: 'auto' }} />
      <Link href={href} underline="hover" color="inherit" onClick={onNavigate} sx={{ fontWeight: 500, lineHeight: 1.35 }}>
        {product.name}
      </Link>
      <Price price={product.priceObject} oldPrice={product.priceBeforeDiscountObject} showNetPrices={showNetPrices} />
      <Button variant="contained" href={href} onClick={onNavigate} aria-label={`${t('menu.checkProduct')}: ${product.name}`}>
        {t('menu.checkProduct')}
      </Button>
    </Box>
  );
}
