import { useController, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../i18n/useTranslation';
import { formatMoney } from '../../domain/price';
import type { DeliveryMethod, GetPickupPointsProvider, InsufficientStockOption, Money, PaymentMethod } from '../../generated/model';
import controls from '../../ui/controls.module.css';
import { openModal } from '../../ui/modal/modalStore';
import classes from './Checkout.module.css';
import { CheckoutSection } from './CheckoutSection';
import { fieldId } from './fields';
import { PickupPointChooser } from './PickupPointChooser';
import { RadioCards } from './RadioCards';

/** The fields both checkout forms share for delivery and payment. */
export interface DeliveryPaymentValues {
  deliveryMethod: string;
  deliveryPointPni: string;
  deliveryPointName: string;
  paymentMethod: string;
  insufficientStockDecision: string;
}

/**
 * Both forms hold these fields under the same names; the sections see only them (the cast at the
 * caller narrows a form to its delivery and payment part).
 */
export type DeliveryPaymentForm = UseFormReturn<DeliveryPaymentValues>;

interface DeliverySectionProps {
  form: DeliveryPaymentForm;
  methods: DeliveryMethod[];
  showNetPrices: boolean;
  /** Where the pickup-point search starts (the buyer's city or postcode). */
  pickupQuery: string;
}

/** Delivery methods as radio cards with their price ("free" at zero) and, for pickup methods, the point chooser. */
export function DeliverySection({ form, methods, showNetPrices, pickupQuery }: DeliverySectionProps) {
  const { t } = useTranslation(['checkout', 'common']);
  const { control, setValue } = form;
  const priceText = usePriceText(showNetPrices);
  const point = useController({ control, name: 'deliveryPointPni' });
  const pointName = useWatch({ control, name: 'deliveryPointName' });
  return (
    <CheckoutSection id="checkout-delivery-title" title={t('delivery.title')}>
      <RadioCards
        control={control}
        name="deliveryMethod"
        legend={t('delivery.legend')}
        onValueChange={() => {
          // Another carrier has other points: the chosen one no longer applies.
          setValue('deliveryPointPni', '');
          setValue('deliveryPointName', '');
        }}
        options={methods.map((method) => ({
          value: method.id,
          title: method.name,
          detail: method.description,
          aside: method.price.gross > 0 ? priceText(method.price) : t('free'),
          expanded:
            method.requiresPickupPoint && method.pickupPointProvider ? (
              <PickupPointChooser
                key={method.pickupPointProvider}
                provider={method.pickupPointProvider as GetPickupPointsProvider}
                chosen={point.field.value ? { pni: point.field.value, name: pointName } : null}
                inputId={fieldId('deliveryPointPni')}
                error={point.fieldState.error ? t('pickup.required') : undefined}
                initialQuery={pickupQuery}
                onChoose={(chosen) => {
                  setValue('deliveryPointName', chosen.name);
                  setValue('deliveryPointPni', chosen.pni, { shouldValidate: true, shouldDirty: true });
                }}
              />
            ) : null,
        }))}
      />
    </CheckoutSection>
  );
}

/** A method's price as the buyer sees prices: "12,30 zł netto" or "15,13 zł brutto". */
function usePriceText(showNetPrices: boolean): (price: Money) => string {
  const { t } = useTranslation('common');
  return (price) => `${formatMoney(price, showNetPrices)} ${showNetPrices ? t('price.net') : t('price.gross')}`;
}

/** The disabled payment info dialog (spec §2): why a method cannot be used. */
export function openDisabledPaymentInfo(method: PaymentMethod, title: string) {
  openModal({ title, content: <p style={{ margin: 0 }}>{method.disabledInfo}</p> });
}

interface PaymentSectionProps {
  form: DeliveryPaymentForm;
  methods: PaymentMethod[];
  showNetPrices: boolean;
  stockOptions: InsufficientStockOption[];
}

/** Payment methods (disabled ones greyed with the reason in a dialog) and, when stock is short, the buyer's decision. */
export function PaymentSection({ form, methods, showNetPrices, stockOptions }: PaymentSectionProps) {
  const { t } = useTranslation(['checkout', 'common']);
  const priceText = usePriceText(showNetPrices);
  const { control } = form;
  return (
    <CheckoutSection id="checkout-payment-title" title={t('payment.title')}>
      <RadioCards
        control={control}
        name="paymentMethod"
        legend={t('payment.legend')}
        options={methods.map((method) => ({
          value: method.id,
          title: method.name,
          detail: method.isDisabled ? t('payment.unavailable') : method.description,
          aside: method.fee && method.fee.gross > 0 ? priceText(method.fee) : undefined,
          disabled: method.isDisabled,
          extra:
            method.isDisabled && method.disabledInfo ? (
              <button
                type="button"
                className={`${controls.button} ${controls.text} ${classes.infoButton}`}
                aria-label={t('payment.whyLabel', { name: method.name })}
                onClick={() => openDisabledPaymentInfo(method, t('payment.disabledTitle'))}
              >
                {t('payment.why')}
              </button>
            ) : undefined,
        }))}
      />
      {stockOptions.length ? (
        <>
          <p className={classes.warning}>{t('stock.notice')}</p>
          <RadioCards
            control={control}
            name="insufficientStockDecision"
            legend={t('stock.legend')}
            options={stockOptions.map((option) => ({ value: option.value, title: option.label }))}
          />
        </>
      ) : null}
    </CheckoutSection>
  );
}
