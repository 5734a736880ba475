import type { TokenResponse } from '../../generated/model';
import {
  getCurrentUserQueryParams,
  patchCurrentUserSettingBody,
  patchCurrentUserSettingParams,
  postTokenBody,
} from '../../generated/zod/session-and-user/session-and-user.zod';
import { GUEST_LOGIN } from '../db/seed/accounts';
import { allUsers } from '../db/store';
import { decodeToken, issueToken, newGuestId, requireSession, TOKEN_LIFETIME_SECONDS } from '../http/auth';
import { badRequest, forbidden, json, MESSAGES } from '../http/errors';
import { api, operation } from '../http/operation';
import { parseFormOrJsonBody, parseJsonBody, parseParams, parseQuery } from '../http/validate';
import { mergeCarts } from '../services/cart';
import { changeSetting } from '../services/settings';
import { currentUserResponse } from '../services/users';

const tokenResponse = (accessToken: string, isGuest: boolean): TokenResponse => ({
  token_type: 'Bearer',
  access_token: accessToken,
  expires_in: TOKEN_LIFETIME_SECONDS,
  spinacz_is_guest: isGuest,
  spinacz_frontend_version: 2,
  spinacz_redirect_url: null,
});

export const sessionAndUserOperations = {
  postToken: operation('postToken', 'post', '*/oauth2/token', async ({ request }) => {
    const body = await parseFormOrJsonBody(postTokenBody, request);
    if (body.username === GUEST_LOGIN && body.password === GUEST_LOGIN) {
      return json(tokenResponse(issueToken('guest', newGuestId()), true));
    }
    const login = body.username.trim().toLowerCase();
    const user = allUsers().find((candidate) => candidate.login === login && candidate.password !== '');
    if (!user || user.password !== body.password) throw badRequest(MESSAGES.invalidCredentials, 'INVALID-CREDENTIALS');
    const guest = body.spinacz_guest_token ? decodeToken(body.spinacz_guest_token) : null;
    if (guest?.kind === 'guest') mergeCarts(`g:${guest.sub}`, `u:${user.id}`);
    return json(tokenResponse(issueToken('user', String(user.id)), false));
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
};
