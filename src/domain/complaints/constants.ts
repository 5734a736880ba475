/**
 * The complaint and return wizard's constants in one place (spec §3, §5, §9), shared by the wizard's
 * screens and the demo API's checks, so a file the screen accepts is never refused by the server.
 */
import type { ComplaintType } from '../../generated/model';
import { ComplaintStatusChangeStatus } from '../../generated/model/complaintStatusChangeStatus';

/** Spec §3: R-nt is a complaint (reklamacja), RZ a return (zwrot). */
export const COMPLAINT = 'R-nt' satisfies ComplaintType;
export const RETURN = 'RZ' satisfies ComplaintType;
export const COMPLAINT_TYPES: readonly ComplaintType[] = [COMPLAINT, RETURN];

/**
 * Attachments of one complained item (photos of the damage, a damage report, a scan of the delivery
 * note). 10 MB is what the contract promises (`ComplaintAttachmentInput.data`: "below 10 MB before
 * encoding") and what a phone photo needs (a 12 MP JPEG is 3–6 MB, HEIC less). The extensions are
 * the photo formats phones and cameras produce plus PDF for documents; HEIC is what iPhones save,
 * so a customer never has to convert a photo first. Lower case, without the dot, in the order the
 * message lists them.
 */
export const COMPLAINT_FILE_RULES = {
  /** The size must be strictly below this many MB (1 MB = 1024 × 1024 bytes). */
  maxSizeMb: 10,
  extensions: ['jpg', 'jpeg', 'png', 'heic', 'webp', 'pdf'],
  /** At most this many files per item (the contract's maxItems). */
  maxFilesPerItem: 10,
} as const;

export const BYTES_PER_MB = 1024 * 1024;

/**
 * A consumer's statutory right of withdrawal: 14 days from taking possession of the goods, no reason
 * needed (ustawa o prawach konsumenta, art. 27). Returns of a private customer follow it.
 */
export const CONSUMER_WITHDRAWAL_DAYS = 14;

/**
 * Companies have no statutory right of withdrawal; the shop takes unused goods back from its business
 * customers within 30 days of delivery (its own terms). Complaints (R-nt) have no such window here:
 * a defect may be reported as long as the warranty lasts, which every seeded delivery is within.
 */
export const BUSINESS_RETURN_DAYS = 30;

/** Complaint lists show 24 rows a page (spec §9); autocompletes default to 50 hits. */
export const COMPLAINTS_PAGE_SIZE = 24;
export const COMPLAINT_AUTOCOMPLETE_LIMIT = 50;

/**
 * Business statuses of a complaint or return (spec §4 leaves them out). One flow for both: registered
 * → awaiting the goods (the courier collects them) → in review → accepted or rejected → completed
 * (refund, correction invoice or replacement sent). Rejected is final.
 */
export type ComplaintStatusId = ComplaintStatusChangeStatus;
export const COMPLAINT_STATUSES: readonly ComplaintStatusId[] = Object.values(ComplaintStatusChangeStatus);

/** The statuses after which nothing changes any more. */
export const FINAL_COMPLAINT_STATUSES: readonly ComplaintStatusId[] = ['rejected', 'completed'];
