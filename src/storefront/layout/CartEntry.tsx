import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { localePath } from '../../app/routes';
import { formatMoney } from '../../domain/price';
import { useSession } from '../../session';
import { useCart } from '../cart/useCart';

/** The cart link with its item count badge ("Koszyk, 1 produkt") and total on wide screens. */
export function CartEntry() {
  const { t } = useTranslation();
  const { showNetPrices } = useSession();
  const cart = useCart().data?.shoppingCart;
  const count = cart?.totalQuantity ?? 0;
  return (
    <Button
      href={localePath('cart')}
      color="inherit"
      aria-label={cart ? t('cart.entryLabel', { count }) : t('cart.title')}
      sx={{ minWidth: 44, minHeight: 44, gap: 1.25 }}
    >
      <Badge badgeContent={count} color="primary" max={99} showZero={false} overlap="rectangular" slotProps={{ badge: { 'aria-hidden': true } as object }}>
        <ShoppingCartOutlinedIcon />
      </Badge>
      <Box component="span" aria-hidden="true" sx={{ display: { xs: 'none', lg: 'flex' }, flexDirection: 'column', alignItems: 'flex-start', lineHeight: 1.2 }}>
        <span>{t('cart.title')}</span>
        {cart && count > 0 ? (
          <Box component="span" sx={{ fontSize: '1.2rem', fontWeight: 700 }}>
            {formatMoney(cart.total, showNetPrices)}
          </Box>
        ) : null}
      </Box>
    </Button>
  );
}
