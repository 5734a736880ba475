// @vitest-environment jsdom
/**
 * The age gate of adds of several products at once (spec §4), with the demo API answering for real:
 * quick order and the guest's shopping list hold products for adults behind one age popup; "No"
 * adds the other lines only and names the held ones, "Yes" adds everything.
 */
import '../../i18n';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { logIn, setupDemoApi } from '../../../tests/setup/demoApi';
import { COOKIE, readCookie, writeCookie } from '../../api/cookies';
import { queryClient } from '../../api/queryClient';
import { getCurrentCart } from '../../generated/api/cart/cart';
import type { ProductSummary } from '../../generated/model';
import { getSeed } from '../../mocks';
import { sessionStore } from '../../session/session';
import { closeModal, modalStore } from '../../ui/modal/modalStore';
import { toastStore } from '../../ui/toasts/toastStore';
import { addLinesToCart } from '../shopping-list/guestListToCart';
import { sendQuickOrderLines } from './cartActions';

setupDemoApi();

beforeEach(async () => {
  writeCookie(COOKIE.guest, await logIn('guest'), 3600);
  writeCookie(COOKIE.ageInformationPopup, '', -1);
  sessionStore.set({ status: 'ready', currentUser: null, isLoggedIn: false, showNetPrices: false });
});

afterEach(() => {
  cleanup();
  queryClient.clear();
  toastStore.set([]);
  modalStore.set([]);
});

const adultCategories = () => new Set(getSeed().categories.filter((c) => c.forAdults).map((c) => c.id));
const usable = () => getSeed().products.filter((p) => p.packKind === 'single' && !p.discontinued && p.stock > 100 && p.orderMultiple === 1);
const adultProduct = () => usable().find((p) => adultCategories().has(p.categoryId))!;
const plainProduct = () => usable().find((p) => !adultCategories().has(p.categoryId))!;

/** Waits for the age popup (its code loads on demand) and presses one of its buttons. */
async function answerAgePopup(answer: 'Nie' | 'Tak, mam ukończone 18 lat'): Promise<void> {
  await expect.poll(() => modalStore.get().at(-1)?.title).toBe('Produkt dla osób pełnoletnich');
  const popup = modalStore.get().at(-1)!;
  const button = popup.buttons!.find((candidate) => candidate.text === answer)!;
  await button.action?.();
  closeModal(popup.id);
}

const cartProductIds = async () => (await getCurrentCart()).shoppingCart.items.map((item) => item.productId).sort();

describe('quick order', () => {
  it('"No": the other lines go in, the product for adults does not and is reported', async () => {
    const adult = adultProduct();
    const plain = plainProduct();
    const sent = sendQuickOrderLines([{ line: 1, code: adult.code, quantity: 1 }, { line: 2, code: plain.code, quantity: 2 }]);
    await answerAgePopup('Nie');
    const outcome = await sent;
    expect(outcome.ok && outcome.results.map((result) => [result.line, result.status])).toEqual([[1, 'ageConfirmationRequired'], [2, 'added']]);
    expect(await cartProductIds()).toEqual([plain.id]);
    expect(readCookie(COOKIE.ageInformationPopup)).not.toBe('1');
  });

  it('"Yes": everything goes in and the answer is remembered', async () => {
    const adult = adultProduct();
    const plain = plainProduct();
    const sent = sendQuickOrderLines([{ line: 1, code: adult.code, quantity: 1 }, { line: 2, code: plain.code, quantity: 1 }]);
    await answerAgePopup('Tak, mam ukończone 18 lat');
    const outcome = await sent;
    expect(outcome.ok && outcome.results.map((result) => result.status)).toEqual(['added', 'added']);
    expect(await cartProductIds()).toEqual([adult.id, plain.id].sort());
    expect(readCookie(COOKIE.ageInformationPopup)).toBe('1');
  });
});

describe('shopping list into the cart', () => {
  const line = (id: number, forAdults: boolean) => {
    const product = getSeed().productById.get(id)!;
    return {
      product: { id, name: product.name, uom: product.uom, orderQuantityMultiple: 1, orderQuantityMultipleSuggestedOnly: false, category: { forAdults } } as unknown as ProductSummary,
      quantity: 1,
    };
  };

  it('"No": the other products go in and the held ones are named', async () => {
    const adult = adultProduct();
    const plain = plainProduct();
    const added = addLinesToCart([line(adult.id, true), line(plain.id, false)], false);
    await answerAgePopup('Nie');
    expect(await added).toBe(true);
    expect(await cartProductIds()).toEqual([plain.id]);
    const message = modalStore.get().at(-1)!;
    render(<div data-testid="message">{message.content}</div>);
    expect(screen.getByTestId('message').textContent).toContain(`Nie dodano produktów dla osób pełnoletnich (wiek nie został potwierdzony): „${adult.name}”. Pozostałe produkty dodano do koszyka.`);
  });
});
