/**
 * The delivery-address book over HTTP: deleting an address and choosing the default one
 * (src/domain/deliveryAddressBook.ts) — own addresses only, never the only one, the default's place
 * taken by the first of the others — and who may do it (acl createAddress).
 */
import { describe, expect, it } from 'vitest';
import { createDeliveryAddress, deleteDeliveryAddress, getDeliveryAddresses, setDefaultDeliveryAddress } from '../../src/generated/api/account/account';
import { issueToken } from '../../src/mocks';
import { asBearer, failure, logIn, setupDemoApi } from '../setup/demoApi';

setupDemoApi();

const book = async (token: string) => (await getDeliveryAddresses(asBearer(token))).deliveryAddresses.map(({ id, name, isDefault }) => ({ id, name, isDefault }));

describe('deleting a delivery address', () => {
  it('deletes an ordinary address; the default stays', async () => {
    const admin = await logIn('akceptant@firma.demo');
    const [first, second] = await book(admin);
    const answer = await deleteDeliveryAddress(second.id, asBearer(admin));
    expect(answer.message).toBe('Adres dostawy został usunięty.');
    expect(await book(admin)).toEqual([first]);
  });

  it('deleting the default makes the next address the default and says so', async () => {
    const admin = await logIn('akceptant@firma.demo');
    const [first, second] = await book(admin);
    expect(first.isDefault).toBe(true);
    const answer = await deleteDeliveryAddress(first.id, asBearer(admin));
    expect(answer.message).toBe(`Adres dostawy został usunięty. Domyślnym adresem jest teraz: ${second.name}.`);
    expect(await book(admin)).toEqual([{ ...second, isDefault: true }]);
  });

  it('refuses the only address with 409 LAST-ADDRESS, in the request’s language', async () => {
    const admin = await logIn('akceptant@firma.demo');
    const [, second] = await book(admin);
    await deleteDeliveryAddress(second.id, asBearer(admin));
    const [only] = await book(admin);
    expect(await failure(deleteDeliveryAddress(only.id, asBearer(admin)))).toMatchObject({
      status: 409, code: 'LAST-ADDRESS', message: 'To jedyny adres dostawy. Dodaj inny, zanim usuniesz ten.',
    });
    const english = { headers: { ...asBearer(admin).headers, 'Accept-Language': 'en' } };
    expect(await failure(deleteDeliveryAddress(only.id, english))).toMatchObject({ status: 409, message: 'This is your only delivery address. Add another one before you delete it.' });
    expect(await book(admin)).toEqual([only]);
  });

  it('answers 404 for another user’s or another company’s address, 403 without acl createAddress', async () => {
    const admin = await logIn('akceptant@firma.demo');
    const buyer = await logIn('kupiec@firma.demo');
    // j.dabrowska@firma.demo (user 8), a buyer of Meblomax Logistyka sp. z o.o.
    const other = issueToken('user', '8');
    const [buyersAddress] = await book(buyer);
    const [othersAddress] = await book(other);
    expect(await failure(deleteDeliveryAddress(buyersAddress.id, asBearer(admin)))).toMatchObject({ status: 404 });
    expect(await failure(deleteDeliveryAddress(othersAddress.id, asBearer(admin)))).toMatchObject({ status: 404 });
    expect(await failure(setDefaultDeliveryAddress(othersAddress.id, asBearer(admin)))).toMatchObject({ status: 404 });
    expect(await failure(deleteDeliveryAddress(buyersAddress.id, asBearer(buyer)))).toMatchObject({ status: 403 });
    expect(await failure(deleteDeliveryAddress(buyersAddress.id, asBearer(await logIn('dane@firma.demo'))))).toMatchObject({ status: 403 });
    expect(await book(buyer)).toContainEqual(buyersAddress);
  });
});

describe('choosing the default address', () => {
  it('makes the chosen address the only default; a new address added later does not take it', async () => {
    const admin = await logIn('akceptant@firma.demo');
    const [first, second] = await book(admin);
    const answer = await setDefaultDeliveryAddress(second.id, asBearer(admin));
    expect(answer.message).toBe(`Adres „${second.name}” jest teraz domyślnym adresem dostawy.`);
    expect(answer.deliveryAddresses.filter((entry) => entry.isDefault).map((entry) => entry.id)).toEqual([second.id]);
    await createDeliveryAddress({ countryCode: 'PL', streetWithNumber: 'ul. Fabryczna 3', city: 'Września', zip: '62-300', phone1: '+48 61 437 90 00' }, asBearer(admin));
    const after = await book(admin);
    expect(after.filter((entry) => entry.isDefault).map((entry) => entry.id)).toEqual([second.id]);
    expect(after.find((entry) => entry.id === first.id)?.isDefault).toBe(false);
  });
});
