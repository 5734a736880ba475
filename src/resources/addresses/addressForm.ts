/**
 * The add and edit address dialogs of the account (spec §2) take the checkout's address form:
 * its values (`AddressValues`), its empty state and its §5 rules (`deliveryAddressSchema` in
 * src/storefront/checkout/checkoutSchema.ts) — one set of rules for one address book.
 */
import type { DeliveryAddress, DeliveryAddressInput } from '../../generated/model';
import { EMPTY_ADDRESS, type AddressValues } from '../../ui/form/addressSchema';

export interface AddressFormValues extends AddressValues {
  isDefault: boolean;
}

/** The form of an address on record, or an empty one (Poland, "+48") for a new address. */
export function addressFormValues(address: DeliveryAddress | null): AddressFormValues {
  if (!address) return { ...EMPTY_ADDRESS, isDefault: false };
  return {
    name: address.name,
    streetWithNumber: address.streetWithNumber,
    addressLine1: address.addressLine1 ?? '',
    zip: address.zip,
    city: address.city,
    countryCode: address.countryCode,
    phone1: address.phone1 ?? '+48',
    isDefault: address.isDefault,
  };
}

/** What the API gets: trimmed, the optional name and extra line left out when empty. */
export function addressInput(values: AddressFormValues): DeliveryAddressInput {
  const name = values.name.trim();
  const line = values.addressLine1.trim();
  return {
    ...(name ? { name } : {}),
    countryCode: values.countryCode,
    streetWithNumber: values.streetWithNumber.trim(),
    ...(line ? { addressLine1: line } : {}),
    city: values.city.trim(),
    zip: values.zip.trim(),
    phone1: values.phone1.trim(),
    isDefault: values.isDefault,
  };
}
