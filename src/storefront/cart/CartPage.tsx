import { useEffect } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { useSearchParams } from 'react-router';
import { localePath } from '../../routing/routes';
import { usePageMeta } from '../../routing/seo/usePageMeta';
import { unavailableItems } from '../../domain/cart';
import { useSession } from '../../session';
import { startEditOrder } from '../../session/editOrder';
import controls from '../../ui/controls.module.css';
import { LinkBehavior } from '../../ui/LinkBehavior';
import { OneLineBreadcrumbs } from '../../ui/OneLineBreadcrumbs';
import { Skeleton } from '../../ui/Skeleton';
import { TextLink } from '../../ui/TextLink';
import { addCartToShoppingList } from './cartActions';
import { confirmClearCart, confirmRemoveUnavailable } from './cartDialogs';
import { CartLine, CartLines, CART_IMAGE } from './CartLine';
import classes from './CartPage.module.css';
import { CartSummary } from './CartSummary';
import { startCartSync } from './cartSync';
import { CostCentreLimits, useCostCentres } from './CostCentreLimits';
import { EditOrderBanner } from './EditOrderBanner';
import { PromoCodeForm } from './PromoCodeForm';
import { QuickOrderPanel } from './QuickOrderPanel';
import { usePunchOutReturn } from '../punch-out/OciCartForm';
import { useCart } from './useCart';
import { OnlyDataNote } from './OnlyDataNote';
import { useMayBuy } from './useMayBuy';
import { importWithReload } from '../../platform/chunkReload';

/** `/koszyk?edytuj-zamowienie=<id>` enters edit-order mode (the account's order screen does it with startEditOrder). */
export const EDIT_ORDER_PARAM = 'edytuj-zamowienie';

function useEditOrderFromQuery(): void {
  const [searchParams, setSearchParams] = useSearchParams();
  const { status, isLoggedIn } = useSession();
  const requested = Number(searchParams.get(EDIT_ORDER_PARAM));
  useEffect(() => {
    if (!searchParams.has(EDIT_ORDER_PARAM) || status !== 'ready') return;
    if (isLoggedIn && Number.isInteger(requested) && requested > 0) startEditOrder(requested);
    const next = new URLSearchParams(searchParams);
    next.delete(EDIT_ORDER_PARAM);
    setSearchParams(next, { replace: true });
  }, [searchParams, setSearchParams, status, isLoggedIn, requested]);
}

function LoadingLines() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('status.loading')} className={classes.loading}>
      {[0, 1, 2].map((index) => (
        <div key={index} className={classes.loadingLine}>
          <Skeleton variant="rounded" width={CART_IMAGE.width} height={CART_IMAGE.height} />
          <div className={classes.loadingText}>
            <Skeleton width="70%" />
            <Skeleton width="30%" />
          </div>
        </div>
      ))}
    </div>
  );
}

/**
 * The cart page /koszyk (spec §2, §3, §5, §8): the lines, the toolbar (clear the cart, remove the
 * unavailable ones, add all to a shopping list), promo code, quick order, cost-centre limits and
 * the summary with "Do zamówienia". In edit-order mode it shows the order being edited.
 */
