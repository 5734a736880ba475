import { useTranslation } from '../../i18n/useTranslation';
import { localePath } from '../../routing/routes';
import { formatMoney } from '../../domain/price';
import { isMultipleEnforced } from '../../domain/quantity';
import type { Breadcrumb, Product } from '../../generated/model';
import { useSession } from '../../session';
import { Availability } from '../../ui/Availability';
import controls from '../../ui/controls.module.css';
import divider from '../../ui/Divider.module.css';
import { BookmarkAddOutlinedSvg, BookmarkAddedSvg, InfoOutlinedSvg, LocalShippingOutlinedSvg } from '../../ui/icons';
import { PriceDetails } from '../../ui/PriceDetails';
import { ProductBadges } from '../../ui/ProductBadges';
import text from '../../ui/text/text.module.css';
import { TextLink } from '../../ui/TextLink';
import { AddToCartForm } from './AddToCartForm';
import { LoadingButton } from '../../ui/LoadingButton';
import { PackOptions } from './PackOptions';
import { ProductFacts } from './ProductFacts';
import classes from './ProductPurchase.module.css';
import { useShoppingList } from './useShoppingList';

/**
 * Name, code, brand, category path, price net or gross (old price, 30-day lowest, deposit),
 * availability and delivery estimate, multi-packs, quantity rules, add to cart and to the shopping list.
 */
export function ProductPurchase({ product, breadcrumbs }: { product: Product; breadcrumbs: Breadcrumb[] }) {
  const { t } = useTranslation(['product', 'common']);
  const { showNetPrices } = useSession();
  const list = useShoppingList();
  const onList = list.isOnList(product);
  return (
    <div className={classes.purchase}>
      <ProductBadges badges={product.badges} />
      <h1 className={text.h1}>{product.name}</h1>
      <ProductFacts product={product} breadcrumbs={breadcrumbs} />
      {product.promotion ? (
        <p className={classes.promotion}>
          {t('product:promotion')}{' '}
          <TextLink href={localePath('promotions-slug', { slug: product.promotion.slug })} className={classes.promotionLink}>
            {product.promotion.name}
          </TextLink>
        </p>
      ) : null}
      <div className={classes.box}>
        <PriceDetails product={product} showNetPrices={showNetPrices} size="large" />
        <p className={classes.note}>
          {t('product:otherPrice', { price: formatMoney(product.priceObject, !showNetPrices), kind: showNetPrices ? t('common:price.gross') : t('common:price.net') })}
        </p>
        {product.sponsoredOfferInfo ? (
          <p className={classes.sponsored}>
            <InfoOutlinedSvg className={`${controls.svgIcon} ${classes.sponsoredIcon}`} />
            {product.sponsoredOfferInfo}
          </p>
        ) : null}
        <hr className={divider.divider} />
        <Availability mark={product.availabilityMarkColor} />
        <p className={classes.delivery}>
          <LocalShippingOutlinedSvg fontSize="small" />
          {product.whenProductWillBeAtYourPlace}
        </p>
        <PackOptions packs={product.multiPacks} currentId={product.id} showNetPrices={showNetPrices} />
        {product.canBeOrdered ? <AddToCartForm product={product} /> : <p className={classes.cannotOrder}>{t('common:product.cannotBeOrdered')}</p>}
        {isMultipleEnforced(product) ? (
          <p className={classes.note}>{t('product:multipleInfo', { multiple: product.orderQuantityMultiple, uom: product.uom })}</p>
        ) : product.orderQuantityMultiple > 1 ? (
          <p className={classes.note}>{t('product:multipleSuggested', { multiple: product.orderQuantityMultiple, uom: product.uom })}</p>
        ) : null}
        <div>
          <LoadingButton
            className={`${controls.outlined} ${classes.listButton}`}
            icon={onList ? <BookmarkAddedSvg className={controls.svgIcon} /> : <BookmarkAddOutlinedSvg className={controls.svgIcon} />}
            loading={list.busyId === product.id}
            onClick={() => void list.toggle(product)}
          >
            {onList ? t('product:shoppingList.remove') : t('product:shoppingList.add')}
          </LoadingButton>
        </div>
      </div>
    </div>
  );
}
