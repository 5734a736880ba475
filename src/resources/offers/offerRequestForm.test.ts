import { describe, expect, it } from 'vitest';
import { POLISH_FORM_MESSAGES } from '../../ui/form/addressSchema';
import { emptyOfferRequest, offerRequestInput, offerRequestSchema, withProduct, type OfferRequestFormValues } from './offerRequestForm';

const messages = { ...POLISH_FORM_MESSAGES, maxLength: (length: number) => `max ${length}`, quantity: 'Podaj ilość większą od zera.' };
const schema = offerRequestSchema(messages);
const errors = (values: OfferRequestFormValues) => {
  const result = schema.safeParse(values);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('the offer request form', () => {
  it('starts with the user\'s e-mail and phone, leaving out the bare "+48"', () => {
    expect(emptyOfferRequest({ email: 'kupiec@firma.demo', phone: '+48 61 852 40 12' })).toEqual({ message: '', contactEmail: 'kupiec@firma.demo', contactPhone: '+48 61 852 40 12', products: [] });
    expect(emptyOfferRequest({ email: null, phone: '+48' }).contactPhone).toBe('');
  });

  it('asks for the text and checks e-mail, phone (spec §5) and quantities, in the form\'s order', () => {
    const values = { message: '  ', contactEmail: 'zakupy@', contactPhone: '+48 601', products: [{ productId: 1, name: 'Papier', quantity: 0 }] };
    expect(errors(values)).toEqual({
      message: 'To pole jest wymagane.',
      contactEmail: 'Wprowadź poprawny adres e-mail.',
      contactPhone: 'Niepoprawny numer telefonu.',
      'products.0.quantity': 'Podaj ilość większą od zera.',
    });
    expect(errors({ ...values, message: 'x'.repeat(2001), contactEmail: '', contactPhone: '', products: [{ productId: 1, name: 'Papier', quantity: Number.NaN }] })).toEqual({
      message: 'max 2000',
      'products.0.quantity': 'Podaj ilość większą od zera.',
    });
    expect(errors({ message: 'Prosimy o ofertę', contactEmail: '', contactPhone: '', products: [{ productId: 1, name: 'Papier', quantity: 2.5 }] })).toEqual({ 'products.0.quantity': 'Podaj ilość większą od zera.' });
    expect(errors({ message: 'Prosimy o ofertę', contactEmail: 'a@b.pl', contactPhone: '+48 601 234 567', products: [] })).toEqual({});
  });

  it('adds a product once, raising its quantity when added again', () => {
    const once = withProduct([], { id: 7, name: 'Toner' });
    expect(once).toEqual([{ productId: 7, name: 'Toner', quantity: 1 }]);
    expect(withProduct(withProduct(once, { id: 8, name: 'Papier' }), { id: 7, name: 'Toner' })).toEqual([
      { productId: 7, name: 'Toner', quantity: 2 },
      { productId: 8, name: 'Papier', quantity: 1 },
    ]);
  });

  it('sends the text trimmed, products only when chosen, contact data only when given', () => {
    expect(offerRequestInput({ message: ' Oferta na papier ', contactEmail: ' ', contactPhone: '', products: [] })).toEqual({ message: 'Oferta na papier' });
    expect(offerRequestInput({ message: 'Oferta', contactEmail: 'a@b.pl', contactPhone: '+48 601 234 567', products: [{ productId: 3, name: 'X', quantity: 10 }] })).toEqual({
      message: 'Oferta', contactEmail: 'a@b.pl', contactPhone: '+48 601 234 567', products: [{ productId: 3, quantity: 10 }],
    });
  });
});