export function CartPage() {
  const { t } = useTranslation(['cart', 'common']);
  const { showNetPrices } = useSession();
  const { cart, order, orderId, isPending, isError, refetch } = useCart();
  const centres = useCostCentres();
  const punchOut = usePunchOutReturn();
  const mayBuy = useMayBuy();
  const { currentUser } = useSession();
  // Offers are negotiated with companies: a company user may ask for one on the cart's products.
  const mayAskForOffer = mayBuy && currentUser?.company?.isPrivateCustomer === false && !punchOut;
  useEditOrderFromQuery();
  useEffect(() => startCartSync(), []);
  usePageMeta({ title: t('title'), description: t('description'), noindex: true });

  const items = order?.itemsWithPacks ?? cart?.items ?? [];
  const unavailable = unavailableItems(items);
  const editing = orderId !== null;

  let body;
  let summary = null;
  if (isError && !cart) {
    body = (
      <div role="alert" className={classes.error}>
        <p>{t('loadError')}</p>
        <button type="button" className={controls.outlined} onClick={refetch}>
          {t('common:actions.retry')}
        </button>
      </div>
    );
  } else if (!cart) {
    body = isPending ? <LoadingLines /> : null;
  } else if (items.length === 0) {
    body = (
      <div className={classes.empty}>
        <p className={classes.emptyTitle}>{t('empty')}</p>
        <p className={classes.emptyHint}>{t('emptyHint')}</p>
        <LinkBehavior href={localePath('home')} className={controls.contained}>
          {t('continueShopping')}
        </LinkBehavior>
      </div>
    );
  } else {
    body = (
      <>
        <div className={classes.toolbar}>
          <button type="button" className={controls.text} onClick={() => void addCartToShoppingList(items)}>
            {t('actions.addAllToList')}
          </button>
          {unavailable.length > 0 && !editing ? (
            <button type="button" className={controls.text} onClick={() => confirmRemoveUnavailable(unavailable, orderId)}>
              {t('actions.clearUnavailable')}
            </button>
          ) : null}
          {!editing && mayAskForOffer ? (
            <button type="button" className={controls.text} onClick={() => void importWithReload(() => import('./offerRequestFromCart')).then(({ askForOfferFromCart }) => askForOfferFromCart(items))}>
              {t('actions.askForOffer')}
            </button>
          ) : null}
          {!editing ? (
            <button type="button" className={`${controls.text} ${classes.danger}`} onClick={confirmClearCart}>
              {t('actions.clear')}
            </button>
          ) : null}
        </div>
        <CartLines label={t('itemsLabel')}>
          {items.map((item, index) => (
            <CartLine key={item.productId} item={item} orderId={orderId} showNetPrices={showNetPrices} eager={index < 3} />
          ))}
        </CartLines>
        {centres.length > 0 ? (
          <section className={classes.box}>
            <CostCentreLimits centres={centres} caption={t('costCentres.title')} />
          </section>
        ) : null}
        {/* OCI sends unit prices: a code's discount on the whole cart could not go back to the procurement system. */}
        {!editing && !punchOut ? (
          <div className={classes.box}>
            <PromoCodeForm cart={cart} />
          </div>
        ) : null}
      </>
    );
    summary = <CartSummary cart={cart} showNetPrices={showNetPrices} editing={editing} />;
  }

  return (
    <div className={classes.page}>
      <OneLineBreadcrumbs items={[{ label: t('common:breadcrumbs.home'), href: localePath('home') }, { label: t('title') }]} />
      <div className={classes.header}>
        <h1 className={classes.title}>{t('title')}</h1>
        <TextLink href={localePath('home')} underline="hover">
          {t('continueShopping')}
        </TextLink>
      </div>
      {editing ? <EditOrderBanner orderId={orderId} orderNumber={order?.orderNumber} /> : null}
      {mayBuy ? null : <OnlyDataNote />}
      {/* One grid whatever the cart holds: the quick order keeps its place in the tree (and what was typed in it) when its
          lines fill an empty cart. From 1024 px the summary stands beside the lines and the quick order, which follows
          the lines directly, however tall the summary is. */}
      <div className={summary ? classes.layout : `${classes.layout} ${classes.withoutSummary}`}>
        <div className={classes.main}>{body}</div>
        {summary ? <div className={classes.aside}>{summary}</div> : null}
        {/* Below the lines, so it comes with them: drawn earlier it would move down when they arrive. */}
        {!editing && mayBuy && (cart || isError) ? (
          <div className={classes.quickOrder}>
            <QuickOrderPanel />
          </div>
        ) : null}
      </div>
    </div>
  );
}
