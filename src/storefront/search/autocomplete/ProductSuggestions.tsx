import { useId } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { discountPercent, formatMoney, moneyAmount } from '../../../domain/price';
import type { AutocompleteCategory, AutocompleteProduct } from '../../../generated/model';
import controls from '../../../ui/controls.module.css';
import { CategoryOutlinedSvg } from '../../../ui/icons';
import { ProductPicture } from '../../../ui/ProductPicture';
import { ComboListbox, ComboOption, GroupLabel, OptionText } from './AutocompletePopup';
import hidden from '../../../ui/visuallyHidden.module.css';
import classes from './ProductSuggestions.module.css';

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
    <ComboListbox id={listboxId} label={label}>
      {categories.length ? (
        <div role="group" aria-labelledby={`${id}-categories`}>
          <GroupLabel id={`${id}-categories`}>{t('search:autocomplete.categories')}</GroupLabel>
          {categories.map((category, index) => (
            <ComboOption key={category.id} id={optionId(index)} active={active === index} onChoose={() => onChoose(index)} onHover={() => onHover(index)}>
              <CategoryOutlinedSvg className={`${controls.svgIcon} ${classes.categoryIcon}`} />
              <OptionText>{category.name}</OptionText>
            </ComboOption>
          ))}
        </div>
      ) : null}
      {products.length ? (
        <div role="group" aria-labelledby={`${id}-products`}>
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
                <div className={classes.thumb}>
                  <ProductPicture src={product.mainPictureUrl150x150} alt="" width={THUMB} height={THUMB} />
                </div>
                <div className={classes.about}>
                  <span className={classes.name}>{product.name}</span>
                  <span className={classes.category}>{product.category.name}</span>
                </div>
                <div className={classes.prices}>
                  {discounted && old ? (
                    <span className={classes.oldPrice}>
                      <span className={hidden.visuallyHidden}>{t('common:price.oldPrice')} </span>
                      <s>{formatMoney(old, showNetPrices)}</s>
                    </span>
                  ) : null}
                  <span className={discounted ? classes.promoPrice : classes.price}>{formatMoney(product.priceObject, showNetPrices)}</span>
                  <span className={classes.taxNote}>{showNetPrices ? t('common:price.net') : t('common:price.gross')}</span>
                </div>
              </ComboOption>
            );
          })}
        </div>
      ) : null}
    </ComboListbox>
  );
}
