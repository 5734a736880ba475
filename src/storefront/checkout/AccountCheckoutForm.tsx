import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../i18n/useTranslation';
import { queryClient } from '../../api/queryClient';
import { costCentreCartValue, showsEInvoiceOption } from '../../domain/checkout';
import { formatLongDate } from '../../domain/format/date';
import { useFormatPln } from '../../ui/useFormatPln';
import { placeOrder } from '../../generated/api/checkout/checkout';
import type { CheckoutResponse, CostCenter, DeliveryAddress } from '../../generated/model';
import { useLocale } from '../../routing/routes';
import controls from '../../ui/controls.module.css';
import { openAddressDialog } from './AddressDialog';
import classes from './Checkout.module.css';
import { restoreDraft } from './checkoutDraft';
import { accountOrderRequest } from './checkoutRequest';
import { ACCOUNT_DEFAULTS, accountCheckoutSchema, type AccountCheckoutValues, type CheckoutContext } from './checkoutSchema';
import { DeliverySection, PaymentSection, type DeliveryPaymentForm } from './DeliveryPaymentSections';
import { CheckoutAside, CheckoutSection } from './CheckoutSection';
import { CheckboxInput, SelectInput, TextArea, TextInput } from './fields';
import { orderAttemptKeys } from './orderAttemptKey';
import { RadioCards } from './RadioCards';
import { checkoutOutcome } from './checkoutOutcome';
import { useCheckoutMessages } from './useCheckoutMessages';
import { useDeliveryDateCheck } from './useDeliveryDateCheck';
import { errorPaths, focusFirstInvalid, useDraftPersistence, useOrderSubmit } from './useOrderSubmit';
import { useSummaryCart } from './useSummaryCart';

interface AccountCheckoutFormProps {
  data: CheckoutResponse;
  showNetPrices: boolean;
  subscribedToNewsletter: boolean;
  /** A new cost centre: the checkout is fetched again for it (limits and addresses depend on it). */
  onCostCentreChange: (id: number | null) => void;
}

/** The server's defaults under what the buyer already typed (a draft value the server no longer offers is dropped). */
function initialValues(data: CheckoutResponse): AccountCheckoutValues {
  const fromServer: AccountCheckoutValues = {
    ...ACCOUNT_DEFAULTS,
    deliveryAddressId: String(data.deliveryAddresses.find((address) => address.isDefault)?.id ?? data.deliveryAddresses[0]?.id ?? ''),
    costCenterId: data.selectedCostCenterId ? String(data.selectedCostCenterId) : '',
    orderDeliveryDate: data.defaultDeliveryDate ?? '',
    userPhone: data.userPhone ?? '',
    emailForPrepayment: data.emailForPrepayment ?? '',
    companyNameCompleted: data.company.name ?? '',
    companyStreetCompleted: data.company.street ?? '',
    companyZipCompleted: data.company.zip ?? '',
    companyCityCompleted: data.company.city ?? '',
  };
  const draft = restoreDraft('account', fromServer);
  const offered = <K extends keyof AccountCheckoutValues>(key: K, allowed: string[]) => (allowed.includes(draft[key] as string) ? draft[key] : fromServer[key]);
  return {
    ...draft,
    deliveryAddressId: offered('deliveryAddressId', data.deliveryAddresses.map((address) => String(address.id))),
    costCenterId: offered('costCenterId', data.costCenters.map((centre) => String(centre.id))),
    orderDeliveryDate: offered('orderDeliveryDate', data.availableDeliveryDates),
    deliveryMethod: offered('deliveryMethod', ['', ...data.deliveryMethods.map((method) => method.id)]),
    paymentMethod: offered('paymentMethod', ['', ...data.paymentMethods.filter((method) => !method.isDisabled).map((method) => method.id)]),
  };
}

