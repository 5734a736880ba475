import { useCallback } from 'react';
import { useCustomMutation, useDelete, useInvalidate, type BaseKey, type HttpError } from '@refinedev/core';
import { useQueryClient } from '@tanstack/react-query';
import { getGetDeliveryAddressesQueryKey } from '../../generated/api/account/account';
import { getGetCheckoutQueryKey } from '../../generated/api/checkout/checkout';
import type { DeliveryAddressChangeResponse } from '../../generated/model';
import { ADDRESSES_RESOURCE } from './addressesResource';

const QUIET = { successNotification: false, errorNotification: false } as const;

/** After the book changed: the account's list, the checkout's address choice and every other reader of the book load again. */
function useAfterBookChange() {
  const invalidate = useInvalidate();
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        invalidate({ resource: ADDRESSES_RESOURCE, invalidates: ['list'] }),
        queryClient.invalidateQueries({ queryKey: getGetDeliveryAddressesQueryKey() }),
        queryClient.invalidateQueries({ queryKey: [getGetCheckoutQueryKey()[0]] }),
      ]),
    [invalidate, queryClient],
  );
}

/** Deletes an address (useDelete); answers the server's message. */
export function useDeleteAddress() {
  const { mutateAsync } = useDelete<{ id: BaseKey; message: string }, HttpError>();
  const afterChange = useAfterBookChange();
  return useCallback(
    async (id: BaseKey): Promise<string | undefined> => {
      try {
        const response = await mutateAsync({ resource: ADDRESSES_RESOURCE, id, mutationMode: 'pessimistic', ...QUIET });
        return response.data?.message;
      } finally {
        // Also after a refusal: the book may have changed in another tab.
        await afterChange();
      }
    },
    [mutateAsync, afterChange],
  );
}

/** Makes an address the default one (the binding's action setDefault); answers the server's message. */
export function useSetDefaultAddress() {
  const { mutation, mutateAsync } = useCustomMutation<DeliveryAddressChangeResponse & Record<string, unknown>, HttpError, Record<string, never>>();
  const afterChange = useAfterBookChange();
  const run = useCallback(
    async (id: BaseKey): Promise<string> => {
      try {
        const response = await mutateAsync({ url: '', method: 'put', values: {}, meta: { resource: ADDRESSES_RESOURCE, action: 'setDefault', id }, ...QUIET });
        return response.data.message;
      } finally {
        await afterChange();
      }
    },
    [mutateAsync, afterChange],
  );
  return { run, isPending: mutation.isPending };
}
