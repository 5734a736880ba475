/**
 * What the cart screens do besides changing quantities (spec §2, §7, §8): remove one or several
 * products, clear the cart, apply a promo code, add everything to a shopping list, quick order.
 * Each success and failure shows the spec's toast or message.
 */
import { isApiError, serverMessageOr } from '../../api/ApiError';
import { queryClient } from '../../api/queryClient';
import { truncate } from '../../domain/text';
import {
  addQuickOrderToCurrentCart, applyPromoCode, removePromoCode, deleteFromCurrentCart, deleteItemsFromCurrentCart, deleteSalesOrderItem,
 
} from '../../generated/api/cart/cart';
import { addShoppingListItems, getDefaultShoppingList } from '../../generated/api/shopping-lists/shopping-lists';
import type { Cart, CartItem, QuickOrderLine, QuickOrderLineResult, QuickOrderRequest } from '../../generated/model';
import i18n from '../../i18n';
import { getSession } from '../../session';
import { isAgeConfirmed } from '../../ui/ageGate/ageGate';
import { passAgeGate } from '../../ui/ageGate/ageGateBatch';
import { addToLocalShoppingList } from '../../session/localShoppingList';
import { showMessage } from '../../ui/modal/messageStore';
import { cartKey, putChangedCart } from '../../api/queries/cartQueries';
import { invalidateShoppingLists } from '../../api/queries/shoppingListQueries';
import { showToast } from '../../ui/toasts/toastStore';
import { showOrderUpdated } from './orderUpdatedToast';

const t = (key: string, options?: Record<string, unknown>) => i18n.t(key, options) as string;


function refresh(orderId: number | null): void {
  void queryClient.invalidateQueries({ queryKey: cartKey(orderId) });
}

/** Removes one product ("Został usunięty z koszyka"; edit mode: "Zamówienie zostało zaktualizowane"). */
export async function removeCartItem(item: Pick<CartItem, 'productId' | 'name'>, orderId: number | null): Promise<void> {
  try {
    const response = orderId === null ? await deleteFromCurrentCart({ productId: item.productId }) : await deleteSalesOrderItem(orderId, { productId: item.productId });
    putChangedCart(queryClient, orderId, response);
    if (orderId === null) showToast({ title: truncate(item.name), message: t('cart:toast.removedOne') });
    else showOrderUpdated(item.name, response.message);
  } catch (error) {
    refresh(orderId);
    showMessage({ title: t('common:message.title'), subject: item.name, text: serverMessageOr(error, t('cart:errors.removeFailed')) });
  }
}

/** Removes several products in one request ("Produkty zostały usunięte z koszyka"). */
export async function removeCartItems(items: readonly Pick<CartItem, 'productId' | 'name'>[], orderId: number | null): Promise<void> {
  if (items.length === 0) return;
  if (items.length === 1 || orderId !== null) {
    for (const item of items) await removeCartItem(item, orderId);
    return;
  }
  try {
    putChangedCart(queryClient, null, await deleteItemsFromCurrentCart({ productIds: items.map((item) => item.productId) }));
    showToast({ message: t('cart:toast.removedMany') });
  } catch (error) {
    refresh(null);
    showMessage({ title: t('common:message.title'), text: serverMessageOr(error, t('cart:errors.removeFailed')) });
  }
}

/** Empties the cart ("Koszyk został wyczyszczony" / "Błąd podczas czyszczenia koszyka, spróbuj ponownie."). */
export async function clearCart(): Promise<void> {
  try {
    putChangedCart(queryClient, null, await deleteFromCurrentCart(undefined));
    showToast({ message: t('cart:toast.cleared') });
  } catch {
    refresh(null);
    showMessage({ title: t('common:message.title'), text: t('cart:errors.clearFailed') });
  }
}

/** The server's answer to an apply or a removal; `cart` is the cart it answered with (none when it refused). */
export type PromoOutcome = { ok: boolean; message: string; cart: Cart | null };

