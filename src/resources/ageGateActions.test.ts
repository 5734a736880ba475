// @vitest-environment jsdom
/**
 * The account area's copy order and list → cart (spec §4 age gate) through its data layer, with the demo
 * API answering for real: the API's question (409 AGE-CONFIRMATION-REQUIRED) survives refine's error
 * shape, so the age popup opens and the action goes again with the answer.
 */
import '../i18n';
import { describe, expect, it } from 'vitest';
import { cartIds, plainProducts, setupAgeGateBuyer, wine } from '../../tests/setup/ageGateBuyer';
import { addShoppingListItems, createShoppingList } from '../generated/api/shopping-lists/shopping-lists';
import type { ShoppingCartResponse } from '../generated/model';
import { allOrders, updateState } from '../mocks/db/store';
import { sendWithAgeAnswer } from '../ui/ageGate/ageGateBatch';
import { closeModal, modalStore } from '../ui/modal/modalStore';
import { dataProvider } from './dataProvider';
import { SHOPPING_LISTS_RESOURCE } from './shopping-lists/shoppingListsResource';

setupAgeGateBuyer();
const plain = () => plainProducts()[0];

/** Runs a named action of a record as useCustomMutation does (dataProvider.custom). */
const action = (resource: string, name: string, id: number, payload: object) =>
  dataProvider.custom!({ url: '', method: 'post', payload, meta: { resource, action: name, id } }).then((response) => response.data as unknown as ShoppingCartResponse);

async function answerAgePopup(answer: 'Nie' | 'Tak, mam ukończone 18 lat'): Promise<void> {
  await expect.poll(() => modalStore.get().at(-1)?.title).toBe('Produkt dla osób pełnoletnich');
  const popup = modalStore.get().at(-1)!;
  await popup.buttons!.find((candidate) => candidate.text === answer)!.action?.();
  closeModal(popup.id);
}

describe('the account area\'s actions', () => {
  it('copy order: the popup opens on the API\'s question; "Nie" copies the rest and names the wine', async () => {
    const order = allOrders().find((candidate) => candidate.companyId === 1001 && candidate.status === 'delivered')!;
    updateState((state) => {
      state.orderLines[order.id] = [plain(), wine()].map((product) => ({ productId: product.id, quantity: 1, priceNet: product.priceNet, vat: product.vat, deposit: null }));
    });
    const sent = sendWithAgeAnswer((ageConfirmed) => action('sales-orders', 'copy', order.id, { clearCart: false, ageConfirmed }));
    await answerAgePopup('Nie');
    expect((await sent).message).toContain(`Pominięto „${wine().name}”`);
    expect(await cartIds()).toEqual([plain().id]);
  });

  it('list → cart: "Tak" puts the wine in too', async () => {
    const { shoppingList } = await createShoppingList({ name: 'Spotkanie' });
    const items = [plain(), wine()].map((product) => ({ itemId: product.id, quantity: 1 }));
    await addShoppingListItems(shoppingList.id, { items });
    const sent = sendWithAgeAnswer((ageConfirmed) => action(SHOPPING_LISTS_RESOURCE, 'addToCart', shoppingList.id, { items, ageConfirmed }));
    await answerAgePopup('Tak, mam ukończone 18 lat');
    await sent;
    expect(await cartIds()).toEqual([plain().id, wine().id].sort());
  });
});
