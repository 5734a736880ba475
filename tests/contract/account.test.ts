/**
 * The company context over HTTP: the account switcher (one token, the login's active account
 * resolved by the demo API), the company's data and the link to the previous version of the shop.
 */
import { describe, expect, it } from 'vitest';
import {
  getAccountSwitcher, getAccountSwitchInfo, getCostCenters, getCurrentCompany, switchAccount, updateCurrentCompany,
} from '../../src/generated/api/account/account';
import { addToCurrentCart, getCurrentCart } from '../../src/generated/api/cart/cart';
import { getSalesInvoice } from '../../src/generated/api/lists/lists';
import { getProduct } from '../../src/generated/api/search-and-products/search-and-products';
import { getCurrentUser, getOldFrontendLink } from '../../src/generated/api/session-and-user/session-and-user';
import { getAccountSwitchInfoResponse, switchAccountResponse, updateCurrentCompanyResponse } from '../../src/generated/zod/account/account.zod';
import { VALIDATION_MESSAGES } from '../../src/domain/validation';
import { getSeed } from '../../src/mocks';
import { seededOffers } from '../../src/mocks/db/seed/offers';
import { invoiceDocument } from '../../src/mocks/services/invoicePdf';
import type { SeedProduct } from '../../src/mocks/db/types';
import { asBearer, failure, logIn, setupDemoApi } from '../setup/demoApi';

setupDemoApi();

const ALL = { includeAcl: true, includeCustomerServicePerson: true, includeDefaultCostCenter: true };
const single = (predicate: (p: SeedProduct) => boolean) =>
  getSeed().products.find((p) => p.packKind === 'single' && !p.discontinued && p.stock > 100 && p.orderMultiple === 1 && p.deposit === null && predicate(p))!;

describe('GET account-switcher', () => {
  it('lists the other company of akceptant@firma.demo; 403 without the acl, 401 for a guest', async () => {
    expect(await getAccountSwitcher(asBearer(await logIn('akceptant@firma.demo')))).toEqual({
      accounts: [{ userId: 4, companyUserCanSwitchTo: { id: 1002, name: 'Meblomax Logistyka sp. z o.o.' }, roleName: 'admin' }],
    });
    expect(await failure(getAccountSwitcher(asBearer(await logIn('kupiec@firma.demo'))))).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    expect(await failure(getAccountSwitcher(asBearer(await logIn('guest'))))).toMatchObject({ status: 401 });
  });
});

describe('switching company', () => {
  it('previews, switches with "move", and from then on the same token sees the other company', async () => {
    const token = asBearer(await logIn('akceptant@firma.demo'));
    // A toner of Meblomax's active toner contract: its negotiated price there, the list price at Logistyka.
    const contract = seededOffers(getSeed(), getSeed().companies.find((company) => company.id === 1001)!).find((offer) => offer.name.startsWith('Tonery i tusze'))!;
    const toner = single((p) => contract.lines.some((line) => line.productId === p.id));
    const before = await getCurrentUser(ALL, token);
    expect(before).toMatchObject({ user: { id: 3 }, company: { name: 'Meblomax sp. z o.o.', hasOffer: true }, acl: { eInvoiceEnabled: true } });
    const offerPrice = (await getProduct(toner.slug, undefined, token)).product.priceObject.net;

    await addToCurrentCart({ productId: toner.id, quantity: 2 }, token);
    const info = getAccountSwitchInfoResponse.parse(await getAccountSwitchInfo(4, token));
    expect(info).toMatchObject({ isDecisionNeeded: true, accountFromInfo: { cartItemsCount: 1 }, accountToInfo: { cartItemsCount: 0 } });
    expect(info.moveCartOptions.map((option) => option.value)).toEqual(['nothing', 'move']);
    expect(await failure(switchAccount(4, { userDecisionWhatToDoWithShoppingCarts: 'everything' as 'move' }, token))).toMatchObject({ status: 400 });
    expect(await failure(getAccountSwitchInfo(2, token))).toMatchObject({ status: 404 });

    const answer = switchAccountResponse.parse(await switchAccount(4, { userDecisionWhatToDoWithShoppingCarts: 'move' }, token));
    expect(answer.userId).toBe(4);
    // The answer says where the cart went and that prices now follow the other company (its list prices).
    expect(answer.message).toContain('Pracujesz teraz w firmie „Meblomax Logistyka sp. z o.o.”.');
    expect(answer.message).toContain('Koszyk został przeniesiony.');
    expect(answer.message).toContain('Ceny w sklepie są teraz cenami firmy „Meblomax Logistyka sp. z o.o.”: cenami katalogowymi, bez cen negocjowanych.');

    const after = await getCurrentUser(ALL, token);
    expect(after).toMatchObject({ user: { id: 4 }, company: { id: 1002, name: 'Meblomax Logistyka sp. z o.o.', hasOffer: false }, acl: { eInvoiceEnabled: false } });
    expect((await getCostCenters(token)).costCenters.map((centre) => centre.name)).toEqual(['Magazyn Września', 'Biuro spedycji']);
    const listPrice = (await getProduct(toner.slug, undefined, token)).product.priceObject.net;
    expect(listPrice).toBe(toner.priceNet);
    expect(offerPrice).toBeLessThan(listPrice);
    const cart = (await getCurrentCart(undefined, token)).shoppingCart;
    expect(cart.items.map((item) => [item.productId, item.quantity, item.priceObject.net])).toEqual([[toner.id, 2, listPrice]]);

    // A new login starts in the company it logged into; its cart there is empty now (it moved).
    const again = asBearer(await logIn('akceptant@firma.demo'));
    expect(await getCurrentUser(ALL, again)).toMatchObject({ user: { id: 3 }, company: { id: 1001 } });
    expect((await getCurrentCart(undefined, again)).shoppingCart.items).toEqual([]);
  });

  it('switches at once with "nothing" when the cart is empty', async () => {
    const token = asBearer(await logIn('akceptant@firma.demo'));
    expect(await getAccountSwitchInfo(4, token)).toMatchObject({ isDecisionNeeded: false, moveCartOptions: [] });
    expect((await switchAccount(4, { userDecisionWhatToDoWithShoppingCarts: 'nothing' }, token)).userId).toBe(4);
    expect((await getCurrentUser(ALL, token)).company?.id).toBe(1002);
  });
});

