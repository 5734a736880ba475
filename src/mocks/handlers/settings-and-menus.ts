import { formatPln, money, moneyInLocale } from '../../domain/money';
import type { BusinessVariables } from '../../generated/model';
import {
  getCategoriesQueryParams, getCategoriesTreeQueryParams, getNotificationsMenuQueryParams, getUserMenuQueryParams,
} from '../../generated/zod/settings-and-menus/settings-and-menus.zod';
import { DELIVERY_METHODS, DELIVERY_VAT, FREE_DELIVERY_FROM_NET } from '../db/reference';
import { requireSession } from '../http/auth';
import { json } from '../http/errors';
import { localeOf, requestLocale } from '../http/locale';
import { api, operation } from '../http/operation';
import { parseQuery } from '../http/validate';
import { sortCategories, toCategoryNode, toCategoryRef } from '../presenters/category';
import { viewContext } from '../presenters/context';
import { notificationsMenu, userMenu } from '../services/menus';
import { punchOutVariables } from '../services/punchOut';

const MAX_DEPTH = 5;

export const settingsAndMenusOperations = {
  getSettings: operation('getSettings', 'get', api('/settings'), ({ request }) => {
    const session = requireSession(request);
    const locale = requestLocale(request);
    const threshold = moneyInLocale(money(FREE_DELIVERY_FROM_NET, DELIVERY_VAT), locale);
    const fromNet = formatPln(FREE_DELIVERY_FROM_NET, locale);
    const body: BusinessVariables = {
      allPagesAnnouncement: locale === 'en'
        ? `Free delivery from ${fromNet} net. Orders placed by 16:00 ship the same day.`
        : `Darmowa dostawa od ${fromNet} netto. Zamówienia złożone do 16:00 wysyłamy tego samego dnia.`,
      freeShipping: { netFormatted: threshold.netFormatted, grossFormatted: threshold.grossFormatted, currencyPrefix: threshold.currencyPrefix, currencyPostfix: threshold.currencyPostfix },
      freeShippingDeliveryMethod: { label: DELIVERY_METHODS.courier },
      ...punchOutVariables(session),
    };
    return json(body);
  }),

  getCategoriesTree: operation('getCategoriesTree', 'get', api('/categories/tree'), ({ request }) => {
    const params = parseQuery(getCategoriesTreeQueryParams, request, ['level', 'nestingLevel']);
    const ctx = viewContext(requireSession(request));
    const level = params.level ?? 1;
    const roots = sortCategories(ctx, ctx.seed.categories.filter((c) => c.level === level), params.orderBy ?? 'popularity');
    const options = {
      depth: params.nestingLevel ?? MAX_DEPTH,
      orderBy: params.orderBy ?? 'popularity',
      recommendedBrands: params.includeRecommendedBrands === true,
      recommendedItem: params.includeRecommendedItem === true,
    } as const;
    return json({ categories: roots.map((category) => toCategoryNode(ctx, category, options)) });
  }),

  getCategories: operation('getCategories', 'get', api('/categories'), ({ request }) => {
    const params = parseQuery(getCategoriesQueryParams, request, ['nestingLevel']);
    const ctx = viewContext(requireSession(request));
    const maxLevel = 1 + (params.nestingLevel ?? MAX_DEPTH);
    const flat = ctx.seed.categories.filter((category) => category.level <= maxLevel).map(toCategoryRef);
    return json({ categories: flat });
  }),

  /** menuUser.json of spec §7: the account menu of the locale (`locale`, else Accept-Language), filtered by the client. */
  getUserMenu: operation('getUserMenu', 'get', api('/menus/user'), ({ request }) => {
    const { locale } = parseQuery(getUserMenuQueryParams, request);
    const session = requireSession(request);
    return json({ menuItems: userMenu(session, localeOf(request, locale)) });
  }),

  /** notifications.json of spec §7: one entry per kind of notification. */
  getNotificationsMenu: operation('getNotificationsMenu', 'get', api('/menus/notifications'), ({ request }) => {
    const { locale } = parseQuery(getNotificationsMenuQueryParams, request);
    requireSession(request);
    return json({ notifications: notificationsMenu(localeOf(request, locale)) });
  }),
};
