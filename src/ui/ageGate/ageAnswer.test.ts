// @vitest-environment jsdom
/**
 * The age gate of copying an order and of a shopping list into the cart (spec §4), with the demo API
 * answering for real: the first request carries the stored answer or none; when the API asks, the age
 * popup opens and the request goes again with "Yes" (everything) or "No" (the products for adults left out).
 */
import '../../i18n';
import { describe, expect, it } from 'vitest';
import { cartIds, plainProducts, setupAgeGateBuyer, wine } from '../../../tests/setup/ageGateBuyer';
import { COOKIE, readCookie, writeCookie } from '../../api/cookies';
import { copySalesOrder } from '../../generated/api/lists/lists';
import { addShoppingListItems, addShoppingListToCart, createShoppingList } from '../../generated/api/shopping-lists/shopping-lists';
import { allOrders, updateState } from '../../mocks/db/store';
import { closeModal, modalStore } from '../modal/modalStore';
import { AGE_CONFIRMATION_REQUIRED, isAgeConfirmationRequired, sendWithAgeAnswer } from './ageGateBatch';

setupAgeGateBuyer();
const plain = () => plainProducts().slice(0, 2);

/** A delivered order of the buyer's company holding two ordinary products and a wine. */
function orderWithWine(): number {
  const order = allOrders().find((candidate) => candidate.companyId === 1001 && candidate.status === 'delivered')!;
  updateState((state) => {
    state.orderLines[order.id] = [...plain(), wine()].map((product) => ({ productId: product.id, quantity: 1, priceNet: product.priceNet, vat: product.vat, deposit: null }));
  });
  return order.id;
}

async function listWithWine() {
  const { shoppingList } = await createShoppingList({ name: 'Spotkanie' });
  const items = [...plain(), wine()].map((product) => ({ itemId: product.id, quantity: 2 }));
  await addShoppingListItems(shoppingList.id, { items });
  return { id: shoppingList.id, items };
}

/** Waits for the age popup (its code loads on demand) and presses one of its buttons. */
async function answerAgePopup(answer: 'Nie' | 'Tak, mam ukończone 18 lat'): Promise<void> {
  await expect.poll(() => modalStore.get().at(-1)?.title).toBe('Produkt dla osób pełnoletnich');
  const popup = modalStore.get().at(-1)!;
  await popup.buttons!.find((candidate) => candidate.text === answer)!.action?.();
  closeModal(popup.id);
}

describe('an order copied into the cart', () => {
  it('"No": the popup opens on the API\'s question, the other products go in and the wine is named as left out', async () => {
    const id = orderWithWine();
    const sent = sendWithAgeAnswer((ageConfirmed) => copySalesOrder(id, { ageConfirmed }));
    await answerAgePopup('Nie');
    const { message } = await sent;
    expect(message).toContain(`Pominięto „${wine().name}”`);
    expect(await cartIds()).toEqual(plain().map((product) => product.id).sort());
    expect(readCookie(COOKIE.ageInformationPopup)).toBeUndefined();
  });

  it('"Yes": everything goes in and the answer is kept, so the next copy does not ask', async () => {
    const id = orderWithWine();
    const sent = sendWithAgeAnswer((ageConfirmed) => copySalesOrder(id, { ageConfirmed }));
    await answerAgePopup('Tak, mam ukończone 18 lat');
    await sent;
    expect(await cartIds()).toEqual([...plain(), wine()].map((product) => product.id).sort());
    await sendWithAgeAnswer((ageConfirmed) => copySalesOrder(id, { ageConfirmed, clearCart: true }));
    expect(modalStore.get()).toEqual([]);
  });
});

describe('a shopping list into the cart', () => {
  it('with the age already confirmed sends the answer and asks nothing', async () => {
    writeCookie(COOKIE.ageInformationPopup, '1', 3600);
    const { id, items } = await listWithWine();
    await sendWithAgeAnswer((ageConfirmed) => addShoppingListToCart(id, { items, ageConfirmed }));
    expect(modalStore.get()).toEqual([]);
    expect(await cartIds()).toEqual(items.map((item) => item.itemId).sort());
  });

  it('"No": the other products go in, the wine does not', async () => {
    const { id, items } = await listWithWine();
    const sent = sendWithAgeAnswer((ageConfirmed) => addShoppingListToCart(id, { items, ageConfirmed }));
    await answerAgePopup('Nie');
    expect((await sent).message).toContain(`Pominięto „${wine().name}”`);
    expect(await cartIds()).toEqual(plain().map((product) => product.id).sort());
  });

  it('other refusals pass through without the popup', async () => {
    const { id } = await listWithWine();
    const refusal = sendWithAgeAnswer((ageConfirmed) => addShoppingListToCart(id, { items: [{ itemId: 999_999_999, quantity: 1 }], ageConfirmed }));
    await expect(refusal).rejects.toMatchObject({ status: 400 });
    expect(modalStore.get()).toEqual([]);
  });
});

describe('reading the question', () => {
  it('knows the API\'s code on an ApiError and on a Refine HttpError alike', () => {
    expect(isAgeConfirmationRequired({ statusCode: 409, code: AGE_CONFIRMATION_REQUIRED, message: 'x' })).toBe(true);
    expect(isAgeConfirmationRequired({ statusCode: 409, code: 'NOTHING-TO-COPY', message: 'x' })).toBe(false);
    expect(isAgeConfirmationRequired(null)).toBe(false);
  });
});
