import type { BaseKey } from '@refinedev/core';
import { createDeliveryAddress, getDeliveryAddresses, updateDeliveryAddress } from '../../generated/api/account/account';
import type { DeliveryAddressInput } from '../../generated/model';

/** The user's delivery-address book (the same addresses the checkout offers). */
export const ADDRESSES_RESOURCE = 'delivery-addresses';

/** One short list, no paging: the default address first, the others as the API keeps them. */
export async function listDeliveryAddresses(_query: unknown, signal?: AbortSignal) {
  const { deliveryAddresses } = await getDeliveryAddresses(undefined, signal);
  const sorted = [...deliveryAddresses].sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
  return { data: sorted, total: sorted.length };
}

export async function createDeliveryAddressRecord(input: DeliveryAddressInput) {
  const response = await createDeliveryAddress(input);
  return { data: response.deliveryAddress, message: response.message };
}

export async function updateDeliveryAddressRecord(id: BaseKey, input: DeliveryAddressInput) {
  const response = await updateDeliveryAddress(Number(id), input);
  return { data: response.deliveryAddress, message: response.message };
}
