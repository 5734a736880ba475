import { z } from 'zod';
import { isValidTaxId } from '../../domain/validation';
import type { InsufficientStockDecision } from '../../generated/model';
import { addressShape, EMPTY_ADDRESS, fieldRules, POLISH_FORM_MESSAGES, reporter, type Report } from '../../ui/form/addressSchema';
import type { FormMessages } from '../../ui/form/useValidationMessages';

/** The §5 messages the checkout's rules take (Polish by default, the language's otherwise). */
export type CheckoutMessages = FormMessages;

export const POLISH_CHECKOUT_MESSAGES: CheckoutMessages = POLISH_FORM_MESSAGES;

/** What the rules depend on that the form does not hold: the methods the server offers. */
export interface CheckoutContext {
  /** Delivery methods that need a pickup point chosen. */
  pickupMethods: readonly string[];
  /** Payment methods paid in advance (they take an e-mail for the payment, logged in). */
  prepaymentMethods: readonly string[];
  /** The company data on record misses something the form completes (logged in). */
  companyIncomplete?: boolean;
  /** The server offers insufficient-stock choices: one must be taken. */
  insufficientStock?: boolean;
}

export const PASSWORD_MIN_LENGTH = 8;

const delivery = {
  deliveryMethod: z.string(),
  deliveryPointPni: z.string(),
  deliveryPointName: z.string(),
  paymentMethod: z.string(),
  insufficientStockDecision: z.union([z.literal(''), z.enum(['waitForAll', 'sendAvailable', 'removeUnavailable'])]),
  noteToOrder: z.string(),
  eInvoiceAgreement: z.boolean(),
  userNewsletterAgreement: z.boolean(),
};

const guestShape = z.object({
  buyerType: z.enum(['individual', 'company']),
  companyName: z.string(),
  taxId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  userEmail: z.string(),
  address: addressShape,
  isDeliveryToAnotherAddress: z.boolean(),
  deliveryAddress: addressShape,
  ...delivery,
  userTermsOfUseAgreement: z.boolean(),
  agreedPriceComparisonTrustedOpinions: z.boolean(),
  createUserAccountAgreement: z.boolean(),
  password: z.string(),
  passwordConfirmation: z.string(),
});

const accountShape = z.object({
  deliveryAddressId: z.string(),
  costCenterId: z.string(),
  orderDeliveryDate: z.string(),
  clientOrderNumber: z.string(),
  consigneeAltId: z.string(),
  emailForPrepayment: z.string(),
  userPhone: z.string(),
  companyNameCompleted: z.string(),
  companyStreetCompleted: z.string(),
  companyZipCompleted: z.string(),
  companyCityCompleted: z.string(),
  ...delivery,
});

export type GuestCheckoutValues = z.infer<typeof guestShape>;
export type AccountCheckoutValues = z.infer<typeof accountShape>;
export type StockDecisionValue = '' | InsufficientStockDecision;

/** The field rules and the checkout's own: delivery, payment, note. */
function rules(report: Report, messages: CheckoutMessages) {
  const fields = fieldRules(report, messages);
  return {
    ...fields,
    delivery(values: z.infer<z.ZodObject<typeof delivery>>, context: CheckoutContext) {
      fields.required('deliveryMethod', values.deliveryMethod);
      if (context.pickupMethods.includes(values.deliveryMethod)) fields.required('deliveryPointPni', values.deliveryPointPni);
      fields.required('paymentMethod', values.paymentMethod);
      if (context.insufficientStock) fields.required('insufficientStockDecision', values.insufficientStockDecision);
      fields.maxLength('noteToOrder', values.noteToOrder, 500);
    },
  };
}

