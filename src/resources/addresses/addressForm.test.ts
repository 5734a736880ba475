import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES } from '../../domain/validation';
import { deliveryAddressSchema } from '../../ui/form/addressSchema';
import { addressFormValues, addressInput } from './addressForm';

const ADDRESS = {
  id: 301, isDefault: false, name: 'Meblomax – magazyn', countryCode: 'PL', streetWithNumber: 'ul. Przemysłowa 48',
  addressLine1: null, city: 'Swarzędz', zip: '62-020', phone1: null,
};

describe('address form', () => {
  it('starts a new address empty, in Poland, with "+48"', () => {
    expect(addressFormValues(null)).toEqual({ name: '', streetWithNumber: '', addressLine1: '', zip: '', city: '', countryCode: 'PL', phone1: '+48', isDefault: false });
  });

  it('fills the form from an address on record and sends it back trimmed, without empty optional parts', () => {
    const values = addressFormValues(ADDRESS);
    expect(values).toMatchObject({ addressLine1: '', phone1: '+48', isDefault: false });
    expect(addressInput({ ...values, city: ' Swarzędz ', phone1: '+48 601 220 318', isDefault: true })).toEqual({
      name: 'Meblomax – magazyn', countryCode: 'PL', streetWithNumber: 'ul. Przemysłowa 48', city: 'Swarzędz', zip: '62-020', phone1: '+48 601 220 318', isDefault: true,
    });
    expect(addressInput({ ...values, name: ' ', addressLine1: 'Brama 2 ' })).not.toHaveProperty('name');
    expect(addressInput({ ...values, addressLine1: 'Brama 2 ' }).addressLine1).toBe('Brama 2');
  });

  it('uses the checkout rules: a bad zip and phone get the §5 messages', () => {
    const result = deliveryAddressSchema(VALIDATION_MESSAGES).safeParse({ ...addressFormValues(ADDRESS), zip: '62020', phone1: '+48 60' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['zip', 'Nieprawidłowy kod pocztowy.'], ['phone1', 'Niepoprawny numer telefonu.'],
    ]);
  });
});
