import type { SalesOrder } from '../generated/model';

/** A parcel locker or pickup point as address lines: "name (id)", street, "postcode city" (the parts the API knows). */
export function deliveryPointLines(point: NonNullable<SalesOrder['deliveryPoint']>): string[] {
  const place = [point.zip, point.city].filter(Boolean).join(' ');
  return [`${point.name} (${point.pni})`, point.street ?? '', place].filter(Boolean);
}
