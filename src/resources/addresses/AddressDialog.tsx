import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useCreate, useInvalidate, useUpdate, type HttpError } from '@refinedev/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/useTranslation';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { getGetCheckoutQueryKey } from '../../generated/api/checkout/checkout';
import { getGetDeliveryAddressesQueryKey } from '../../generated/api/account/account';
import type { DeliveryAddress, DeliveryAddressInput } from '../../generated/model';
import { FormTextField } from '../../ui/form/FormTextField';
import { deliveryAddressSchema } from '../../ui/form/addressSchema';
import { showToast } from '../../ui/toasts/toastStore';
import { useFormMessages } from '../ui/useFormMessages';
import { addressFormValues, addressInput, type AddressFormValues } from './addressForm';
import { ADDRESSES_RESOURCE } from './addressesResource';
import { FormDialog } from '../ui/form-dialog/FormDialog';
import { useDialogForm } from '../ui/form-dialog/useDialogForm';
import { FormSelectField } from '../../ui/form/FormSelectField';

/** The countries the shop delivers to (the checkout offers the same). */
const COUNTRIES = ['PL'] as const;

const FIELDS = ['name', 'streetWithNumber', 'addressLine1', 'zip', 'city', 'countryCode', 'phone1'] as const;

interface AddressDialogProps {
  open: boolean;
  /** The address to change; null adds a new one. */
  address: DeliveryAddress | null;
  onClose: () => void;
}

/**
 * "Dodaj adres" / "Edytuj adres" (spec §2 dialogs): the checkout's address form and rules, saved to
 * the address book (POST / PUT users/current/delivery-addresses). The checkout offers the address
 * at once; a refusal of the server stands beside its field and nothing typed is lost.
 */
export function AddressDialog({ open, address, onClose }: AddressDialogProps) {
  const { t } = useTranslation('account');
  const messages = useFormMessages();
  const initial = useMemo(() => addressFormValues(address), [address]);
  const schema = useMemo(() => z.object({ isDefault: z.boolean() }).and(deliveryAddressSchema(messages)), [messages]);
  const { form, formError, setFormError, refuse } = useDialogForm<AddressFormValues>({ open, initial, resolver: zodResolver(schema) });
  const { mutateAsync: create } = useCreate<DeliveryAddress, HttpError, DeliveryAddressInput>();
  const { mutateAsync: update } = useUpdate<DeliveryAddress, HttpError, DeliveryAddressInput>();
  const invalidate = useInvalidate();
  const queryClient = useQueryClient();

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    const input = addressInput(values);
    const options = { resource: ADDRESSES_RESOURCE, values: input, successNotification: false, errorNotification: false } as const;
    try {
      const response = address ? await update({ ...options, id: address.id, mutationMode: 'pessimistic' }) : await create(options);
      await Promise.all([
        invalidate({ resource: ADDRESSES_RESOURCE, invalidates: ['list'] }),
        // The checkout's address choice and any other reader of the book (their keys start with the path).
        queryClient.invalidateQueries({ queryKey: getGetDeliveryAddressesQueryKey() }),
        queryClient.invalidateQueries({ queryKey: [getGetCheckoutQueryKey()[0]] }),
      ]);
      showToast({ message: (response as { message?: string | null }).message || t(address ? 'addresses.updated' : 'addresses.created') });
      onClose();
    } catch (error) {
      const problem = error as HttpError;
      const [field] = Object.keys(problem.errors ?? {});
      const known = FIELDS.find((candidate) => candidate === field?.replace(/^\./, ''));
      refuse(known, problem.message, problem.message || t('addresses.saveFailed'));
    }
  });

  const title = address ? t('addresses.editTitle') : t('addresses.addTitle');
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={title}
      submitting={form.formState.isSubmitting}
      onSubmit={submit}
      formError={formError}
      cancelLabel={t('addresses.cancel')}
      submitLabel={t('addresses.save')}
    >
      <Box sx={{ display: 'grid', gap: 2, pt: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <Box sx={{ gridColumn: { sm: '1 / -1' } }}>
          <FormTextField control={form.control} name="name" label={t('addresses.fields.name')} autoComplete="name" />
        </Box>
        <Box sx={{ gridColumn: { sm: '1 / -1' } }}>
          <FormTextField control={form.control} name="streetWithNumber" label={t('addresses.fields.streetWithNumber')} autoComplete="street-address" required />
        </Box>
        <Box sx={{ gridColumn: { sm: '1 / -1' } }}>
          <FormTextField control={form.control} name="addressLine1" label={t('addresses.fields.addressLine1')} />
        </Box>
        <FormTextField control={form.control} name="zip" label={t('addresses.fields.zip')} autoComplete="postal-code" inputMode="numeric" required hint={t('addresses.zipHint')} />
        <FormTextField control={form.control} name="city" label={t('addresses.fields.city')} autoComplete="address-level2" required />
        <FormSelectField
          control={form.control}
          name="countryCode"
          label={t('addresses.fields.countryCode')}
          required
          options={COUNTRIES.map((code) => ({ value: code, label: t(`addresses.countries.${code}`) }))}
        />
        <FormTextField control={form.control} name="phone1" label={t('addresses.fields.phone1')} type="tel" autoComplete="tel" inputMode="tel" required />
        <Box sx={{ gridColumn: { sm: '1 / -1' } }}>
          <Controller
            name="isDefault"
            control={form.control}
            render={({ field }) => (
              <FormControlLabel
                control={<Checkbox checked={field.value} onChange={(_event, checked) => field.onChange(checked)} disabled={Boolean(address?.isDefault)} />}
                label={t('addresses.fields.isDefault')}
              />
            )}
          />
        </Box>
      </Box>
    </FormDialog>
  );
}
