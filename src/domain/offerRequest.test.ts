import { describe, expect, it } from 'vitest';
import { offerRequestProblems } from './offerRequest';

describe('offerRequestProblems', () => {
  it('passes a request with a text, and with valid contact data', () => {
    expect(offerRequestProblems({ message: 'Prosimy o ofertę na papier A4.' })).toEqual([]);
    expect(offerRequestProblems({ message: 'Oferta na tonery', contactEmail: 'zakupy@firma.pl', contactPhone: '+48 601 234 567' })).toEqual([]);
  });

  it('needs the text (not only spaces), at most 2000 characters', () => {
    expect(offerRequestProblems({ message: '  ' })).toEqual([{ field: 'message', message: 'To pole jest wymagane.' }]);
    expect(offerRequestProblems({})).toEqual([{ field: 'message', message: 'To pole jest wymagane.' }]);
    expect(offerRequestProblems({ message: 'a'.repeat(2001) })).toEqual([{ field: 'message', message: 'Maksymalna ilość znaków to: 2000.' }]);
    expect(offerRequestProblems({ message: 'a'.repeat(2000) })).toEqual([]);
  });

  it('checks the contact e-mail and phone with the §5 messages', () => {
    expect(offerRequestProblems({ message: 'x', contactEmail: 'zakupy@', contactPhone: '+48 12' })).toEqual([
      { field: 'contactEmail', message: 'Wprowadź poprawny adres e-mail.' },
      { field: 'contactPhone', message: 'Niepoprawny numer telefonu.' },
    ]);
  });
});
