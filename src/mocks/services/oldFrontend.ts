/**
 * The previous version of the shop (spec §4 "Old-frontend banner", §7 users/old-frontend-link):
 * a user whose access settings carry `switchFrontendVersionUntilDate` may still open it until then.
 * A real API answers the old shop's address; the demo has no old shop, so it answers a demo page on
 * the shop's own origin that says what the link stands for (/demo/poprzednia-wersja, a route that
 * exists only while the in-browser demo API runs).
 */
import type { OldFrontendLinkResponse } from '../../generated/model';
import type { Session } from '../http/auth';
import { forbidden } from '../http/errors';
import { aclOf } from './users';

export const OLD_FRONTEND_DEMO_PATH = '/demo/poprzednia-wersja';

export function oldFrontendLink(session: Extract<Session, { kind: 'user' }>, request: Request): OldFrontendLinkResponse {
  if (!aclOf(session.user, session.company).switchFrontendVersionUntilDate) throw forbidden('Poprzednia wersja sklepu nie jest dostępna dla Twojego konta.');
  return { link: new URL(OLD_FRONTEND_DEMO_PATH, new URL(request.url).origin).href };
}
