import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useRef, useState } from 'react';
import { useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../i18n/useTranslation';
import { localePath } from '../../routing/routes';
import { placeAnonymousOrder } from '../../generated/api/checkout/checkout';
import type { CheckoutWithRegistrationResponse } from '../../generated/model';
import { AddressFields } from './AddressFields';
import classes from './Checkout.module.css';
import { restoreDraft } from './checkoutDraft';
import { guestOrderRequest } from './checkoutRequest';
import { GUEST_DEFAULTS, guestCheckoutSchema, PASSWORD_MIN_LENGTH, type CheckoutContext, type GuestCheckoutValues } from './checkoutSchema';
import { DeliverySection, PaymentSection, type DeliveryPaymentForm } from './DeliveryPaymentSections';
import { CheckoutAside, CheckoutSection } from './CheckoutSection';
import { CheckboxInput, TextArea, TextInput } from './fields';
import { orderAttemptKeys } from './orderAttemptKey';
import { useCheckoutMessages } from './useCheckoutMessages';
import { errorPaths, focusFirstInvalid, useDraftPersistence, useOrderSubmit } from './useOrderSubmit';
import { useSummaryCart } from './useSummaryCart';

interface GuestCheckoutFormProps {
  data: CheckoutWithRegistrationResponse;
  showNetPrices: boolean;
}

/** The anonymous checkout (spec §3): buyer, address, delivery, payment, consents, optional account. */
export function GuestCheckoutForm({ data, showNetPrices }: GuestCheckoutFormProps) {
  const { t } = useTranslation('checkout');
  const messages = useCheckoutMessages();
  const formRef = useRef<HTMLFormElement>(null);
  const context: CheckoutContext = useMemo(
    () => ({
      pickupMethods: data.deliveryMethods.filter((method) => method.requiresPickupPoint).map((method) => method.id),
      prepaymentMethods: data.paymentMethods.filter((method) => method.isPrepayment).map((method) => method.id),
      insufficientStock: data.insufficientStockOptions.length > 0,
    }),
    [data],
  );
  const schema = useMemo(() => guestCheckoutSchema(context, messages), [context, messages]);
  const form = useForm<GuestCheckoutValues>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    reValidateMode: 'onChange',
    shouldFocusError: false,
    defaultValues: restoreDraft('guest', GUEST_DEFAULTS),
  });
  useDraftPersistence('guest', form);
  const { submit, formError } = useOrderSubmit('guest', form, formRef);
  const [orderKeys] = useState(() => orderAttemptKeys());
  const { control } = form;
  const [buyerType, toAnotherAddress, createAccount, deliveryMethod, city, zip] = useWatch({
    control,
    name: ['buyerType', 'isDeliveryToAnotherAddress', 'createUserAccountAgreement', 'deliveryMethod', 'address.city', 'address.zip'],
  });
  const summary = useSummaryCart(data.shoppingCart, deliveryMethod);
  const sections = form as unknown as DeliveryPaymentForm;

  const onSubmit = form.handleSubmit(
    // One Idempotency-Key per attempt: a retry or a double click of the same cart cannot place a second order.
    (values) => submit(() => orderKeys.place(data.shoppingCart, guestOrderRequest(values, context, summary.cart), placeAnonymousOrder), values.userEmail.trim()),
    (errors) => focusFirstInvalid(formRef, errorPaths(errors)),
  );

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className={classes.columns} aria-label={t('form.guestLabel')}>
      <div className={classes.main}>
        <CheckoutSection id="checkout-buyer-title" title={t('buyer.title')}>
          <BuyerType form={form} />
          <div className={classes.grid}>
            {buyerType === 'company' ? (
              <>
                <div className={classes.wide}>
                  <TextInput control={control} name="companyName" label={t('buyer.companyName')} autoComplete="organization" required />
                </div>
                <TextInput control={control} name="taxId" label={t('buyer.taxId')} required inputMode="numeric" hint={t('buyer.taxIdHint')} />
                <span aria-hidden="true" />
              </>
            ) : null}
            <TextInput control={control} name="firstName" label={t('buyer.firstName')} autoComplete="given-name" required />
            <TextInput control={control} name="lastName" label={t('buyer.lastName')} autoComplete="family-name" required />
            <div className={classes.wide}>
              <TextInput control={control} name="userEmail" label={t('buyer.email')} type="email" autoComplete="email" required hint={t('buyer.emailHint')} />
            </div>
          </div>
        </CheckoutSection>

        <CheckoutSection id="checkout-address-title" title={buyerType === 'company' ? t('address.companyTitle') : t('address.title')}>
          <AddressFields control={control} prefix="address" countries={data.countries} autoCompleteSection="billing" />
          <CheckboxInput control={control} name="isDeliveryToAnotherAddress" label={t('address.another')} />
          {toAnotherAddress ? <AddressFields control={control} prefix="deliveryAddress" countries={data.countries} withRecipient autoCompleteSection="shipping" /> : null}
        </CheckoutSection>

        <DeliverySection form={sections} methods={data.deliveryMethods} showNetPrices={showNetPrices} pickupQuery={city || zip} />
        <PaymentSection form={sections} methods={data.paymentMethods} showNetPrices={showNetPrices} stockOptions={data.insufficientStockOptions} />

        <CheckoutSection id="checkout-consents-title" title={t('consents.title')}>
          <TextArea control={control} name="noteToOrder" label={t('note.label')} hint={t('note.hint')} />
          <div className={classes.consents}>
            <CheckboxInput
              control={control}
              name="userTermsOfUseAgreement"
              label={
                // Two texts around the link, not <Trans>: Trans would join the code every page loads first.
                <>
                  {t('consents.termsBefore')}{' '}
                  <a href={localePath('shop-terms')} target="_blank" rel="noreferrer" className={classes.link}>
                    {t('consents.termsLink')}
                  </a>
                </>
              }
            />
            <CheckboxInput control={control} name="eInvoiceAgreement" label={t('consents.eInvoice')} />
            <CheckboxInput control={control} name="userNewsletterAgreement" label={t('consents.newsletter')} />
            <CheckboxInput control={control} name="agreedPriceComparisonTrustedOpinions" label={t('consents.opinions')} />
          </div>
        </CheckoutSection>

        <CheckoutSection id="checkout-account-title" title={t('account.title')}>
          <CheckboxInput control={control} name="createUserAccountAgreement" label={t('account.create')} />
          {createAccount ? (
            <div className={classes.grid}>
              <TextInput control={control} name="password" label={t('account.password')} type="password" autoComplete="new-password" required hint={t('account.passwordHint', { length: PASSWORD_MIN_LENGTH })} />
              <TextInput control={control} name="passwordConfirmation" label={t('account.passwordConfirmation')} type="password" autoComplete="new-password" required />
            </div>
          ) : null}
        </CheckoutSection>
      </div>

      <CheckoutAside summary={summary} formError={formError} submitting={form.formState.isSubmitting} />
    </form>
  );
}

/** Private person or company: two radios (a company also gives its name and NIP). */
function BuyerType({ form }: { form: UseFormReturn<GuestCheckoutValues> }) {
  const { t } = useTranslation('checkout');
  const value = useWatch({ control: form.control, name: 'buyerType' });
  const choose = (next: GuestCheckoutValues['buyerType']) => form.setValue('buyerType', next, { shouldDirty: true });
  return (
    <fieldset className={classes.inlineChoices}>
      <legend>{t('buyer.type')}</legend>
      {(['individual', 'company'] as const).map((type) => (
        <label key={type} className={classes.inlineChoice}>
          <input type="radio" name="buyerType" value={type} checked={value === type} onChange={() => choose(type)} />
          {t(`buyer.${type}`)}
        </label>
      ))}
    </fieldset>
  );
}
