import { describe, expect, it } from 'vitest';
import { demoError, userSession, withFreshDemoState, type UserSession } from '../../../tests/setup/demoState';
import { seededOffers } from '../db/seed/offers';
import { getSeed, getState } from '../db/store';
import type { SeedProduct } from '../db/types';
import { cartOwner, issueToken, sessionFromToken } from '../http/auth';
import { viewContext } from '../presenters/context';
import { accountSwitcher, forgetActiveAccount, switchAccount, switchInfo } from './accountSwitch';
import { addToCart, cartFor, cartLines } from './cart';
import { applyPromoCode } from './promoCodes';

withFreshDemoState();

const MEBLOMAX = 1001;
const LOGISTYKA = 1002;
const main = () => userSession('akceptant@firma.demo', MEBLOMAX);
const logistics = () => userSession('akceptant@firma.demo', LOGISTYKA);

const inCategory = (slug: string) => (p: SeedProduct) => getSeed().categoryBySlug.get(slug)!.subtreeIds.includes(p.categoryId);
const single = (predicate: (p: SeedProduct) => boolean) =>
  getSeed().products.find((p) => p.packKind === 'single' && !p.discontinued && p.stock > 100 && p.orderMultiple === 1 && p.deposit === null && predicate(p))!;
/** A toner of Meblomax's active toner contract (db/seed/offers.ts): it costs less there than at Logistyka. */
const toner = () => {
  const contract = seededOffers(getSeed(), getSeed().companies.find((company) => company.id === MEBLOMAX)!).find((offer) => offer.name.startsWith('Tonery i tusze'))!;
  return single((p) => contract.lines.some((line) => line.productId === p.id));
};
const pen = () => single(inCategory('artykuly-biurowe'));
const wine = () => getSeed().products.find((p) => inCategory('wina')(p) && !p.discontinued && p.orderMultiple === 1)!;

const add = (session: UserSession, product: SeedProduct, quantity: number) => addToCart(cartOwner(session), product.id, quantity, viewContext(session));
/** The cart of an account (user record), whichever account the login works in now. */
const lines = (userId: number) => cartLines(`u:${userId}`).map((line) => [line.productId, line.quantity]);
/**
 * What a request with the token the person logged in with (user 3) now sees. (main() and logistics()
 * are such sessions too: after a switch both are the active account's.)
 */
const sessionOfLogin = () => sessionFromToken(issueToken('user', '3')) as UserSession;

describe('the accounts of a person', () => {
  it('lists the other company with its role; a user who may not switch gets 403', () => {
    expect(accountSwitcher(main())).toEqual({ accounts: [{ userId: 4, companyUserCanSwitchTo: { id: LOGISTYKA, name: 'Meblomax Logistyka sp. z o.o.' }, roleName: 'admin' }] });
    expect(accountSwitcher(logistics()).accounts.map((account) => account.userId)).toEqual([3]);
    expect(demoError(() => accountSwitcher(userSession('kupiec@firma.demo')))).toMatchObject({ status: 403 });
  });

  it('answers 404 for an account that is not among the person\'s', () => {
    expect(demoError(() => switchInfo(main(), 2))).toMatchObject({ status: 404 });
    expect(demoError(() => switchInfo(main(), 999))).toMatchObject({ status: 404 });
    expect(demoError(() => switchAccount(main(), 3, 'nothing'))).toMatchObject({ status: 404 });
    expect(demoError(() => switchInfo(userSession('kupiec@firma.demo'), 4))).toMatchObject({ status: 403 });
  });
});

