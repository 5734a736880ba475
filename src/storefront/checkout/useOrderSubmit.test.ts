import { describe, expect, it } from 'vitest';
import { errorPaths } from './useOrderSubmit';

describe('errorPaths', () => {
  it('names every field in error by its dotted path, nested ones included', () => {
    const errors = {
      userEmail: { type: 'server', message: 'Konto z adresem klient@spinacz.demo już istnieje.' },
      address: { zip: { type: 'custom', message: 'Nieprawidłowy kod pocztowy.' }, city: { type: 'required', message: 'To pole jest wymagane.' } },
    };
    expect(errorPaths(errors)).toEqual(['userEmail', 'address.zip', 'address.city']);
  });

  it('names nothing when there are no errors', () => {
    expect(errorPaths({})).toEqual([]);
  });
});
