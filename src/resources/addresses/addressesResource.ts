import type { BaseKey } from '@refinedev/core';
import { createDeliveryAddress, deleteDeliveryAddress, getDeliveryAddresses, setDefaultDeliveryAddress, updateDeliveryAddress } from '../../generated/api/account/account';
import type { DeliveryAddressInput } from '../../generated/model';
import type { ResourceBinding } from '../resourceDescriptor';
// The key is written in the resource's descriptor (resource.ts); the screens import it from here too.
export { ADDRESSES_RESOURCE } from './resource';

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

/** Deletes an address; the answer's message says which address is the default now, when that changed. */
export async function deleteDeliveryAddressRecord(id: BaseKey) {
  const response = await deleteDeliveryAddress(Number(id));
  return { data: { id, message: response.message } };
}

/** The operations on one address besides changing it: making it the default one. */
export const deliveryAddressActions = {
  setDefault: async (id: BaseKey) => ({ data: await setDefaultDeliveryAddress(Number(id)) }),
};

export type DeliveryAddressAction = keyof typeof deliveryAddressActions;

export const deliveryAddressesBinding = {
  list: listDeliveryAddresses, create: createDeliveryAddressRecord, update: updateDeliveryAddressRecord, remove: deleteDeliveryAddressRecord,
  actions: deliveryAddressActions,
} satisfies ResourceBinding;