describe('the switch preview', () => {
  it('needs no decision with an empty cart', () => {
    const info = switchInfo(main(), 4);
    expect(info).toMatchObject({ isDecisionNeeded: false, message: null, moveCartOptions: [] });
    expect(info.accountFromInfo).toMatchObject({ userId: 3, companyName: 'Meblomax sp. z o.o.', cartItemsCount: 0, cartTotal: { net: 0 } });
    expect(info.accountToInfo).toMatchObject({ userId: 4, companyName: 'Meblomax Logistyka sp. z o.o.', cartItemsCount: 0 });
  });

  it('asks what to do with a cart, with both carts counted and priced by their company', () => {
    add(main(), toner(), 2);
    add(main(), pen(), 3);
    const info = switchInfo(main(), 4);
    expect(info.isDecisionNeeded).toBe(true);
    expect(info.message).toBe('W koszyku firmy „Meblomax sp. z o.o.” masz 2 produkty. Co zrobić z koszykiem po przejściu do firmy „Meblomax Logistyka sp. z o.o.”?');
    expect(info.moveCartOptions).toEqual([
      { value: 'nothing', label: 'Zostaw koszyk w firmie „Meblomax sp. z o.o.”' },
      { value: 'move', label: 'Przenieś koszyk do firmy „Meblomax Logistyka sp. z o.o.”' },
    ]);
    expect(info.accountFromInfo).toMatchObject({ cartItemsCount: 2, cartTotal: cartFor(cartOwner(main()), viewContext(main())).total });
    expect(info.accountToInfo.cartItemsCount).toBe(0);

    add(logistics(), pen(), 1);
    const both = switchInfo(main(), 4);
    expect(both.moveCartOptions.map((option) => option.value)).toEqual(['nothing', 'move', 'merge']);
    expect(both.moveCartOptions[1].label).toBe('Przenieś koszyk do firmy „Meblomax Logistyka sp. z o.o.” (zastąpi jej koszyk)');
    expect(both.moveCartOptions[2].label).toBe('Połącz oba koszyki w firmie „Meblomax Logistyka sp. z o.o.”');
    expect(both.accountToInfo).toMatchObject({ cartItemsCount: 1, cartTotal: cartFor(cartOwner(logistics()), viewContext(logistics())).total });
  });

  it('speaks English to an English request', () => {
    add(main(), pen(), 1);
    const info = switchInfo(main(), 4, 'en');
    expect(info.message).toBe('Your cart in “Meblomax sp. z o.o.” holds 1 product. What should happen to it when you switch to “Meblomax Logistyka sp. z o.o.”?');
    expect(info.moveCartOptions.map((option) => option.label)).toEqual(['Keep the cart in “Meblomax sp. z o.o.”', 'Move the cart to “Meblomax Logistyka sp. z o.o.”']);
    expect(switchAccount(main(), 4, 'move', 'en').message).toBe(
      'You are now working in “Meblomax Logistyka sp. z o.o.”. Prices in the shop now follow “Meblomax Logistyka sp. z o.o.”: list prices, without negotiated prices. The cart has been moved.',
    );
  });

  it('says which products the other company may not order', () => {
    add(main(), pen(), 1);
    add(main(), wine(), 1);
    expect(switchInfo(main(), 4).message).toContain('1 produkt nie da się przenieść – firma „Meblomax Logistyka sp. z o.o.” nie może ich zamawiać; zostaną w koszyku firmy „Meblomax sp. z o.o.”.');
  });
});