/** The logged-in checkout (spec §3): address book, cost centre, delivery date, order data, delivery, payment. */
export function AccountCheckoutForm({ data, showNetPrices, subscribedToNewsletter, onCostCentreChange }: AccountCheckoutFormProps) {
  const { t } = useTranslation('checkout');
  const locale = useLocale();
  const messages = useCheckoutMessages();
  const formRef = useRef<HTMLFormElement>(null);
  const eInvoiceOption = showsEInvoiceOption(data);
  const context: CheckoutContext & { showsEInvoiceOption: boolean } = useMemo(
    () => ({
      pickupMethods: data.deliveryMethods.filter((method) => method.requiresPickupPoint).map((method) => method.id),
      prepaymentMethods: data.paymentMethods.filter((method) => method.isPrepayment).map((method) => method.id),
      insufficientStock: data.insufficientStockOptions.length > 0,
      companyIncomplete: !data.company.isComplete,
      showsEInvoiceOption: eInvoiceOption,
    }),
    [data, eInvoiceOption],
  );
  const schema = useMemo(() => accountCheckoutSchema(context, messages), [context, messages]);
  const form = useForm<AccountCheckoutValues>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    reValidateMode: 'onChange',
    shouldFocusError: false,
    defaultValues: initialValues(data),
  });
  useDraftPersistence('account', form);
  const { submit, formError } = useOrderSubmit('account', form, formRef);
  const [orderKeys] = useState(() => orderAttemptKeys());
  const { control } = form;
  const [deliveryMethod, paymentMethod, costCenterId, deliveryAddressId] = useWatch({ control, name: ['deliveryMethod', 'paymentMethod', 'costCenterId', 'deliveryAddressId'] });
  const summary = useSummaryCart(data.shoppingCart, deliveryMethod);
  const dateCheck = useDeliveryDateCheck(form);
  const centre = data.costCenters.find((candidate) => String(candidate.id) === costCenterId) ?? null;
  // Where the company has centres, the outcome waits for one to be chosen (the order cannot go without one).
  const outcome = centre || !data.costCenters.length ? checkoutOutcome(data.approval, centre, costCentreCartValue(summary.cart)) : null;
  const refusal = outcome?.kind === 'refused' ? outcome.message : null;
  const address = data.deliveryAddresses.find((candidate) => String(candidate.id) === deliveryAddressId);
  const sections = form as unknown as DeliveryPaymentForm;
  const prepayment = context.prepaymentMethods.includes(paymentMethod);

  const onSubmit = form.handleSubmit(
    (values) => {
      if (dateCheck.problem || refusal) {
        focusFirstInvalid(formRef);
        return;
      }
      // One Idempotency-Key per attempt: a retry or a double click of the same cart cannot place a second order.
      return submit(() => orderKeys.place(data.shoppingCart, accountOrderRequest(values, context, summary.cart), placeOrder), null);
    },
    (errors) => focusFirstInvalid(formRef, errorPaths(errors)),
  );

  const addressSaved = async (saved: DeliveryAddress) => {
    await queryClient.invalidateQueries({ queryKey: ['/e-commerce/v1/checkout'] });
    form.setValue('deliveryAddressId', String(saved.id), { shouldValidate: true, shouldDirty: true });
  };

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className={classes.columns} aria-label={t('form.accountLabel')}>
      <div className={classes.main}>
        <CheckoutSection id="checkout-addresses-title" title={t('addresses.title')}>
          {data.deliveryAddresses.length ? (
            <RadioCards
              control={control}
              name="deliveryAddressId"
              legend={t('addresses.legend')}
              options={data.deliveryAddresses.map((entry) => ({
                value: String(entry.id),
                title: entry.name || entry.streetWithNumber,
                detail: [entry.streetWithNumber, entry.addressLine1, `${entry.zip} ${entry.city}`, entry.phone1].filter(Boolean).join(', '),
                aside: entry.isDefault ? <span className={classes.small}>{t('addresses.default')}</span> : undefined,
                extra: data.canCreateAddress ? (
                  <button
                    type="button"
                    className={`${controls.button} ${controls.text} ${classes.infoButton}`}
                    aria-label={t('addresses.editLabel', { address: `${entry.streetWithNumber}, ${entry.city}` })}
                    onClick={() => openAddressDialog({ title: t('addresses.editTitle'), address: entry, countries: [], onSaved: addressSaved })}
                  >
                    {t('addresses.edit')}
                  </button>
                ) : undefined,
              }))}
            />
          ) : (
            <>
              <p className={classes.small}>{t('addresses.none')}</p>
              {/* Without an address the order cannot go: said when it is tried (there is no field to mark). */}
              {form.formState.errors.deliveryAddressId ? (
                <p role="alert" className={classes.small}>
                  <strong>{t(data.canCreateAddress ? 'addresses.noneToAdd' : 'addresses.noneToAsk')}</strong>
                </p>
              ) : null}
            </>
          )}
          {data.canCreateAddress ? (
            <div className={classes.addressActions}>
              <button type="button" className={`${controls.button} ${controls.outlined}`} onClick={() => openAddressDialog({ title: t('addresses.addTitle'), address: null, countries: [], onSaved: addressSaved })}>
                {t('addresses.add')}
              </button>
            </div>
          ) : null}
          {data.consignees.length ? (
            <SelectInput control={control} name="consigneeAltId" label={t('order.consignee')}>
              <option value="">{t('order.consigneeNone')}</option>
              {data.consignees.map((person) => (
                <option key={person.id} value={String(person.id)}>
                  {person.name}
                </option>
              ))}
            </SelectInput>
          ) : null}
        </CheckoutSection>

        <CheckoutSection id="checkout-order-title" title={t('order.title')}>
          <div className={classes.grid}>
            {data.costCenters.length ? (
              <div className={classes.wide}>
                <SelectInput
                  control={control}
                  name="costCenterId"
                  label={t('costCentre.label')}
                  onValueChange={(value) => onCostCentreChange(value ? Number(value) : null)}
                  problem={refusal}
                  note={centre ? <CostCentreNote centre={centre} /> : null}
                >
                  {data.costCenters.map((entry) => (
                    <option key={entry.id} value={String(entry.id)}>
                      {entry.name}
                    </option>
                  ))}
                </SelectInput>
              </div>
            ) : null}
            {data.availableDeliveryDates.length ? (
              <SelectInput
                control={control}
                name="orderDeliveryDate"
                label={t('order.deliveryDate')}
                onValueChange={(value) => dateCheck.check(value, deliveryAddressId)}
                problem={dateCheck.problem}
                note={dateCheck.checking ? t('order.dateChecking') : null}
              >
                {data.availableDeliveryDates.map((date) => (
                  <option key={date} value={date}>
                    {formatLongDate(date, locale, { weekday: true })}
                  </option>
                ))}
              </SelectInput>
            ) : null}
            <TextInput control={control} name="clientOrderNumber" label={t('order.clientOrderNumber')} hint={t('order.clientOrderNumberHint')} />
            <TextInput control={control} name="userPhone" label={t('order.userPhone')} type="tel" autoComplete="tel" inputMode="tel" />
          </div>
          {outcome?.kind === 'byLimit' || outcome?.kind === 'byRules' ? (
            <p className={classes.notice} role="status">
              {outcome.kind === 'byLimit' ? t('costCentre.needsAcceptance') : t('approval.byRules', { count: outcome.levels })}
            </p>
          ) : null}
        </CheckoutSection>

        {!data.company.isComplete ? (
          <CheckoutSection id="checkout-company-title" title={t('company.title')}>
            <p className={classes.small}>{t('company.intro')}</p>
            <div className={classes.grid}>
              <div className={classes.wide}>
                <TextInput control={control} name="companyNameCompleted" label={t('buyer.companyName')} autoComplete="organization" required />
              </div>
              <div className={classes.wide}>
                <TextInput control={control} name="companyStreetCompleted" label={t('address.street')} required />
              </div>
              <TextInput control={control} name="companyZipCompleted" label={t('address.zip')} required inputMode="numeric" hint={t('address.zipHint')} />
              <TextInput control={control} name="companyCityCompleted" label={t('address.city')} required />
            </div>
          </CheckoutSection>
        ) : null}

        <DeliverySection form={sections} methods={data.deliveryMethods} showNetPrices={showNetPrices} pickupQuery={address?.city ?? ''} />
        <PaymentSection form={sections} methods={data.paymentMethods} showNetPrices={showNetPrices} stockOptions={data.insufficientStockOptions} />

        <CheckoutSection id="checkout-consents-title" title={t('consents.accountTitle')}>
          {prepayment ? <TextInput control={control} name="emailForPrepayment" label={t('order.emailForPrepayment')} type="email" autoComplete="email" hint={t('order.emailForPrepaymentHint')} /> : null}
          <TextArea control={control} name="noteToOrder" label={t('note.label')} hint={t('note.hint')} />
          {eInvoiceOption || !subscribedToNewsletter ? (
            <div className={classes.consents}>
              {eInvoiceOption ? <CheckboxInput control={control} name="eInvoiceAgreement" label={t('consents.eInvoice')} /> : null}
              {!subscribedToNewsletter ? <CheckboxInput control={control} name="userNewsletterAgreement" label={t('consents.newsletter')} /> : null}
            </div>
          ) : null}
        </CheckoutSection>
      </div>

      <CheckoutAside
        summary={summary}
        formError={formError}
        submitting={form.formState.isSubmitting}
        submitDisabled={Boolean(refusal) || dateCheck.checking}
      >
        {refusal ? (
          <p className={classes.formError} id="checkout-limit-refused">
            {refusal}
          </p>
        ) : null}
      </CheckoutAside>
    </form>
  );
}

function CostCentreNote({ centre }: { centre: CostCenter }) {
  const { t } = useTranslation('checkout');
  const formatPln = useFormatPln();
  const available = centre.limitAvailable ?? centre.limit;
  return <>{available === null ? t('costCentre.noLimit') : t('costCentre.available', { amount: formatPln(available) })}</>;
}


