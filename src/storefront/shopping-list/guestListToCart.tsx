/**
 * The guest's list into the cart (spec §2 "add list to basket", §5, §8): when the cart already holds
 * products the buyer is asked whether to empty it first; quantities are checked against the order
 * multiples before anything changes; the products go in with one call (POST shopping-carts/current/items).
 */
import { serverMessageOr } from '../../api/ApiError';
import { queryClient } from '../../api/queryClient';
import { localePath } from '../../routing/routes';
import { isValidOrderMultiple, isValidQuantity } from '../../domain/quantity';
import type { ProductSummary } from '../../generated/model';
import i18n from '../../i18n';
import { passAgeGate } from '../../ui/ageGate/ageGateBatch';
import { showMessage } from '../../ui/modal/messageStore';
import { openModal } from '../../ui/modal/modalStore';
import { showToast } from '../../ui/toasts/toastStore';
import { cartApi, currentCartKey, currentCartQuery, putChangedCart } from '../../api/queries/cartQueries';

const t = (key: string, options?: Record<string, unknown>) => i18n.t(key, options) as string;

export interface ListLine {
  product: ProductSummary;
  quantity: number;
}

/**
 * Whether to empty the cart first: true (empty it), false (add to what is there), null (cancelled).
 * An empty cart is not asked about.
 */
export async function askClearCart(): Promise<boolean | null> {
  let count: number;
  try {
    count = (await queryClient.fetchQuery({ ...currentCartQuery(), staleTime: 10_000 })).shoppingCart.items.length;
  } catch {
    // the cart could not be read: ask, the buyer knows
    count = 1;
  }
  if (count === 0) return false;
  return new Promise((resolve) => {
    openModal({
      title: t('cart:shoppingList.toCart.title'),
      content: <p style={{ margin: 0 }}>{t('cart:shoppingList.toCart.lead')}</p>,
      buttons: [
        { text: t('cart:actions.cancel'), theme: 'secondary', action: () => resolve(null) },
        { text: t('cart:shoppingList.toCart.clearAndAdd'), mobileText: t('cart:shoppingList.toCart.clearAndAddShort'), theme: 'secondary', action: () => resolve(true) },
        { text: t('cart:shoppingList.toCart.add'), theme: 'primary', action: () => resolve(false) },
      ],
      onClose: () => resolve(null),
    });
  });
}

/** The first line whose quantity the cart would refuse (order multiples, spec §5), with the message. */
function refusedLine(lines: readonly ListLine[]): { line: ListLine; text: string } | null {
  for (const line of lines) {
    const { product, quantity } = line;
    if (isValidQuantity(quantity, product)) continue;
    const text = isValidOrderMultiple(quantity, product) || quantity < 1
      ? t('common:quantity.invalid')
      : t('common:quantity.notMultiple', { multiple: product.orderQuantityMultiple, uom: product.uom });
    return { line, text };
  }
  return null;
}

/**
 * Puts the lines into the cart, emptying it first when `clearFirst`; true when they are in. A refusal
 * shows the server's message, else "Nie można dodać produktów do koszyka" (spec §8).
 */
export async function addLinesToCart(lines: readonly ListLine[], clearFirst: boolean): Promise<boolean> {
  const refused = refusedLine(lines);
  if (refused) {
    showMessage({ title: t('common:message.title'), subject: refused.line.product.name, text: refused.text });
    return false;
  }
  // Products for adults wait for the age popup (spec §4); declined, the others still go in and the
  // held ones are named.
  const { allowed, declined } = await passAgeGate(lines, (line) => line.product.category.forAdults);
  const added = allowed.length > 0 ? await send(allowed, clearFirst) : false;
  if (declined.length > 0) {
    const names = declined.map((line) => `„${line.product.name}”`).join(', ');
    showMessage({ title: t('common:message.title'), text: t(added ? 'common:ageGate.notAdded' : 'common:ageGate.notAddedNone', { names }) });
  }
  return added;
}

async function send(lines: readonly ListLine[], clearFirst: boolean): Promise<boolean> {
  const api = await cartApi();
  if (clearFirst) {
    try {
      putChangedCart(queryClient, null, await api.deleteFromCurrentCart(undefined));
    } catch {
      showMessage({ title: t('common:message.title'), text: t('cart:errors.clearFailed') });
      return false;
    }
  }
  try {
    const response = await api.addItemsToCurrentCart({ items: lines.map((line) => ({ productId: line.product.id, quantity: line.quantity })) });
    putChangedCart(queryClient, null, response);
    showToast({ message: t('cart:toast.addedMany'), link: { href: localePath('cart'), label: t('cart:shoppingList.toCart.goToCart') } });
    return true;
  } catch (error) {
    void queryClient.invalidateQueries({ queryKey: currentCartKey() });
    showMessage({ title: t('common:message.title'), text: serverMessageOr(error, t('cart:errors.addManyFailed')) });
    return false;
  }
}
