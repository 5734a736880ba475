/**
 * The "offer request" dialog's form (spec §2): what the buyer asks for in her own words (required, as
 * the contract's OfferRequestInput), optionally products with quantities, and how to reach her. The
 * field rules are the domain's `offerRequestProblems` (the demo API checks the same) in the page's
 * language; a quantity is a whole number above zero.
 */
import { z } from 'zod';
import { offerRequestProblems } from '../../domain/offerRequest';
import type { OfferRequestInput } from '../../generated/model';
import type { FormMessages } from '../../ui/form/useValidationMessages';
import { localizedMessage } from '../ui/localizedMessage';

export interface OfferRequestProductLine {
  productId: number;
  name: string;
  /** NaN while the field is empty. */
  quantity: number;
}

export interface OfferRequestFormValues {
  message: string;
  contactEmail: string;
  contactPhone: string;
  products: OfferRequestProductLine[];
}

export interface OfferRequestMessages extends FormMessages {
  /** A quantity that is not a whole number above zero. */
  quantity: string;
}

export function emptyOfferRequest(contact: { email?: string | null; phone?: string | null }): OfferRequestFormValues {
  // The seeded "+48" alone is the form's prefix, not a number.
  const phone = contact.phone?.replace(/\s/g, '') === '+48' ? '' : (contact.phone ?? '');
  return { message: '', contactEmail: contact.email ?? '', contactPhone: phone, products: [] };
}

export function offerRequestSchema(messages: OfferRequestMessages) {
  return z
    .object({
      message: z.string(),
      contactEmail: z.string(),
      contactPhone: z.string(),
      // NaN while a quantity field is empty: the rule below names it.
      products: z.array(z.object({ productId: z.number(), name: z.string(), quantity: z.union([z.number(), z.nan()]) })),
    })
    .superRefine((values, context) => {
      for (const problem of offerRequestProblems(values)) {
        context.addIssue({ code: 'custom', path: [problem.field], message: localizedMessage(problem.message, messages), input: undefined });
      }
      values.products.forEach((line, index) => {
        if (!Number.isInteger(line.quantity) || line.quantity < 1) {
          context.addIssue({ code: 'custom', path: ['products', index, 'quantity'], message: messages.quantity, input: undefined });
        }
      });
    });
}

/** Adds a product to the request, or raises its quantity by one when it is there already. */
export function withProduct(lines: readonly OfferRequestProductLine[], product: { id: number; name: string }): OfferRequestProductLine[] {
  const found = lines.find((line) => line.productId === product.id);
  if (found) return lines.map((line) => (line === found ? { ...line, quantity: (Number.isFinite(line.quantity) ? line.quantity : 0) + 1 } : line));
  return [...lines, { productId: product.id, name: product.name, quantity: 1 }];
}

/** POST offers/requests' body: trimmed; empty contact fields and an empty product list left out. */
export function offerRequestInput(values: OfferRequestFormValues): OfferRequestInput {
  const email = values.contactEmail.trim();
  const phone = values.contactPhone.trim();
  return {
    message: values.message.trim(),
    ...(values.products.length ? { products: values.products.map(({ productId, quantity }) => ({ productId, quantity })) } : {}),
    ...(email ? { contactEmail: email } : {}),
    ...(phone ? { contactPhone: phone } : {}),
  };
}
