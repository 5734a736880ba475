import { z } from 'zod';
import { phoneProblem } from '../../domain/checkout';
import { isValidEmail, isValidTaxId, isValidZip, VALIDATION_MESSAGES } from '../../domain/validation';
import type { InsufficientStockDecision } from '../../generated/model';
import type { FormMessages } from '../../ui/useValidationMessages';

/** The messages of spec §5 the checkout forms use (Polish by default, the language's otherwise). */
/** The §5 messages the checkout's rules take. */
export type CheckoutMessages = FormMessages;

export const POLISH_CHECKOUT_MESSAGES: CheckoutMessages = VALIDATION_MESSAGES;

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

const address = z.object({
  name: z.string(),
  streetWithNumber: z.string(),
  addressLine1: z.string(),
  zip: z.string(),
  city: z.string(),
  countryCode: z.string(),
  phone1: z.string(),
});

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
  address,
  isDeliveryToAnotherAddress: z.boolean(),
  deliveryAddress: address,
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

export type AddressValues = z.infer<typeof address>;
export type GuestCheckoutValues = z.infer<typeof guestShape>;
export type AccountCheckoutValues = z.infer<typeof accountShape>;
export type StockDecisionValue = '' | InsufficientStockDecision;

type Report = (path: string, message: string) => void;

/** Collects the issues of a form: every rule runs, so a submit shows every problem at once. */
function reporter(ctx: z.core.$RefinementCtx): Report {
  return (path, message) => ctx.addIssue({ code: 'custom', path: path.split('.').filter(Boolean), message, input: undefined });
}

function rules(report: Report, messages: CheckoutMessages) {
  const required = (path: string, value: string) => {
    if (value.trim() === '') report(path, messages.required);
    return value.trim() !== '';
  };
  return {
    required,
    maxLength(path: string, value: string, max: number) {
      if (value.length > max) report(path, messages.maxLength(max));
    },
    email(path: string, value: string) {
      if (required(path, value) && !isValidEmail(value)) report(path, messages.email);
    },
    zip(path: string, value: string) {
      if (required(path, value) && !isValidZip(value)) report(path, messages.zip);
    },
    phone(path: string, value: string) {
      const problem = required(path, value) ? phoneProblem(value) : null;
      if (problem) report(path, messages[problem]);
    },
    address(prefix: string, values: AddressValues) {
      this.required(`${prefix}.streetWithNumber`, values.streetWithNumber);
      this.maxLength(`${prefix}.streetWithNumber`, values.streetWithNumber, 200);
      this.zip(`${prefix}.zip`, values.zip);
      this.required(`${prefix}.city`, values.city);
      this.maxLength(`${prefix}.city`, values.city, 100);
      this.required(`${prefix}.countryCode`, values.countryCode);
      this.phone(`${prefix}.phone1`, values.phone1);
    },
    delivery(values: z.infer<z.ZodObject<typeof delivery>>, context: CheckoutContext) {
      required('deliveryMethod', values.deliveryMethod);
      if (context.pickupMethods.includes(values.deliveryMethod)) required('deliveryPointPni', values.deliveryPointPni);
      required('paymentMethod', values.paymentMethod);
      if (context.insufficientStock) required('insufficientStockDecision', values.insufficientStockDecision);
      this.maxLength('noteToOrder', values.noteToOrder, 500);
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
      check.required('companyStreetCompleted', values.companyStreetCompleted);
      check.zip('companyZipCompleted', values.companyZipCompleted);
      check.required('companyCityCompleted', values.companyCityCompleted);
    }
  });
}

export const EMPTY_ADDRESS: AddressValues = { name: '', streetWithNumber: '', addressLine1: '', zip: '', city: '', countryCode: 'PL', phone1: '+48' };

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

/** A delivery address of the address book (add and edit address dialogs). */
export function deliveryAddressSchema(messages: CheckoutMessages = POLISH_CHECKOUT_MESSAGES) {
  return address.superRefine((values, ctx) => {
    const check = rules(reporter(ctx), messages);
    check.maxLength('name', values.name, 200);
    check.maxLength('addressLine1', values.addressLine1, 200);
    check.address('', values);
  });
}