/** The anonymous checkout form (spec §3) with the §5 rules. */
export function guestCheckoutSchema(context: CheckoutContext, messages: CheckoutMessages = POLISH_CHECKOUT_MESSAGES) {
  return guestShape.superRefine((values, ctx) => {
    const report = reporter(ctx);
    const check = rules(report, messages);
    if (values.buyerType === 'company') {
      check.required('companyName', values.companyName);
      check.maxLength('companyName', values.companyName, 200);
      if (check.required('taxId', values.taxId) && !isValidTaxId(values.taxId)) report('taxId', messages.taxId);
    }
    check.required('firstName', values.firstName);
    check.maxLength('firstName', values.firstName, 100);
    check.required('lastName', values.lastName);
    check.maxLength('lastName', values.lastName, 100);
    check.email('userEmail', values.userEmail);
    check.address('address', values.address);
    if (values.isDeliveryToAnotherAddress) check.address('deliveryAddress', values.deliveryAddress);
    check.delivery(values, context);
    if (!values.userTermsOfUseAgreement) report('userTermsOfUseAgreement', messages.terms);
    if (values.createUserAccountAgreement) {
      if (check.required('password', values.password) && values.password.length < PASSWORD_MIN_LENGTH) {
        report('password', messages.minLength(PASSWORD_MIN_LENGTH));
      }
      if (check.required('passwordConfirmation', values.passwordConfirmation) && values.passwordConfirmation !== values.password) {
        report('passwordConfirmation', messages.passwordConfirmation);
      }
    }
  });
}

/** The logged-in checkout form (spec §3) with the §5 rules. */
export function accountCheckoutSchema(context: CheckoutContext, messages: CheckoutMessages = POLISH_CHECKOUT_MESSAGES) {
  return accountShape.superRefine((values, ctx) => {
    const report = reporter(ctx);
    const check = rules(report, messages);
    check.required('deliveryAddressId', values.deliveryAddressId);
    check.delivery(values, context);
    check.maxLength('clientOrderNumber', values.clientOrderNumber, 50);
    if (context.prepaymentMethods.includes(values.paymentMethod) && values.emailForPrepayment.trim() !== '') {
      check.email('emailForPrepayment', values.emailForPrepayment);
    }
    if (values.userPhone.trim() !== '') check.phone('userPhone', values.userPhone);
    if (context.companyIncomplete) {
      check.required('companyNameCompleted', values.companyNameCompleted);
      check.maxLength('companyNameCompleted', values.companyNameCompleted, 200);
      check.required('companyStreetCompleted', values.companyStreetCompleted);
      check.maxLength('companyStreetCompleted', values.companyStreetCompleted, 200);
      check.zip('companyZipCompleted', values.companyZipCompleted);
      check.required('companyCityCompleted', values.companyCityCompleted);
      check.maxLength('companyCityCompleted', values.companyCityCompleted, 100);
    }
  });
}

/** Delivery, payment, note and consents, the part both forms share: nothing chosen, only the e-invoice agreement ticked (spec §3 default true). */
const DELIVERY_DEFAULTS: z.infer<z.ZodObject<typeof delivery>> = {
  deliveryMethod: '',
  deliveryPointPni: '',
  deliveryPointName: '',
  paymentMethod: '',
  insufficientStockDecision: '',
  noteToOrder: '',
  eInvoiceAgreement: true,
  userNewsletterAgreement: false,
};

/** A fresh anonymous form: nothing pre-ticked but the e-invoice agreement (spec §3 default true). */
export const GUEST_DEFAULTS: GuestCheckoutValues = {
  buyerType: 'individual',
  companyName: '',
  taxId: '',
  firstName: '',
  lastName: '',
  userEmail: '',
  address: EMPTY_ADDRESS,
  isDeliveryToAnotherAddress: false,
  deliveryAddress: EMPTY_ADDRESS,
  ...DELIVERY_DEFAULTS,
  userTermsOfUseAgreement: false,
  agreedPriceComparisonTrustedOpinions: false,
  createUserAccountAgreement: false,
  password: '',
  passwordConfirmation: '',
};

export const ACCOUNT_DEFAULTS: AccountCheckoutValues = {
  deliveryAddressId: '',
  costCenterId: '',
  orderDeliveryDate: '',
  clientOrderNumber: '',
  consigneeAltId: '',
  emailForPrepayment: '',
  userPhone: '',
  companyNameCompleted: '',
  companyStreetCompleted: '',
  companyZipCompleted: '',
  companyCityCompleted: '',
  ...DELIVERY_DEFAULTS,
};
