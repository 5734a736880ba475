import type { TokenResponse } from '../../generated/model';
import {
  getCurrentUserQueryParams,
  patchCurrentUserSettingBody,
  patchCurrentUserSettingParams,
  postTokenBody,
} from '../../generated/zod/session-and-user/session-and-user.zod';
import { GUEST_LOGIN } from '../db/seed/accounts';
import { allCompanies, allUsers } from '../db/store';
import { decodeToken, isDeactivated, issueToken, newGuestId, REMEMBER_ME_LIFETIME_SECONDS, requireSession, requireUser, TOKEN_LIFETIME_SECONDS } from '../http/auth';
import { badRequest, forbidden, json, MESSAGES } from '../http/errors';
import { deactivatedMessage } from '../services/companyUsers';
import { api, operation } from '../http/operation';
import { parseFormOrJsonBody, parseJsonBody, parseParams, parseQuery } from '../http/validate';
import { mergeCarts } from '../services/cart';
import { punchOutTokenResponse, requestedPunchOut, requireHookOfCompany } from '../services/punchOut';
import { changeSetting } from '../services/settings';
import { forgetActiveAccount } from '../services/accountSwitch';
import { oldFrontendLink } from '../services/oldFrontend';
import { currentUserResponse } from '../services/users';
import {
  confirmRegistrationParams, getPasswordReminderParams, registerUserBody, requestPasswordReminderBody, resendActivationLinkBody, resetPasswordBody, resetPasswordParams,
} from '../../generated/zod/session-and-user/session-and-user.zod';
import { requestLocale } from '../http/locale';
import { checkNewPassword, passwordReminderStatus, requestPasswordReminder, resetPassword } from '../services/passwordReminders';
import { checkRegistrationFields, confirmRegistration, inactiveAccountRefusal, registerUser, resendActivationLink } from '../services/registrations';
import { VALIDATION_MESSAGES } from '../../domain/validation';
import { mayCallOperation } from '../../domain/orderPolicy';
import { rememberVisitorAccount } from '../services/mailboxAccess';
import { PEER_HEADER, recordFailedLogin, recordSuccessfulLogin, requireLoginAllowed } from '../services/loginThrottle';

const tokenResponse = (accessToken: string, isGuest: boolean, lifetimeSeconds = TOKEN_LIFETIME_SECONDS): TokenResponse => ({
  token_type: 'Bearer',
  access_token: accessToken,
  expires_in: lifetimeSeconds,
  spinacz_is_guest: isGuest,
  spinacz_frontend_version: 2,
  spinacz_redirect_url: null,
});

export const sessionAndUserOperations = {
  postToken: operation('postToken', 'post', '*/oauth2/token', async ({ request }) => {
    const body = await parseFormOrJsonBody(postTokenBody, request);
    // OCI punch-out: a session of a user account only, with a cart of its own (services/punchOut.ts).
    const punchOut = requestedPunchOut(body);
    if (punchOut && body.username === GUEST_LOGIN) throw badRequest(MESSAGES.invalidCredentials, 'INVALID-CREDENTIALS');
    if (body.username === GUEST_LOGIN && body.password === GUEST_LOGIN) {
      return json(tokenResponse(issueToken('guest', newGuestId()), true));
    }
    const login = body.username.trim().toLowerCase();
    // Too many failed logins of the account or from the address: 429 before the password is looked at.
    const address = request.headers.get(PEER_HEADER);
    requireLoginAllowed(login, address, requestLocale(request));
    // A login of several accounts (akceptant@firma.demo) logs into the first one not deactivated.
    const withPassword = allUsers().filter((candidate) => candidate.login === login && candidate.password !== '');
    const user = withPassword.find((candidate) => !isDeactivated(candidate.id));
    if (!user && withPassword.some((candidate) => candidate.password === body.password)) {
      // Told only to whoever knows the password: the account exists and an administrator turned it off.
      throw badRequest(deactivatedMessage(requestLocale(request)), 'ACCOUNT-DEACTIVATED');
    }
    if (!user || user.password !== body.password) {
      // A registration not yet activated is said so (its link can be sent again), only to whoever knows its password.
      const inactive = inactiveAccountRefusal(login, body.password, requestLocale(request));
      if (inactive) throw inactive;
      recordFailedLogin(login, address);
      throw badRequest(MESSAGES.invalidCredentials, 'INVALID-CREDENTIALS');
    }
    recordSuccessfulLogin(login);
    rememberVisitorAccount(request, user.login);
    forgetActiveAccount(user.login); // a new login starts in the account it logged in with (services/accountSwitch.ts)
    if (punchOut) {
      requireHookOfCompany(punchOut, allCompanies().find((company) => company.id === user.companyId), request);
      return json(punchOutTokenResponse(user.id, punchOut));
    }
    const guest = body.spinacz_guest_token ? decodeToken(body.spinacz_guest_token) : null;
    // The guest's cart moves over only to a role that may fill a cart (not the data-only role: it could neither order nor clear it).
    if (guest?.kind === 'guest' && mayCallOperation(user.roleName, 'addItemsToCurrentCart', 'POST')) mergeCarts(`g:${guest.sub}`, `u:${user.id}`);
    // "Zapamiętaj mnie": the login lasts 30 days instead of a day (the auth cookie follows expires_in).
    const lifetime = body.spinacz_remember_me === '1' ? REMEMBER_ME_LIFETIME_SECONDS : TOKEN_LIFETIME_SECONDS;
    return json(tokenResponse(issueToken('user', String(user.id), lifetime), false, lifetime));
  }),

  getCurrentUser: operation('getCurrentUser', 'get', api('/users/current'), ({ request }) => {
    const params = parseQuery(getCurrentUserQueryParams, request);
    return json(currentUserResponse(requireSession(request), params));
  }),

  patchCurrentUserSetting: operation('patchCurrentUserSetting', 'patch', api('/users/current/settings/:settingId'), async ({ request, params }) => {
    const { settingId } = parseParams(patchCurrentUserSettingParams, params);
    const session = requireSession(request);
    const body = await parseJsonBody(patchCurrentUserSettingBody, request);
    if (session.kind === 'guest') throw forbidden('Ustawienia konta są dostępne po zalogowaniu.');
    return json(changeSetting(session.user, settingId, body!.newValue));
  }),

  getOldFrontendLink: operation('getOldFrontendLink', 'get', api('/users/old-frontend-link'), ({ request }) => json(oldFrontendLink(requireUser(request), request))),
};

