import CategoryOutlinedIcon from '@mui/icons-material/CategoryOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { discountPercent, formatMoney, moneyAmount } from '../../../domain/price';
import type { AutocompleteCategory, AutocompleteProduct } from '../../../generated/model';
import { ProductPicture } from '../../../ui/ProductPicture';
import { visuallyHidden } from '../../../ui/visuallyHidden';
import { ComboOption, GroupLabel } from './AutocompletePopup';

/** Search thumbnails are 60×60 (spec §9). */
const THUMB = 60;

interface ProductSuggestionsProps {
  listboxId: string;
  label: string;
  categories: AutocompleteCategory[];
  products: AutocompleteProduct[];
  active: number;
  optionId: (index: number) => string;
  onChoose: (index: number) => void;
  onHover: (index: number) => void;
  showNetPrices: boolean;
}

/** The header autocomplete: categories (name) first, then products (picture, name, category, price). */
export function ProductSuggestions({ listboxId, label, categories, products, active, optionId, onChoose, onHover, showNetPrices }: ProductSuggestionsProps) {
  const { t } = useTranslation(['search', 'common']);
  const id = useId();
  const offset = categories.length;
  return (
    <Box id={listboxId} role="listbox" aria-label={label} sx={{ py: 0.5 }}>
      {categories.length ? (
        <Box role="group" aria-labelledby={`${id}-categories`}>
          <GroupLabel id={`${id}-categories`}>{t('search:autocomplete.categories')}</GroupLabel>
          {categories.map((category, index) => (
            <ComboOption key={category.id} id={optionId(index)} active={active === index} onChoose={() => onChoose(index)} onHover={() => onHover(index)}>
              <CategoryOutlinedIcon sx={{ color: 'primary.main', fontSize: 22 }} aria-hidden="true" />
              <Typography component="span" sx={{ fontSize: '1.4rem' }}>
                {category.name}
              </Typography>
            </ComboOption>
          ))}
        </Box>
      ) : null}
      {products.length ? (
        <Box role="group" aria-labelledby={`${id}-products`}>
          <GroupLabel id={`${id}-products`}>{t('search:autocomplete.products')}</GroupLabel>
          {products.map((product, index) => {
            const old = product.priceBeforeDiscountObject;
            const discounted = old && discountPercent(moneyAmount(old, showNetPrices), moneyAmount(product.priceObject, showNetPrices)) > 0;
            return (
              <ComboOption
                key={product.id}
                id={optionId(offset + index)}
                active={active === offset + index}
                onChoose={() => onChoose(offset + index)}
                onHover={() => onHover(offset + index)}
              >
                <Box sx={{ width: THUMB, flex: 'none' }}>
                  <ProductPicture src={product.mainPictureUrl150x150} alt="" width={THUMB} height={THUMB} />
                </Box>
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography component="span" sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden', fontSize: '1.35rem', lineHeight: 1.3 }}>
                    {product.name}
                  </Typography>
                  <Typography component="span" sx={{ display: 'block', fontSize: '1.2rem', color: 'text.secondary' }}>
                    {product.category.name}
                  </Typography>
                </Box>
                <Box sx={{ textAlign: 'right', flex: 'none' }}>
                  {discounted && old ? (
                    <Typography component="span" sx={{ display: 'block', fontSize: '1.2rem', color: 'text.secondary' }}>
                      <Box component="span" sx={visuallyHidden}>{t('common:price.oldPrice')} </Box>
                      <s>{formatMoney(old, showNetPrices)}</s>
                    </Typography>
                  ) : null}
                  <Typography component="span" sx={{ display: 'block', fontWeight: 700, fontSize: '1.4rem', color: discounted ? 'promo.main' : 'text.primary', whiteSpace: 'nowrap' }}>
                    {formatMoney(product.priceObject, showNetPrices)}
                  </Typography>
                  <Typography component="span" sx={{ display: 'block', fontSize: '1.1rem', color: 'text.secondary' }}>
                    {showNetPrices ? t('common:price.net') : t('common:price.gross')}
                  </Typography>
                </Box>
              </ComboOption>
            );
          })}
        </Box>
      ) : null}
    </Box>
  );
}
