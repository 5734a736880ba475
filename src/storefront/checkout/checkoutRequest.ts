import { confirmedLines } from '../../domain/confirmedCart';
import type { AnonymousCheckoutForm, Cart, CheckoutForm, DeliveryAddressInput } from '../../generated/model';
import type { AddressValues } from '../../ui/form/addressSchema';
import type { AccountCheckoutValues, CheckoutContext, GuestCheckoutValues } from './checkoutSchema';

const trimmed = (value: string) => value.trim();
const optional = (value: string) => (value.trim() === '' ? undefined : value.trim());
const optionalId = (value: string) => (value === '' ? undefined : Number(value));

function addressInput(values: AddressValues): DeliveryAddressInput {
  return {
    name: optional(values.name),
    streetWithNumber: trimmed(values.streetWithNumber),
    addressLine1: optional(values.addressLine1),
    zip: trimmed(values.zip),
    city: trimmed(values.city),
    countryCode: values.countryCode,
    phone1: trimmed(values.phone1),
  };
}

/** The pickup point goes with the order only for a method that needs one. */
function pickupPoint(values: { deliveryMethod: string; deliveryPointPni: string; deliveryPointName: string }, context: CheckoutContext) {
  if (!context.pickupMethods.includes(values.deliveryMethod)) return {};
  return { deliveryPointPni: values.deliveryPointPni, deliveryPointName: values.deliveryPointName };
}

/** The cart's products and quantities as the summary shows them: the order is placed only from that cart. */
const confirmed = (shown: Pick<Cart, 'items'>) => confirmedLines(shown.items);

/** The anonymous form as the API takes it (POST checkout/anonymous-orders), with the cart `shown` in the summary. */
export function guestOrderRequest(values: GuestCheckoutValues, context: CheckoutContext, shown: Pick<Cart, 'items'>): AnonymousCheckoutForm {
  const company = values.buyerType === 'company';
  const { name: _name, addressLine1: _line, ...address } = addressInput(values.address);
  return {
    isIndividual: !company,
    ...(company ? { companyName: trimmed(values.companyName), taxId: trimmed(values.taxId) } : {}),
    firstName: trimmed(values.firstName),
    lastName: trimmed(values.lastName),
    userEmail: trimmed(values.userEmail),
    address,
    isDeliveryToAnotherAddress: values.isDeliveryToAnotherAddress,
    ...(values.isDeliveryToAnotherAddress ? { deliveryAddress: addressInput(values.deliveryAddress) } : {}),
    deliveryMethod: values.deliveryMethod,
    ...pickupPoint(values, context),
    paymentMethod: values.paymentMethod,
    ...(values.insufficientStockDecision ? { insufficientStockDecision: values.insufficientStockDecision } : {}),
    userTermsOfUseAgreement: values.userTermsOfUseAgreement as true,
    userNewsletterAgreement: values.userNewsletterAgreement,
    agreedPriceComparisonTrustedOpinions: values.agreedPriceComparisonTrustedOpinions,
    eInvoiceAgreement: values.eInvoiceAgreement,
    noteToOrder: optional(values.noteToOrder),
    createUserAccountAgreement: values.createUserAccountAgreement,
    ...(values.createUserAccountAgreement ? { password: values.password } : {}),
    confirmedLines: confirmed(shown),
  };
}

/** The logged-in form as the API takes it (POST checkout/orders), with the cart `shown` in the summary. */
export function accountOrderRequest(
  values: AccountCheckoutValues,
  context: CheckoutContext & { showsEInvoiceOption: boolean },
  shown: Pick<Cart, 'items'>,
): CheckoutForm {
  const prepayment = context.prepaymentMethods.includes(values.paymentMethod);
  return {
    deliveryAddressId: optionalId(values.deliveryAddressId),
    costCenterId: optionalId(values.costCenterId),
    orderDeliveryDate: optional(values.orderDeliveryDate),
    clientOrderNumber: optional(values.clientOrderNumber),
    consigneeAltId: optionalId(values.consigneeAltId),
    deliveryMethod: values.deliveryMethod,
    ...pickupPoint(values, context),
    paymentMethod: values.paymentMethod,
    ...(prepayment ? { emailForPrepayment: optional(values.emailForPrepayment) } : {}),
    ...(values.insufficientStockDecision ? { insufficientStockDecision: values.insufficientStockDecision } : {}),
    ...(context.showsEInvoiceOption ? { eInvoiceAgreement: values.eInvoiceAgreement } : {}),
    userNewsletterAgreement: values.userNewsletterAgreement,
    noteToOrder: optional(values.noteToOrder),
    userPhone: optional(values.userPhone),
    ...(context.companyIncomplete
      ? {
          companyNameCompleted: trimmed(values.companyNameCompleted),
          companyStreetCompleted: trimmed(values.companyStreetCompleted),
          companyZipCompleted: trimmed(values.companyZipCompleted),
          companyCityCompleted: trimmed(values.companyCityCompleted),
        }
      : {}),
    confirmedLines: confirmed(shown),
  };
}
