/**
 * Punch-out (OCI) sessions of the demo API. A procurement system sends the buyer to the shop with
 * credentials and a `HOOK_URL`; the token endpoint then starts a punch-out session: a short token
 * that carries the hook URL and the `~TARGET`, a cart of its own, and business variables with
 * `isPunchOutMode` so the shop sends the cart back instead of ordering it.
 */
import { isAllowedHookUrl } from '../../domain/oci';
import type { BusinessVariables, TokenResponse } from '../../generated/model';
import { issuePunchOutToken, newGuestId, type PunchOut, type Session } from '../http/auth';
import { DemoHttpError } from '../http/errors';

/** Punch-out sessions are short (2 h): the procurement system opens a new one for every requisition. */
export const PUNCH_OUT_LIFETIME_SECONDS = 2 * 3600;

export const HOOK_URL_FIELD = 'spinacz_punch_out_hook_url';

/**
 * The punch-out session a token request asks for, or null for an ordinary login. Only http(s)
 * hook URLs are accepted: the shop posts the cart there from the buyer's browser, and any other
 * scheme (`javascript:`, `data:`, `file:`) would run or open something instead.
 */
export function requestedPunchOut(body: { spinacz_punch_out_hook_url?: string; spinacz_punch_out_target?: string }): PunchOut | null {
  const hookUrl = body.spinacz_punch_out_hook_url?.trim();
  if (!hookUrl) return null;
  if (!isAllowedHookUrl(hookUrl)) {
    throw new DemoHttpError(400, 'VALIDATION', 'Adres powrotu koszyka (HOOK_URL) musi zaczynać się od http:// lub https://.', { field: HOOK_URL_FIELD });
  }
  const target = body.spinacz_punch_out_target?.trim() || null;
  return { hookUrl, target, sessionId: newGuestId() };
}

/** The punch-out part of the business variables (spec §3 isPunchOutMode) for a session. */
export function punchOutVariables(session: Session): Pick<BusinessVariables, 'isPunchOutMode' | 'punchOutHookUrl' | 'punchOutTarget'> {
  const punchOut = session.kind === 'user' ? session.punchOut : undefined;
  return { isPunchOutMode: Boolean(punchOut), punchOutHookUrl: punchOut?.hookUrl ?? null, punchOutTarget: punchOut?.target ?? null };
}

/**
 * The token response of a punch-out session: short-lived, and always this frontend (the old one
 * cannot send a cart back).
 */
export function punchOutTokenResponse(userId: number, punchOut: PunchOut): TokenResponse {
  return {
    token_type: 'Bearer',
    access_token: issuePunchOutToken(String(userId), punchOut, PUNCH_OUT_LIFETIME_SECONDS),
    expires_in: PUNCH_OUT_LIFETIME_SECONDS,
    spinacz_is_guest: false,
    spinacz_frontend_version: 2,
    spinacz_redirect_url: null,
  };
}
