/**
 * Punch-out (OCI) sessions of the demo API. A procurement system sends the buyer to the shop with
 * credentials and a `HOOK_URL`; the token endpoint then starts a punch-out session: a short token
 * that carries the hook URL and the `~TARGET`, a cart of its own, and business variables with
 * `isPunchOutMode` so the shop sends the cart back instead of ordering it.
 */
import { hookUrlOfAllowedOrigin, isAllowedHookUrl } from '../../domain/oci';
import type { SeedCompany } from '../db/types';
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

/** The header server.ts sets to the shop's public origin (a client's own value is replaced). */
export const PUBLIC_ORIGIN_HEADER = 'x-spinacz-public-origin';

/** Procurement origins every company may use (the Node server's `PROCUREMENT_ORIGINS`). */
let configuredOrigins: ReadonlySet<string> = new Set();

export function setProcurementOrigins(origins: ReadonlySet<string>): void {
  configuredOrigins = origins;
}

export const HOOK_ORIGIN_MESSAGE = 'Adres powrotu koszyka (HOOK_URL) nie należy do systemu zakupowego skonfigurowanego dla tej firmy.';

/**
 * A punch-out cart goes back only to a procurement system of the buyer's company: the shop's own
 * origin (the demo procurement system), the company's own systems, or `PROCUREMENT_ORIGINS` —
 * never to any address a link names, where the cart (and the buyer's session in its form) would
 * leave for a stranger's server. Checked once the user is known, so a guesser learns nothing.
 */
export function requireHookOfCompany(punchOut: PunchOut, company: SeedCompany | undefined, request: Request): void {
  const own = request.headers.get(PUBLIC_ORIGIN_HEADER) ?? new URL(request.url).origin;
  const allowed = [own, ...(company?.procurementOrigins ?? []), ...configuredOrigins];
  if (!hookUrlOfAllowedOrigin(punchOut.hookUrl, allowed)) throw new DemoHttpError(400, 'HOOK-URL-NOT-ALLOWED', HOOK_ORIGIN_MESSAGE, { field: HOOK_URL_FIELD });
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
