import { z } from 'zod';

/** The contract's limit of a rejection reason (SalesOrderRejection.reason, 1–500 characters). */
export const REJECTION_REASON_MAX = 500;

/** The reject form: a reason is required (spec §5 "To pole jest wymagane."), at most 500 characters. */
export const rejectionSchema = (messages: { required: string; maxLength: string }) =>
  z.object({
    reason: z.string().trim().min(1, messages.required).max(REJECTION_REASON_MAX, messages.maxLength),
  });

export type RejectionValues = z.infer<ReturnType<typeof rejectionSchema>>;