/** The raw JSON body (null when it is not JSON), read without consuming the request. */
async function rawJson(request: Request): Promise<unknown> {
  try {
    return await request.clone().json();
  } catch {
    return null;
  }
}

/** Registration and the password reminder (public: a guest token is enough). */
export const registrationAndPasswordOperations = {
  registerUser: operation('registerUser', 'post', api('/users/registration'), async ({ request }) => {
    requireSession(request);
    // The §5 rules first, with their own messages and fields; then the contract's schema.
    checkRegistrationFields(await rawJson(request));
    const body = (await parseJsonBody(registerUserBody, request, { messages: { email: VALIDATION_MESSAGES.email } }))!;
    // checkRegistrationFields has refused anything but true; the contract's type says so.
    const registered = registerUser({ ...body, termsOfUseAgreement: true }, requestLocale(request));
    rememberVisitorAccount(request, body.email);
    return json(registered, 201);
  }),

  resendActivationLink: operation('resendActivationLink', 'post', api('/users/registration/activation-link'), async ({ request }) => {
    requireSession(request);
    const body = (await parseJsonBody(resendActivationLinkBody, request, { messages: { email: VALIDATION_MESSAGES.email } }))!;
    return json(resendActivationLink(body.email, requestLocale(request)));
  }),

  confirmRegistration: operation('confirmRegistration', 'get', api('/users/registration/:id'), ({ request, params }) => {
    const { id } = parseParams(confirmRegistrationParams, params);
    requireSession(request);
    return json(confirmRegistration(id, requestLocale(request)));
  }),

  requestPasswordReminder: operation('requestPasswordReminder', 'post', api('/users/password-reminder'), async ({ request }) => {
    requireSession(request);
    const body = (await parseJsonBody(requestPasswordReminderBody, request, { messages: { email: VALIDATION_MESSAGES.email } }))!;
    return json(requestPasswordReminder(body.email, requestLocale(request)));
  }),

  getPasswordReminder: operation('getPasswordReminder', 'get', api('/users/password-reminder/:id'), ({ request, params }) => {
    const { id } = parseParams(getPasswordReminderParams, params);
    requireSession(request);
    return json(passwordReminderStatus(id, requestLocale(request)));
  }),

  resetPassword: operation('resetPassword', 'post', api('/users/password-reminder/:id'), async ({ request, params }) => {
    const { id } = parseParams(resetPasswordParams, params);
    requireSession(request);
    const locale = requestLocale(request);
    // A link that no longer works is said first: there is no point in fixing the password for it.
    passwordReminderStatus(id, locale);
    checkNewPassword(await rawJson(request));
    const { password } = (await parseJsonBody(resetPasswordBody, request))!;
    return json(resetPassword(id, password, locale));
  }),
};
