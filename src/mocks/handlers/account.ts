/** Account: cost centres, the approvers' count, the delivery-address book, notifications and company users. */
import type { CostCenterListResponse, CountResponse, DeliveryAddressChangeResponse, DeliveryAddressListResponse, DeliveryAddressResponse, UnreadCountResponse } from '../../generated/model';
import {
  createDeliveryAddressBody, deleteDeliveryAddressParams, setDefaultDeliveryAddressParams, getNotificationsQueryParams, markNotificationReadParams, updateDeliveryAddressBody, updateDeliveryAddressParams,
} from '../../generated/zod/account/account.zod';
import { requireUser } from '../http/auth';
import { json } from '../http/errors';
import { api, operation } from '../http/operation';
import { parseJsonBody, parseParams, parseQuery } from '../http/validate';
import { checkAddress } from '../services/checkoutValidation';
import { costCentersOf, countOrdersForAcceptance } from '../services/costCenters';
import { listNotifications, markAllRead, markRead } from '../services/notifications';
import {
  addressBook, createDeliveryAddress, deleteDeliveryAddress, requireAddressPermission, setDefaultDeliveryAddress, toDeliveryAddress, updateDeliveryAddress, type BookChange,
} from '../services/deliveryAddresses';
import { accountSwitcher, switchAccount, switchInfo } from '../services/accountSwitch';
import { changeCurrentCompany, checkCompanyChange, currentCompany, requireCompanyAdmin } from '../services/company';
import { getAccountSwitchInfoParams, switchAccountBody, switchAccountParams, updateCurrentCompanyBody } from '../../generated/zod/account/account.zod';
import {
  createCompanyUserBody, deactivateCompanyUserParams, getCompanyUsersQueryParams, reactivateCompanyUserParams, resendCompanyUserInvitationParams,
  updateCompanyUserBody, updateCompanyUserParams,
} from '../../generated/zod/account/account.zod';
import { requestLocale } from '../http/locale';
import {
  checkCompanyUserFields, createCompanyUser, deactivateCompanyUser, listCompanyUsers, reactivateCompanyUser, requireCompanyUserAdmin, resendCompanyUserInvitation,
  updateCompanyUser,
} from '../services/companyUsers';
import { rememberVisitorAccount } from '../services/mailboxAccess';

const ADDRESSES = api('/users/current/delivery-addresses');

/** A deletion's or a new default's answer: the book as it is now and the message. */
const bookAnswer = ({ book, message }: BookChange): DeliveryAddressChangeResponse => ({ deliveryAddresses: book.map(toDeliveryAddress), message });

/** The §5 zip and phone rules (with the field) before the contract's schema, as at checkout. */
async function checkRawAddress(request: Request): Promise<void> {
  const raw: unknown = await request.clone().json().catch(() => null); // parseJsonBody reports a malformed body
  if (raw && typeof raw === 'object') checkAddress(raw, '');
}