/** Applies a promo code; the server's message is shown beside the field either way. */
export async function applyCartPromoCode(promoCode: string): Promise<PromoOutcome> {
  try {
    const response = await applyPromoCode({ promoCode });
    putChangedCart(queryClient, null, response);
    return { ok: true, message: response.message || t('cart:promo.applied'), cart: response.shoppingCart };
  } catch (error) {
    return { ok: false, message: serverMessageOr(error, t('cart:promo.failed')), cart: null };
  }
}

/** Takes the promo code (in effect or on hold) off the cart; the server's message (or the failure) is shown beside the field. */
export async function removeCartPromoCode(): Promise<PromoOutcome> {
  try {
    const response = await removePromoCode();
    putChangedCart(queryClient, null, response);
    return { ok: true, message: response.message || t('cart:promo.removed'), cart: response.shoppingCart };
  } catch (error) {
    return { ok: false, message: serverMessageOr(error, t('cart:promo.removeFailed')), cart: null };
  }
}

/**
 * Adds every product of the cart to a shopping list: a logged-in user's default list on the
 * server, a guest's list on this device ("Został dodany do listy").
 */
export async function addCartToShoppingList(items: readonly Pick<CartItem, 'productId' | 'quantity' | 'slug'>[]): Promise<void> {
  if (!getSession().isLoggedIn) {
    // The slug lets the list page show the product (the API reads products by slug).
    for (const item of items) addToLocalShoppingList(item.productId, item.quantity, item.slug);
    showToast({ message: t('cart:shoppingList.added') });
    return;
  }
  try {
    const list = await getDefaultShoppingList();
    await addShoppingListItems(list.shoppingList.id, { items: items.map((item) => ({ itemId: item.productId, quantity: item.quantity })) });
    void invalidateShoppingLists(queryClient);
    showToast({ message: t('cart:shoppingList.added') });
  } catch (error) {
    const unavailable = !isApiError(error) || error.status === 404 || error.status === 405 || error.status >= 500 || !error.message;
    showMessage({ title: t('common:message.title'), text: unavailable ? t('common:shoppingList.unavailable') : error.message });
  }
}

export type QuickOrderOutcome = { ok: true; results: QuickOrderLineResult[]; message: string | null } | { ok: false; message: string };

/** One quick-order request; each line's outcome comes back. */
async function sendQuickOrder(request: QuickOrderRequest): Promise<QuickOrderOutcome> {
  try {
    const response = await addQuickOrderToCurrentCart(request);
    putChangedCart(queryClient, null, { shoppingCart: response.shoppingCart, message: response.message });
    return { ok: true, results: response.results, message: response.message };
  } catch (error) {
    refresh(null);
    return { ok: false, message: serverMessageOr(error, t('cart:errors.addManyFailed')) };
  }
}

/**
 * Sends the quick order's valid lines in one request. The shop adds a product for adults only with
 * the confirmed age (spec §4): the lines it holds back (ageConfirmationRequired) pass the age popup
 * (passAgeGate) and, confirmed, go in with a second request; declined, they stay reported as not
 * added, and the other lines are in. Each line's final outcome comes back.
 */
export async function sendQuickOrderLines(lines: readonly QuickOrderLine[]): Promise<QuickOrderOutcome> {
  const ageConfirmed = isAgeConfirmed();
  const first = await sendQuickOrder({ lines: lines.map((line) => ({ ...line, ageConfirmed })) });
  if (!first.ok) return first;
  let outcome = first;
  const held = first.results.filter((result) => result.status === 'ageConfirmationRequired');
  const { allowed } = await passAgeGate(held, () => true);
  if (allowed.length > 0) {
    const second = await sendQuickOrder({ lines: allowed.map(({ line, code, quantity }) => ({ line, code, quantity, ageConfirmed: true })) });
    if (second.ok) {
      const byLine = new Map(second.results.map((result) => [result.line, result]));
      outcome = { ok: true, results: first.results.map((result) => byLine.get(result.line) ?? result), message: second.message };
    }
  }
  if (outcome.results.some((result) => result.status === 'added')) showToast({ message: t('cart:toast.addedMany') });
  return outcome;
}
