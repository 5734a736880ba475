/** Texts that would disguise what they say (U+202E shows "evil" as "live") or carry NUL are refused, never stored. */
import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES } from '../../src/domain/validation';
import { getCurrentCompany, updateCurrentCompany } from '../../src/generated/api/account/account';
import { createShoppingList, getShoppingLists } from '../../src/generated/api/shopping-lists/shopping-lists';
import { asBearer, failure, logIn, setupDemoApi } from '../setup/demoApi';

setupDemoApi();

describe('control and text-direction characters in what is sent', () => {
  it('a company name written backwards with U+202E is refused beside the field and the name stays', async () => {
    const admin = asBearer(await logIn('akceptant@firma.demo'));
    const refused = await failure(updateCurrentCompany({ name: 'Meblomax \u202Eo.o z .ps' }, admin));
    expect(refused).toMatchObject({ status: 400, code: 'VALIDATION', message: VALIDATION_MESSAGES.controlCharacters, body: { field: 'name' } });
    expect((await getCurrentCompany(admin)).company.name).toBe('Meblomax sp. z o.o.');
  });

  it('a shopping list name with NUL is refused and no list is made', async () => {
    const buyer = asBearer(await logIn('kupiec@firma.demo'));
    const before = (await getShoppingLists(undefined, buyer)).shoppingLists.length;
    const refused = await failure(createShoppingList({ name: 'Biuro\u0000' } as never, buyer));
    expect(refused).toMatchObject({ status: 400, body: { field: 'name' } });
    expect((await getShoppingLists(undefined, buyer)).shoppingLists).toHaveLength(before);
  });
});
