import BookmarkAddOutlinedIcon from '@mui/icons-material/BookmarkAddOutlined';
import BookmarkAddedIcon from '@mui/icons-material/BookmarkAdded';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, type ElementType } from 'react';
import { useTranslation } from 'react-i18next';
import { hasPackChoice } from '../../domain/multiPack';
import type { ProductSummary } from '../../generated/model';
import { Availability } from '../Availability';
import { PriceDetails } from '../PriceDetails';
import { ProductBadges } from '../ProductBadges';
import { ProductPicture } from '../ProductPicture';
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

const clamp2 = { display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' } as const;

/**
 * A product in a listing (spec §2 "Product tile"): name (2 lines), picture, brand, category path,
 * badges, promotion, price net or gross with old price, "Najniższa cena z 30 dni", discount,
 * deposit, availability and delivery estimate, sponsored offer, shopping-list flag, multi-pack
 * selector, quantity and add to basket.
 */
export function ProductTile(props: ProductTileProps) {
  const { hrefFor, showNetPrices, onAdd, addingId, onSelect, inShoppingList, onToggleShoppingList, headingComponent = 'h2', eager = false } = props;
  const { t } = useTranslation(['catalogue', 'common']);
  const id = useId();
  const { product, choose, loadingSlug, failed } = useMultiPackChoice(props.product);
  const href = hrefFor(product.slug);
  const select = () => onSelect?.(product);
  const path = product.category.namesInPath.length ? product.category.namesInPath.join(' › ') : product.category.name;
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-labelledby={`${id}-name`}
      aria-busy={loadingSlug ? true : undefined}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column', p: { xs: 1, sm: 1.5 }, gap: 0.75, position: 'relative' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5, minHeight: 28 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <ProductBadges badges={product.badges} />
        </Box>
        {onToggleShoppingList ? (
          <IconButton
            size="small"
            aria-pressed={Boolean(inShoppingList)}
            aria-label={t('catalogue:tile.shoppingList', { name: product.name })}
            title={inShoppingList ? t('catalogue:tile.onShoppingList') : t('catalogue:tile.addToShoppingList')}
            onClick={() => onToggleShoppingList(product)}
            sx={{ mt: -0.5, mr: -0.5, color: inShoppingList ? 'primary.main' : 'text.secondary' }}
          >
            {inShoppingList ? <BookmarkAddedIcon fontSize="small" /> : <BookmarkAddOutlinedIcon fontSize="small" />}
          </IconButton>
        ) : null}
      </Box>
      <Link href={href} tabIndex={-1} aria-hidden="true" onClick={select} sx={{ display: 'block', px: { xs: 0, sm: 1 } }}>
        <ProductPicture src={product.mainPictureUrl} alt="" width={TILE_PICTURE_SIZE} height={TILE_PICTURE_SIZE} eager={eager} />
      </Link>
      <Typography component="p" sx={{ fontSize: '1.15rem', color: 'text.secondary', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }} title={path}>
        {product.brand ? <Box component="strong" sx={{ color: 'text.primary', fontWeight: 700 }}>{product.brand.name}</Box> : null}
        {product.brand ? ' · ' : ''}
        {path}
      </Typography>
      <Typography component={headingComponent} id={`${id}-name`} sx={{ fontSize: '1.4rem', fontWeight: 500, lineHeight: 1.35, minHeight: '2.7em', ...clamp2 }}>
        <Link href={href} underline="hover" color="inherit" title={product.name} onClick={select}>
          {product.name}
        </Link>
      </Typography>
      <Typography component="p" sx={{ fontSize: '1.15rem', color: 'text.secondary' }}>
        {t('common:product.code', { code: product.code })}
      </Typography>
      {product.promotion ? (
        <Typography component="p" sx={{ fontSize: '1.2rem', color: 'promo.dark', fontWeight: 500 }}>
          {t('catalogue:tile.promotion', { name: product.promotion.name })}
        </Typography>
      ) : null}
      {product.sponsoredOfferInfo ? (
        <Typography component="p" sx={{ fontSize: '1.1rem', color: 'text.secondary', display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <InfoOutlinedIcon sx={{ fontSize: 14 }} aria-hidden="true" />
          {product.sponsoredOfferInfo}
        </Typography>
      ) : null}
      <Availability mark={product.availabilityMarkColor} when={product.whenProductWillBeAtYourPlace} />
      <Box sx={{ mt: 'auto', display: 'flex', flexDirection: 'column', gap: 0.75 }}>
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
          <Typography component="p" role="alert" sx={{ fontSize: '1.2rem', color: 'error.main' }}>
            {t('catalogue:tile.packFailed')}
          </Typography>
        ) : null}
        <Box sx={{ opacity: loadingSlug ? 0.5 : 1, transition: 'opacity 150ms' }}>
          <PriceDetails product={product} showNetPrices={showNetPrices} />
        </Box>
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
          <Typography component="p" sx={{ fontSize: '1.3rem', color: 'text.secondary' }}>
            {t('common:product.cannotBeOrdered')}
          </Typography>
        )}
      </Box>
    </Paper>
  );
}
