import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { useTranslation } from '../../i18n/useTranslation';
import { createDeliveryAddress, updateDeliveryAddress } from '../../generated/api/account/account';
import type { Country, DeliveryAddress } from '../../generated/model';
import controls from '../../ui/controls.module.css';
import { LoadingButton } from '../../ui/LoadingButton';
import { closeModal, openModal } from '../../ui/modal/modalStore';
import { AddressFields } from './AddressFields';
import classes from './Checkout.module.css';
import { deliveryAddressSchema, EMPTY_ADDRESS, type AddressValues } from '../../ui/form/addressSchema';
import { fieldPaths, formErrorOf } from './serverFieldError';
import { useCheckoutMessages } from './useCheckoutMessages';
import { errorPaths, focusFirstInvalid } from './useOrderSubmit';

/** The address form keeps its fields under `address.` so its ids differ from the checkout's own. */
interface AddressDialogValues {
  address: AddressValues;
}


interface AddressDialogFormProps {
  address: DeliveryAddress | null;
  countries: Country[];
  onSaved: (address: DeliveryAddress) => void;
  onCancel: () => void;
}

function AddressDialogForm({ address, countries, onSaved, onCancel }: AddressDialogFormProps) {
  const { t } = useTranslation('checkout');
  const messages = useCheckoutMessages();
  const formRef = useRef<HTMLFormElement>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const schema = useMemo(() => z.object({ address: deliveryAddressSchema(messages) }), [messages]);
  const initial: AddressValues = address
    ? { name: address.name, streetWithNumber: address.streetWithNumber, addressLine1: address.addressLine1 ?? '', zip: address.zip, city: address.city, countryCode: address.countryCode, phone1: address.phone1 ?? '+48' }
    : EMPTY_ADDRESS;
  const form = useForm<AddressDialogValues>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    reValidateMode: 'onChange',
    shouldFocusError: false,
    defaultValues: { address: initial },
  });

  const onSubmit = form.handleSubmit(
    async ({ address: values }) => {
      setFormError(null);
      const input = { ...values, name: values.name.trim() || undefined, addressLine1: values.addressLine1.trim() || undefined };
      try {
        const saved = address ? await updateDeliveryAddress(address.id, input) : await createDeliveryAddress(input);
        onSaved(saved.deliveryAddress);
      } catch (error) {
        const problem = formErrorOf(error, fieldPaths(initial), t('errors.addressFailed'));
        if (problem.field) form.setError(`address.${problem.field}` as never, { type: 'server', message: problem.message });
        else setFormError(problem.message);
        focusFirstInvalid(formRef, problem.field ? [`address.${problem.field}`] : undefined);
      }
    },
    (errors) => focusFirstInvalid(formRef, errorPaths(errors)),
  );

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} style={{ display: 'flex', flexDirection: 'column', gap: 16, paddingTop: 8 }}>
      <AddressFields control={form.control} prefix="address" countries={countries.length ? countries : [{ code: 'PL', name: t('countries.PL') }]} withRecipient />
      {formError ? (
        <div role="alert" className={classes.formError}>
          {formError}
        </div>
      ) : null}
      <div className={classes.addressActions} style={{ justifyContent: 'flex-end' }}>
        <button type="button" className={`${controls.button} ${controls.outlined}`} onClick={onCancel}>
          {t('addresses.cancel')}
        </button>
        <LoadingButton className={`${controls.button} ${controls.contained}`} loading={form.formState.isSubmitting}>
          {t('addresses.save')}
        </LoadingButton>
      </div>
    </form>
  );
}

/** The add and edit address dialogs (spec §2), on the modal stack. */
export function openAddressDialog(options: { title: string; address: DeliveryAddress | null; countries: Country[]; onSaved: (address: DeliveryAddress) => void }) {
  const id = openModal({
    title: options.title,
    content: (
      <AddressDialogForm
        address={options.address}
        countries={options.countries}
        onCancel={() => closeModal(id)}
        onSaved={(saved) => {
          closeModal(id);
          options.onSaved(saved);
        }}
      />
    ),
  });
}
