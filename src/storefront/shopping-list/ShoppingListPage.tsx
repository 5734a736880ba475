import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Navigate } from 'react-router';
import { isApiError } from '../../api/ApiError';
import { queryClient } from '../../api/queryClient';
import { localePath } from '../../routing/routes';
import { usePageMeta } from '../../routing/seo/usePageMeta';
import { getGetProductQueryKey, getProduct } from '../../generated/api/search-and-products/search-and-products';
import { useSession } from '../../session';
import { useLocalShoppingList } from '../../session/localShoppingList';
import controls from '../../ui/controls.module.css';
import { LinkBehavior } from '../../ui/LinkBehavior';
import { OneLineBreadcrumbs } from '../../ui/OneLineBreadcrumbs';
import { TextLink } from '../../ui/TextLink';
import { GuestListLine, GuestListLines, type LineProduct } from './GuestListLine';
import { addLinesToCart, askClearCart, type ListLine } from './guestListToCart';
import classes from './ShoppingListPage.module.css';

const PRODUCT_PARAMS = { includeProduct: true } as const;

type ProductAnswer = { product: Extract<LineProduct, { state: 'ready' }>['product'] } | { error: unknown };

/**
 * Each product of the list as the storefront reads a product (GET products/{slug}), one query for
 * the list; every product goes through the tiles' cache (same key), so a product seen on a tile is
 * not asked for again. (One query, not useQueries: that would add its code to every page's core chunk.)
 */
function useListProducts(slugs: readonly (string | undefined)[]): LineProduct[] {
  const known = slugs.filter((slug): slug is string => Boolean(slug));
  const { data } = useQuery({
    queryKey: ['guest-shopping-list-products', ...known],
    queryFn: ({ signal }) =>
      Promise.all(
        known.map((slug) =>
          queryClient
            .fetchQuery({ queryKey: getGetProductQueryKey(slug, PRODUCT_PARAMS), queryFn: () => getProduct(slug, PRODUCT_PARAMS, undefined, signal) })
            .then((answer): ProductAnswer => ({ product: answer.product }), (error: unknown): ProductAnswer => ({ error })),
        ),
      ),
    enabled: known.length > 0,
  });
  return slugs.map((slug): LineProduct => {
    if (!slug) return { state: 'failed' };
    const answer = data?.[known.indexOf(slug)];
    if (!answer) return { state: 'loading' };
    if ('product' in answer) return { state: 'ready', product: answer.product };
    return isApiError(answer.error) && (answer.error.status === 404 || answer.error.status === 410) ? { state: 'gone' } : { state: 'failed' };
  });
}

/**
 * /lista-zakupowa (spec §2, §6): the guest's shopping list on this device — its products with
 * quantity and remove, all or the chosen ones into the cart (asking whether to empty it first), an
 * empty state. A logged-in user keeps lists on the account and goes there.
 */
export function ShoppingListPage() {
  const { t } = useTranslation(['cart', 'common']);
  const { status, isLoggedIn, showNetPrices } = useSession();
  const { items, count } = useLocalShoppingList();
  const lines = useListProducts(items.map((item) => item.slug));
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const [busy, setBusy] = useState(false);
  const titleId = useId();
  usePageMeta({ title: t('cart:shoppingList.title'), description: t('cart:shoppingList.description'), noindex: true });

  if (status === 'ready' && isLoggedIn) return <Navigate to={localePath('dashboard-list')} replace />;

  // What can go into the cart: products that were read and may be ordered, with their list quantities.
  const orderable: ListLine[] = items.flatMap((item, index) => {
    const line = lines[index];
    return line?.state === 'ready' && line.product.canBeOrdered ? [{ product: line.product, quantity: item.quantity }] : [];
  });
  const chosenLines = orderable.filter((line) => chosen.has(line.product.id));
  const allChosen = orderable.length > 0 && chosenLines.length === orderable.length;

  const choose = (id: number, on: boolean) =>
    setChosen((previous) => {
      const next = new Set(previous);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const toCart = async (selection: ListLine[]) => {
    if (selection.length === 0 || busy) return;
    setBusy(true);
    try {
      const clearFirst = await askClearCart();
      if (clearFirst !== null) await addLinesToCart(selection, clearFirst);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={classes.page} aria-labelledby={titleId}>
      <OneLineBreadcrumbs items={[{ label: t('common:breadcrumbs.home'), href: localePath('home') }, { label: t('cart:shoppingList.title') }]} />
      <div className={classes.header}>
        <h1 id={titleId} className={classes.title}>
          {t('cart:shoppingList.title')}
        </h1>
        {count > 0 ? <p className={classes.count}>{t('cart:shoppingList.count', { count })}</p> : null}
      </div>
      <p className={classes.lead}>
        {t('cart:shoppingList.lead')}{' '}
        <TextLink href={localePath('login')}>{t('cart:shoppingList.login')}</TextLink>
      </p>
      {count === 0 ? (
        <div className={classes.empty}>
          <p className={classes.emptyTitle}>{t('cart:shoppingList.empty')}</p>
          <p className={classes.emptyHint}>{t('cart:shoppingList.emptyHint')}</p>
          <LinkBehavior href={localePath('home')} className={controls.contained}>
            {t('cart:shoppingList.browse')}
          </LinkBehavior>
        </div>
      ) : (
        <>
          <div className={classes.toolbar}>
            <label className={classes.selectAll}>
              <input
                type="checkbox"
                className={classes.checkbox}
                checked={allChosen}
                disabled={orderable.length === 0}
                onChange={(event) => setChosen(event.target.checked ? new Set(orderable.map((line) => line.product.id)) : new Set())}
              />
              {t('cart:shoppingList.chooseAll')}
            </label>
            <div className={classes.actions}>
              <button type="button" className={controls.outlined} disabled={busy || chosenLines.length === 0} onClick={() => void toCart(chosenLines)}>
                {t('cart:shoppingList.addChosen', { count: chosenLines.length })}
              </button>
              <button type="button" className={controls.contained} disabled={busy || orderable.length === 0} onClick={() => void toCart(orderable)}>
                {t('cart:shoppingList.addAll')}
              </button>
            </div>
          </div>
          <GuestListLines label={t('cart:shoppingList.itemsLabel')}>
            {items.map((item, index) => (
              <GuestListLine
                key={item.id}
                item={item}
                line={lines[index] ?? { state: 'loading' }}
                showNetPrices={showNetPrices}
                chosen={chosen.has(item.id)}
                onChoose={(on) => choose(item.id, on)}
                eager={index < 3}
              />
            ))}
          </GuestListLines>
        </>
      )}
    </section>
  );
}
