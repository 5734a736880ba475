import { useId, type ElementType } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { hasPackChoice } from '../../domain/multiPack';
import type { ProductSummary } from '../../generated/model';
import { Availability } from '../Availability';
import controls from '../controls.module.css';
import { LinkBehavior } from '../LinkBehavior';
import { PriceDetails } from '../PriceDetails';
import { ProductBadges } from '../ProductBadges';
import { ProductPicture } from '../ProductPicture';
import { BookmarkAddedSvg, BookmarkAddOutlinedSvg, InfoOutlinedSvg } from '../icons';
import classes from './ProductTile.module.css';
import { TilePackSelect } from './TilePackSelect';
import { TilePurchase } from './TilePurchase';
import { useMultiPackChoice } from './useMultiPackChoice';

export const TILE_PICTURE_SIZE = 220;

export interface ProductTileProps {
  product: ProductSummary;
  /** The product page of a slug (the chosen multi-pack has its own page). */
  hrefFor: (slug: string) => string;
  showNetPrices: boolean;
  /** Adds the shown product (the chosen pack) in the given quantity. */
  onAdd: (product: ProductSummary, quantity: number) => void;
  /** The id of the product being added right now. */
  addingId?: number;
  /** Called when the buyer opens the product (the select_item event). */
  onSelect?: (product: ProductSummary) => void;
  inShoppingList?: boolean;
  onToggleShoppingList?: (product: ProductSummary) => void;
  headingComponent?: ElementType;
  eager?: boolean;
}

/**
 * A product in a listing (spec §2 "Product tile"): name (2 lines), picture, brand, category path,
 * badges, promotion, price net or gross with old price, "Najniższa cena z 30 dni", discount,
 * deposit, availability and delivery estimate, sponsored offer, shopping-list flag, multi-pack
 * selector, quantity and add to basket.
 */
export function ProductTile(props: ProductTileProps) {
  const { hrefFor, showNetPrices, onAdd, addingId, onSelect, inShoppingList, onToggleShoppingList, headingComponent: Heading = 'h2', eager = false } = props;
  const { t } = useTranslation(['catalogue', 'common']);
  const id = useId();
  const { product, choose, loadingSlug, failed } = useMultiPackChoice(props.product);
  const href = hrefFor(product.slug);
  const select = () => onSelect?.(product);
  const path = product.category.namesInPath.length ? product.category.namesInPath.join(' › ') : product.category.name;
  // Plain elements styled by a CSS module: a listing renders dozens of tiles in one go, and an
  // emotion-styled component per part made that render the page's longest task.
  return (
    <article className={classes.tile} aria-labelledby={`${id}-name`} aria-busy={loadingSlug ? true : undefined}>
      <div className={classes.top}>
        <div className={classes.badges}>
          <ProductBadges badges={product.badges} />
        </div>
        {onToggleShoppingList ? (
          <button
            type="button"
            className={`${controls.iconButton} ${classes.listToggle}`}
            aria-pressed={Boolean(inShoppingList)}
            aria-label={t('catalogue:tile.shoppingList', { name: product.name })}
            title={inShoppingList ? t('catalogue:tile.onShoppingList') : t('catalogue:tile.addToShoppingList')}
            onClick={() => onToggleShoppingList(product)}
          >
            {inShoppingList ? <BookmarkAddedSvg className={controls.svgIconSmall} /> : <BookmarkAddOutlinedSvg className={controls.svgIconSmall} />}
          </button>
        ) : null}
      </div>
      <LinkBehavior href={href} tabIndex={-1} aria-hidden="true" onClick={select} className={classes.pictureLink}>
        <ProductPicture src={product.mainPictureUrl} alt="" width={TILE_PICTURE_SIZE} height={TILE_PICTURE_SIZE} eager={eager} />
      </LinkBehavior>
      <p className={classes.path} title={path}>
        {product.brand ? <strong className={classes.brand}>{product.brand.name}</strong> : null}
        {product.brand ? ' · ' : ''}
        {path}
      </p>
      <Heading id={`${id}-name`} className={classes.name}>
        <LinkBehavior href={href} className={classes.nameLink} title={product.name} onClick={select}>
          {product.name}
        </LinkBehavior>
      </Heading>
      <p className={classes.code}>{t('common:product.code', { code: product.code })}</p>
      {product.promotion ? <p className={classes.promotion}>{t('catalogue:tile.promotion', { name: product.promotion.name })}</p> : null}
      {product.sponsoredOfferInfo ? (
        <p className={classes.sponsored}>
          <InfoOutlinedSvg className={`${controls.svgIcon} ${classes.sponsoredIcon}`} />
          {product.sponsoredOfferInfo}
        </p>
      ) : null}
      <Availability mark={product.availabilityMarkColor} when={product.whenProductWillBeAtYourPlace} />
      <div className={classes.bottom}>
        {hasPackChoice(product.multiPacks) ? (
          <TilePackSelect
            id={`${id}-pack`}
            packs={product.multiPacks}
            currentId={product.id}
            showNetPrices={showNetPrices}
            loading={loadingSlug !== null}
            onChoose={(slug) => void choose(slug)}
          />
        ) : null}
        {failed ? (
          <p role="alert" className={classes.packFailed}>
            {t('catalogue:tile.packFailed')}
          </p>
        ) : null}
        <div className={loadingSlug ? classes.priceLoading : classes.price}>
          <PriceDetails product={product} showNetPrices={showNetPrices} />
        </div>
        {product.canBeOrdered ? (
          <TilePurchase
            key={product.id}
            id={id}
            product={product}
            adding={addingId === product.id}
            disabled={loadingSlug !== null}
            onAdd={(quantity) => onAdd(product, quantity)}
          />
        ) : (
          <p className={classes.cannotOrder}>{t('common:product.cannotBeOrdered')}</p>
        )}
      </div>
    </article>
  );
}
