import type { ResourceDescriptor } from '../resourceDescriptor.ts';

/** The user's delivery-address book (the same addresses the checkout offers). */
export const ADDRESSES_RESOURCE = 'delivery-addresses';

/** Adding, changing, deleting an address and choosing the default one need the acl flag createAddress (spec §6). */
export const deliveryAddresses = {
  name: ADDRESSES_RESOURCE,
  routes: { list: 'dashboard-addresses' },
  screens: { 'dashboard-addresses': 'addresses/AddressesList' },
  binding: 'addresses/addressesResource#deliveryAddressesBinding',
  access: { actions: { create: 'createAddress', edit: 'createAddress', delete: 'createAddress' } },
} as const satisfies ResourceDescriptor;
