import { describe, expect, it } from 'vitest';
import { withFreshDemoState } from '../../../../tests/setup/demoState';
import type { AnonymousCheckoutForm } from '../../../generated/model';
import { pickupPointsOf } from '../../db/content/pickupPoints';
import { getSeed } from '../../db/store';
import { viewContext } from '../../presenters/context';
import { addToCart } from '../cart';
import { listMail } from '../mailbox';
import { placeAnonymousOrder } from '../placeAnonymousOrder';

withFreshDemoState();

function placeAsGuest(guestId: string, email: string, overrides: Partial<AnonymousCheckoutForm>, locale: 'pl' | 'en' = 'pl') {
  const session = { kind: 'guest', guestId, token: '' } as const;
  const paper = getSeed().products.find((p) => p.packKind === 'single' && !p.discontinued && p.orderMultiple === 1 && p.stock > 100 && p.priceNet > 20)!;
  addToCart(`g:${guestId}`, paper.id, 2, viewContext(session));
  placeAnonymousOrder(session, {
    isIndividual: true, firstName: 'Ewa', lastName: 'Nowak', userEmail: email, userTermsOfUseAgreement: true, paymentMethod: 'transfer', deliveryMethod: 'courier',
    address: { countryCode: 'PL', streetWithNumber: 'ul. Długa 1', city: 'Gdańsk', zip: '80-827', phone1: '+48601234567' },
    ...overrides,
  }, locale);
  return listMail(email).find((mail) => mail.kind === 'orderConfirmation')!;
}

describe('the order confirmation e-mail for a parcel locker or pickup point', () => {
  it('gives the chosen point’s address', () => {
    const point = pickupPointsOf('inpost')[5];
    const mail = placeAsGuest('mail-point', 'ewa.point@example.com', { deliveryMethod: 'parcelLocker', deliveryPointPni: point.pni });
    expect(mail.paragraphs).toContain(`Adres punktu odbioru: ${point.name} (${point.pni}), ${point.street}, ${point.zip} ${point.city}.`);
  });

  it('says it in English to an English shopper', () => {
    const point = pickupPointsOf('orlen')[2];
    const mail = placeAsGuest('mail-point-en', 'ewa.point.en@example.com', { deliveryMethod: 'orlenPoint', deliveryPointPni: point.pni }, 'en');
    expect(mail.paragraphs).toContain(`Pickup point address: ${point.name} (${point.pni}), ${point.street}, ${point.zip} ${point.city}.`);
  });

  it('has no such paragraph for a courier delivery', () => {
    const mail = placeAsGuest('mail-courier', 'ewa.courier@example.com', {});
    expect(mail.paragraphs.some((paragraph) => paragraph.startsWith('Adres punktu odbioru'))).toBe(false);
  });
});