export const accountOperations = {
  // The company context: the account switcher (services/accountSwitch.ts) and the company's data (services/company.ts).
  getAccountSwitcher: operation('getAccountSwitcher', 'get', api('/account-switcher'), ({ request }) => json(accountSwitcher(requireUser(request)))),

  getAccountSwitchInfo: operation('getAccountSwitchInfo', 'get', api('/account-switcher/:userId'), ({ request, params }) => {
    const { userId } = parseParams(getAccountSwitchInfoParams, params);
    return json(switchInfo(requireUser(request), userId, requestLocale(request)));
  }),

  switchAccount: operation('switchAccount', 'post', api('/account-switcher/:userId'), async ({ request, params }) => {
    const { userId } = parseParams(switchAccountParams, params);
    const session = requireUser(request);
    const body = (await parseJsonBody(switchAccountBody, request))!;
    return json(switchAccount(session, userId, body.userDecisionWhatToDoWithShoppingCarts, requestLocale(request)));
  }),

  getCurrentCompany: operation('getCurrentCompany', 'get', api('/companies/current'), ({ request }) => json(currentCompany(requireUser(request)))),

  updateCurrentCompany: operation('updateCurrentCompany', 'patch', api('/companies/current'), async ({ request }) => {
    const session = requireUser(request);
    requireCompanyAdmin(session);
    const raw: unknown = await request.clone().json().catch(() => null); // parseJsonBody reports a malformed body
    checkCompanyChange(raw);
    const input = (await parseJsonBody(updateCurrentCompanyBody, request))!;
    return json(changeCurrentCompany(session, input));
  }),

  getCountOrderForAcceptance: operation('getCountOrderForAcceptance', 'get', api('/sales-orders/count-order-for-acceptance'), ({ request }) => {
    const { user, company } = requireUser(request);
    const body: CountResponse = { count: countOrdersForAcceptance(user, company) };
    return json(body);
  }),

  getCostCenters: operation('getCostCenters', 'get', api('/cost-centers'), ({ request }) => {
    const { user, company } = requireUser(request);
    const body: CostCenterListResponse = { costCenters: costCentersOf(user, company) };
    return json(body);
  }),

  getDeliveryAddresses: operation('getDeliveryAddresses', 'get', ADDRESSES, ({ request }) => {
    const { user } = requireUser(request);
    const body: DeliveryAddressListResponse = { deliveryAddresses: addressBook(user.id).map(toDeliveryAddress) };
    return json(body);
  }),

  createDeliveryAddress: operation('createDeliveryAddress', 'post', ADDRESSES, async ({ request }) => {
    const session = requireUser(request);
    requireAddressPermission(session);
    await checkRawAddress(request);
    const input = (await parseJsonBody(createDeliveryAddressBody, request))!;
    const body: DeliveryAddressResponse = { deliveryAddress: toDeliveryAddress(createDeliveryAddress(session, input)), message: 'Adres dostawy został dodany.' };
    return json(body, 201);
  }),

  updateDeliveryAddress: operation('updateDeliveryAddress', 'put', `${ADDRESSES}/:id`, async ({ request, params }) => {
    const { id } = parseParams(updateDeliveryAddressParams, params);
    const session = requireUser(request);
    requireAddressPermission(session);
    await checkRawAddress(request);
    const input = (await parseJsonBody(updateDeliveryAddressBody, request))!;
    const body: DeliveryAddressResponse = { deliveryAddress: toDeliveryAddress(updateDeliveryAddress(session, id, input)), message: 'Adres dostawy został zmieniony.' };
    return json(body);
  }),

  deleteDeliveryAddress: operation('deleteDeliveryAddress', 'delete', `${ADDRESSES}/:id`, ({ request, params }) => {
    const { id } = parseParams(deleteDeliveryAddressParams, params);
    return json(bookAnswer(deleteDeliveryAddress(requireUser(request), id)));
  }),

  setDefaultDeliveryAddress: operation('setDefaultDeliveryAddress', 'put', `${ADDRESSES}/:id/default`, ({ request, params }) => {
    const { id } = parseParams(setDefaultDeliveryAddressParams, params);
    return json(bookAnswer(setDefaultDeliveryAddress(requireUser(request), id)));
  }),

  getNotifications: operation('getNotifications', 'get', api('/notifications'), ({ request }) => {
    const query = parseQuery(getNotificationsQueryParams, request, ['limit', 'offset']);
    const { user } = requireUser(request);
    return json(listNotifications(user.id, query));
  }),

  markNotificationRead: operation('markNotificationRead', 'post', api('/notifications/:id/read'), ({ request, params }) => {
    const { id } = parseParams(markNotificationReadParams, params);
    const { user } = requireUser(request);
    return json(markRead(user.id, id));
  }),

  markAllNotificationsRead: operation('markAllNotificationsRead', 'post', api('/notifications/read-all'), ({ request }) => {
    const { user } = requireUser(request);
    const body: UnreadCountResponse = { countUnread: markAllRead(user.id) };
    return json(body);
  }),

  // Company users (services/companyUsers.ts): administrators list them and add one.
  getCompanyUsers: operation('getCompanyUsers', 'get', api('/companies/current/users'), ({ request }) => {
    const session = requireUser(request);
    const locale = requestLocale(request);
    requireCompanyUserAdmin(session, locale);
    return json(listCompanyUsers(session, parseQuery(getCompanyUsersQueryParams, request, ['limit', 'offset']), locale));
  }),

  createCompanyUser: operation('createCompanyUser', 'post', api('/companies/current/users'), async ({ request }) => {
    const session = requireUser(request);
    const locale = requestLocale(request);
    requireCompanyUserAdmin(session, locale);
    // The §5 field rules first, on the body as sent, so a missing or bad field gets the shop's own message.
    checkCompanyUserFields(await request.clone().json().catch(() => null));
    const input = (await parseJsonBody(createCompanyUserBody, request, { integers: ['roleId', 'costCenterIds'] }))!;
    const created = createCompanyUser(session, input, locale);
    // The administrator's browser made the account: on a shared demo server it may read the account's set-password e-mail.
    rememberVisitorAccount(request, input.email);
    return json(created, 201);
  }),

  // Administering a user (services/companyUsers.ts, rules in src/domain/companyUserAdmin.ts): the company's administrator only.
  updateCompanyUser: operation('updateCompanyUser', 'patch', api('/companies/current/users/:id'), async ({ request, params }) => {
    const { id } = parseParams(updateCompanyUserParams, params);
    const session = requireUser(request);
    const locale = requestLocale(request);
    requireCompanyUserAdmin(session, locale);
    const input = (await parseJsonBody(updateCompanyUserBody, request, { integers: ['roleId', 'costCenterIds'] }))!;
    return json(updateCompanyUser(session, id, input, locale));
  }),

  deactivateCompanyUser: operation('deactivateCompanyUser', 'post', api('/companies/current/users/:id/deactivation'), ({ request, params }) => {
    const { id } = parseParams(deactivateCompanyUserParams, params);
    return json(deactivateCompanyUser(requireUser(request), id, requestLocale(request)));
  }),

  reactivateCompanyUser: operation('reactivateCompanyUser', 'post', api('/companies/current/users/:id/reactivation'), ({ request, params }) => {
    const { id } = parseParams(reactivateCompanyUserParams, params);
    return json(reactivateCompanyUser(requireUser(request), id, requestLocale(request)));
  }),

  resendCompanyUserInvitation: operation('resendCompanyUserInvitation', 'post', api('/companies/current/users/:id/invitation'), ({ request, params }) => {
    const { id } = parseParams(resendCompanyUserInvitationParams, params);
    const session = requireUser(request);
    const answer = resendCompanyUserInvitation(session, id, requestLocale(request));
    rememberVisitorAccount(request, answer.user.email);
    return json(answer);
  }),
};