describe('switching', () => {
  it('makes the other account the active one of the login: the same token now works in the other company', () => {
    expect(sessionOfLogin()).toMatchObject({ user: { id: 3 }, company: { id: MEBLOMAX } });
    expect(switchAccount(main(), 4, 'nothing')).toEqual({ message: 'Pracujesz teraz w firmie „Meblomax Logistyka sp. z o.o.”. Ceny w sklepie są teraz cenami firmy „Meblomax Logistyka sp. z o.o.”: cenami katalogowymi, bez cen negocjowanych.', userId: 4 });
    expect(getState().activeAccounts).toEqual({ 'akceptant@firma.demo': 4 });
    expect(sessionOfLogin()).toMatchObject({ user: { id: 4 }, company: { id: LOGISTYKA } });
    // Other logins are not affected, and switching back works with the token of either account.
    expect(sessionFromToken(issueToken('user', '2'))).toMatchObject({ user: { id: 2 } });
    switchAccount(sessionOfLogin(), 3, 'nothing');
    expect(sessionFromToken(issueToken('user', '4'))).toMatchObject({ user: { id: 3 }, company: { id: MEBLOMAX } });
  });

  it('says that prices now follow the other company: its negotiated prices or the list', () => {
    expect(switchAccount(main(), 4, 'nothing').message).toContain('cenami katalogowymi, bez cen negocjowanych');
    expect(switchAccount(sessionOfLogin(), 3, 'nothing', 'en').message).toBe(
      'You are now working in “Meblomax sp. z o.o.”. Prices in the shop now follow “Meblomax sp. z o.o.”, with its negotiated prices.',
    );
  });

  it('a new login starts in the account it logged in with', () => {
    switchAccount(main(), 4, 'nothing');
    forgetActiveAccount('akceptant@firma.demo');
    expect(sessionOfLogin()).toMatchObject({ user: { id: 3 } });
  });

  it('"nothing" leaves both carts as they are', () => {
    add(main(), pen(), 2);
    add(logistics(), toner(), 1);
    switchAccount(main(), 4, 'nothing');
    expect(lines(3)).toEqual([[pen().id, 2]]);
    expect(lines(4)).toEqual([[toner().id, 1]]);
  });

  it('"move" takes the cart (and its promo code) to the other company, replacing its cart; what it may not order stays', () => {
    add(main(), pen(), 2);
    add(main(), wine(), 1);
    applyPromoCode(cartOwner(main()), 'SPINACZ10', 1000, viewContext(main()));
    add(logistics(), toner(), 1);
    const answer = switchAccount(main(), 4, 'move');
    expect(lines(4)).toEqual([[pen().id, 2]]);
    expect(lines(3)).toEqual([[wine().id, 1]]);
    expect(getState().promoCodes).toEqual({ 'u:4': 'SPINACZ10' });
    expect(answer.message).toBe(
      `Pracujesz teraz w firmie „Meblomax Logistyka sp. z o.o.”. Ceny w sklepie są teraz cenami firmy „Meblomax Logistyka sp. z o.o.”: cenami katalogowymi, bez cen negocjowanych. Koszyk został przeniesiony. Produkt „${wine().name}” został w koszyku firmy „Meblomax sp. z o.o.”: ` +
        `Twoja firma nie może zamawiać produktów z kategorii „${getSeed().categoryById.get(wine().categoryId)!.name}”.`,
    );
  });

  it('"merge" puts both carts together in the other company', () => {
    add(main(), pen(), 2);
    add(main(), toner(), 1);
    add(logistics(), pen(), 3);
    expect(switchAccount(main(), 4, 'merge').message).toBe('Pracujesz teraz w firmie „Meblomax Logistyka sp. z o.o.”. Ceny w sklepie są teraz cenami firmy „Meblomax Logistyka sp. z o.o.”: cenami katalogowymi, bez cen negocjowanych. Koszyki zostały połączone.');
    expect(lines(4)).toEqual([[pen().id, 5], [toner().id, 1]]);
    expect(lines(3)).toEqual([]);
  });

  it('the moved cart is priced by the new company: Meblomax\'s offer price of a toner, the list price at Logistyka', () => {
    add(main(), toner(), 1);
    const before = cartFor(cartOwner(main()), viewContext(main())).items[0].priceObject.net;
    switchAccount(main(), 4, 'move');
    const after = cartFor(cartOwner(sessionOfLogin()), viewContext(sessionOfLogin())).items[0].priceObject.net;
    expect(after).toBe(toner().priceNet);
    expect(before).toBeLessThan(after);
  });

  it('is refused in a punch-out session', () => {
    const punchOut: UserSession = { ...main(), punchOut: { hookUrl: 'https://zakupy.example/hook', target: null, sessionId: 'po1' } };
    expect(demoError(() => switchAccount(punchOut, 4, 'nothing'))).toMatchObject({ status: 403 });
  });
});
