import { isApiError } from '../../api/ApiError';

/** What a refused activation link means for the person: which title, and where to go next. */
export type ActivationOutcome = 'already' | 'expired' | 'unknown' | 'emailTaken' | 'failed';

/**
 * A failed confirmRegistration as an outcome: a used link → log in; an unknown or expired one →
 * register again; anything else (network, 5xx) → try again.
 */
export function activationOutcome(error: unknown): ActivationOutcome {
  if (!isApiError(error) || error.code === 'NETWORK') return 'failed';
  if (error.status === 404) return 'unknown';
  if (error.status === 409) {
    if (error.code === 'ALREADY-ACTIVATED') return 'already';
    if (error.code === 'EMAIL-TAKEN') return 'emailTaken';
    // LINK-EXPIRED, and any other refusal of a link that once was real.
    return 'expired';
  }
  return 'failed';
}
