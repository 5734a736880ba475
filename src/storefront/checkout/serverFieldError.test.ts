import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/ApiError';
import { GUEST_DEFAULTS } from './checkoutSchema';
import { fieldPaths, formErrorOf, formFieldOf } from './serverFieldError';

const FIELDS = fieldPaths(GUEST_DEFAULTS);

describe('server field errors', () => {
  it('lists nested field paths', () => {
    expect(FIELDS.has('address.zip')).toBe(true);
    expect(FIELDS.has('deliveryAddress.phone1')).toBe(true);
  });

  it('maps a dotted path to the form field, through aliases and parents', () => {
    expect(formFieldOf('address.zip', FIELDS)).toBe('address.zip');
    expect(formFieldOf('taxId', FIELDS)).toBe('taxId');
    expect(formFieldOf('isIndividual', FIELDS)).toBe('buyerType');
    expect(formFieldOf('deliveryPointName', FIELDS)).toBe('deliveryPointPni');
    expect(formFieldOf('address.street.extra', FIELDS)).toBe('address');
    expect(formFieldOf('unknown', FIELDS)).toBeNull();
    expect(formFieldOf(undefined, FIELDS)).toBeNull();
    expect(formFieldOf('newDeliveryAddress.zip', new Set(['deliveryAddressId']))).toBe('deliveryAddressId');
  });

  it('puts a 4xx with a known field beside it, anything else above the form', () => {
    const withField = new ApiError(400, 'VALIDATION', 'Nieprawidłowy numer NIP.', { code: 'VALIDATION', message: 'Nieprawidłowy numer NIP.', field: 'taxId' });
    expect(formErrorOf(withField, FIELDS, 'x')).toEqual({ field: 'taxId', message: 'Nieprawidłowy numer NIP.' });
    const conflict = new ApiError(409, 'CONFLICT', 'Koszyk jest pusty.');
    expect(formErrorOf(conflict, FIELDS, 'x')).toEqual({ field: null, message: 'Koszyk jest pusty.' });
    const serverFault = new ApiError(500, 'INTERNAL', 'Wystąpił błąd', { field: 'taxId' });
    expect(formErrorOf(serverFault, FIELDS, 'x')).toEqual({ field: null, message: 'Wystąpił błąd' });
    expect(formErrorOf(new ApiError(0, 'NETWORK', 'offline'), FIELDS, 'Spróbuj ponownie')).toEqual({ field: null, message: 'Spróbuj ponownie' });
    expect(formErrorOf(new Error('boom'), FIELDS, 'Spróbuj ponownie')).toEqual({ field: null, message: 'Spróbuj ponownie' });
  });
});
