/** Account: cost centres, the approvers' count, the delivery-address book and notifications. */
import type { CostCenterListResponse, CountResponse, DeliveryAddressListResponse, DeliveryAddressResponse, UnreadCountResponse } from '../../generated/model';
import {
  createDeliveryAddressBody, getNotificationsQueryParams, markNotificationReadParams, updateDeliveryAddressBody, updateDeliveryAddressParams,
} from '../../generated/zod/account/account.zod';
import { requireUser } from '../http/auth';
import { json } from '../http/errors';
import { api, operation } from '../http/operation';
import { parseJsonBody, parseParams, parseQuery } from '../http/validate';
import { checkAddress } from '../services/checkoutValidation';
import { costCentersOf, countOrdersForAcceptance } from '../services/costCenters';
import { listNotifications, markAllRead, markRead } from '../services/notifications';
import { addressBook, createDeliveryAddress, requireAddressPermission, toDeliveryAddress, updateDeliveryAddress } from '../services/deliveryAddresses';

const ADDRESSES = api('/users/current/delivery-addresses');

/** The §5 zip and phone rules (with the field) before the contract's schema, as at checkout. */
async function checkRawAddress(request: Request): Promise<void> {
  const raw: unknown = await request.clone().json().catch(() => null); // parseJsonBody reports a malformed body
  if (raw && typeof raw === 'object') checkAddress(raw, '');
}

export const accountOperations = {
  getCountOrderForAcceptance: operation('getCountOrderForAcceptance', 'get', api('/sales-orders/count-order-for-acceptance'), ({ request }) => {
    const { user, company } = requireUser(request);
    const body: CountResponse = { count: countOrdersForAcceptance(user, company) };
    return json(body);
  }),

  getCostCenters: operation('getCostCenters', 'get', api('/cost-centers'), ({ request }) => {
    const { company } = requireUser(request);
    const body: CostCenterListResponse = { costCenters: costCentersOf(company) };
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
};