describe('companies/current', () => {
  it('shows the company; its administrator changes it (§5 rules with the field), others may not', async () => {
    const admin = asBearer(await logIn('akceptant@firma.demo'));
    expect((await getCurrentCompany(asBearer(await logIn('kupiec@firma.demo')))).company).toMatchObject({ name: 'Meblomax sp. z o.o.', email: 'biuro@meblomax.demo' });
    expect(await failure(getCurrentCompany(asBearer(await logIn('klient@spinacz.demo'))))).toMatchObject({ status: 404 });
    expect(await failure(updateCurrentCompany({ phone1: '+48 61 852 40 99' }, asBearer(await logIn('kupiec@firma.demo'))))).toMatchObject({ status: 403 });
    expect(await failure(updateCurrentCompany({ zip: '61897' }, admin))).toMatchObject({ status: 400, message: VALIDATION_MESSAGES.zip, body: { field: 'zip' } });
    expect(await failure(updateCurrentCompany({ taxId: '7781456320' }, admin))).toMatchObject({ status: 400, message: VALIDATION_MESSAGES.taxId, body: { field: 'taxId' } });
    expect(await failure(updateCurrentCompany({ email: 'biuro' }, admin))).toMatchObject({ status: 400, message: VALIDATION_MESSAGES.email, body: { field: 'email' } });

    const changed = updateCurrentCompanyResponse.parse(await updateCurrentCompany({ email: 'zamowienia@meblomax.demo', phone1: '+48 61 852 40 99' }, admin));
    expect(changed).toMatchObject({ message: 'Dane firmy zostały zmienione.', company: { email: 'zamowienia@meblomax.demo', phone1: '+48 61 852 40 99' } });
    expect((await getCurrentCompany(admin)).company).toEqual(changed.company);
  });
});

describe('issued invoices after the company data changes', () => {
  it('an invoice issued before keeps the name, NIP and address of its day of issue; the company shows the new ones', async () => {
    const admin = asBearer(await logIn('akceptant@firma.demo'));
    const issued = getSeed().invoices.find((invoice) => invoice.companyId === 1001 && invoice.issuedAt.startsWith('2025'))!;
    const before = (await getSalesInvoice(issued.id, admin)).salesInvoice.billingAddress;
    expect(before).toMatchObject({ name: 'Meblomax sp. z o.o.', streetWithNumber: 'ul. Składowa 12', city: 'Poznań' });
    await updateCurrentCompany({ name: 'Meblomax Nowa Nazwa S.A.', taxId: '5260250274', streetWithNumber: 'ul. Inna 1', zip: '00-001', city: 'Warszawa' }, admin);
    expect((await getCurrentCompany(admin)).company).toMatchObject({ name: 'Meblomax Nowa Nazwa S.A.', taxId: '5260250274' });
    const after = await getSalesInvoice(issued.id, admin);
    expect(after.salesInvoice.billingAddress).toEqual(before);
    const document = JSON.stringify(invoiceDocument(issued));
    expect(document).toContain('Meblomax sp. z o.o.');
    expect(document).not.toMatch(/Nowa Nazwa|5260250274|ul\. Inna 1/);
  });
});

describe('GET users/old-frontend-link', () => {
  it('gives a user with an end date a link on the shop\'s origin; others 403', async () => {
    expect(await getOldFrontendLink(asBearer(await logIn('akceptant@firma.demo')))).toEqual({ link: 'http://localhost/demo/poprzednia-wersja' });
    expect(await failure(getOldFrontendLink(asBearer(await logIn('kupiec@firma.demo'))))).toMatchObject({ status: 403 });
    expect(await failure(getOldFrontendLink(asBearer(await logIn('guest'))))).toMatchObject({ status: 401 });
  });
});
