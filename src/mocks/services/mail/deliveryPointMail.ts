/** The order confirmation's paragraph on where a parcel-locker or pickup-point order goes: the point's address. */
import type { SeedOrder } from '../../db/types';
import { findPickupPoint, isPickupProvider } from '../pickupPoints';

const LABEL = { pl: 'Adres punktu odbioru', en: 'Pickup point address' } as const;

/** "Adres punktu odbioru: Paczkomat POZ01M, ul. Głogowska 12, 60-104 Poznań." – null without a point (or when the carrier no longer lists it). */
export function deliveryPointParagraph(order: SeedOrder, locale: 'pl' | 'en' = 'pl'): string | null {
  const chosen = order.placed?.deliveryPoint;
  if (!chosen || !isPickupProvider(chosen.provider)) return null;
  const point = findPickupPoint(chosen.provider, chosen.pni);
  if (!point) return null;
  return `${LABEL[locale]}: ${point.name} (${point.pni}), ${point.street}, ${point.zip} ${point.city}.`;
}
