import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Money } from '../generated/model';
import { visuallyHidden } from './visuallyHidden';
import { discountPercent, formatMoney, moneyAmount } from '../domain/price';

interface PriceProps {
  price: Money;
  oldPrice?: Money | null;
  showNetPrices: boolean;
  size?: 'medium' | 'large';
  /** Shows the "-25%" badge next to the price. */
  showDiscount?: boolean;
}

/** A price net or gross with its label, the old price struck through when discounted. */
export function Price({ price, oldPrice, showNetPrices, size = 'medium', showDiscount = false }: PriceProps) {
  const { t } = useTranslation();
  const percent = oldPrice ? discountPercent(moneyAmount(oldPrice, showNetPrices), moneyAmount(price, showNetPrices)) : 0;
  const discounted = percent > 0 && oldPrice;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 1 }}>
      {discounted ? (
        <Typography component="span" sx={{ color: 'text.secondary', fontSize: size === 'large' ? '1.6rem' : '1.3rem' }}>
          <Box component="span" sx={visuallyHidden}>
            {t('price.oldPrice')}{' '}
          </Box>
          <s>{formatMoney(oldPrice, showNetPrices)}</s>
        </Typography>
      ) : null}
      <Typography
        component="span"
        sx={{
          fontWeight: 700,
          fontSize: size === 'large' ? '3rem' : '1.9rem',
          color: discounted ? 'promo.main' : 'text.primary',
          whiteSpace: 'nowrap',
        }}
      >
        {discounted ? (
          <Box component="span" sx={visuallyHidden}>
            {t('price.currentPrice')}{' '}
          </Box>
        ) : null}
        {formatMoney(price, showNetPrices)}
      </Typography>
      <Typography component="span" sx={{ color: 'text.secondary', fontSize: '1.2rem' }}>
        {showNetPrices ? t('price.net') : t('price.gross')}
      </Typography>
      {showDiscount && discounted ? (
        <Typography
          component="span"
          sx={{ bgcolor: 'promo.main', color: 'promo.contrastText', px: 0.75, borderRadius: 1, fontSize: '1.2rem', fontWeight: 700 }}
        >
          {t('price.discount', { percent })}
        </Typography>
      ) : null}
    </Box>
  );
}
