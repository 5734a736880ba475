import { describe, expect, it } from 'vitest';
import { getCategories, getCategoriesTree, getNotificationsMenu, getSettings, getUserMenu } from '../../src/generated/api/settings-and-menus/settings-and-menus';
import { getCategoriesTreeResponse, getSettingsResponse } from '../../src/generated/zod/settings-and-menus/settings-and-menus.zod';
import { issueToken } from '../../src/mocks';
import { issuePunchOutToken } from '../../src/mocks/http/auth';
import { asBearer, failure, logIn, setupDemoApi } from '../setup/demoApi';

setupDemoApi();

describe('GET settings', () => {
  it('gives the free-delivery threshold in net and gross', async () => {
    const settings = getSettingsResponse.parse(await getSettings(asBearer(await logIn('guest'))));
    expect(settings.freeShipping).toEqual({ netFormatted: '250,00', grossFormatted: '307,50', currencyPrefix: '', currencyPostfix: 'zł' });
    expect(settings.isPunchOutMode).toBe(false);
  });

  it('is in punch-out mode, with the hook URL and target, only in a punch-out session', async () => {
    expect(getSettingsResponse.parse(await getSettings(asBearer(await logIn('kupiec@firma.demo'))))).toMatchObject({ isPunchOutMode: false, punchOutHookUrl: null, punchOutTarget: null });
    const punchOut = issuePunchOutToken('2', { hookUrl: 'https://srm.meblomax.demo/oci', target: null, sessionId: 's1' }, 60);
    expect(getSettingsResponse.parse(await getSettings(asBearer(punchOut)))).toMatchObject({ isPunchOutMode: true, punchOutHookUrl: 'https://srm.meblomax.demo/oci', punchOutTarget: null });
  });
});

describe('GET categories/tree', () => {
  it('starts at the 7 departments and nests children to the requested depth', async () => {
    const token = await logIn('guest');
    const tree = getCategoriesTreeResponse.parse(await getCategoriesTree({ level: 1, nestingLevel: 1, orderBy: 'name' }, asBearer(token)));
    expect(tree.categories.map((c) => c.name)).toEqual([
      'Artykuły biurowe', 'Artykuły spożywcze', 'BHP i pierwsza pomoc', 'Elektronika', 'Papier', 'Środki czystości', 'Tonery i tusze',
    ]);
    expect(tree.categories[0].slug).toBe('artykuly-biurowe');
    expect(tree.categories[0].children.length).toBeGreaterThan(0);
    expect(tree.categories[0].children.every((child) => child.children.length === 0)).toBe(true);
    const deep = await getCategoriesTree({ nestingLevel: 2, includeRecommendedBrands: true, includeRecommendedItem: true }, asBearer(token));
    expect(deep.categories[0].children[0].children.length).toBeGreaterThan(0);
    expect(deep.categories[0].recommendedBrands?.length).toBeGreaterThan(0);
    expect(deep.categories[0].recommendedItem?.name).toBeTruthy();
  });

  it('disables adult-only categories for the company that may not order them', async () => {
    const main = await getCategoriesTree({ level: 3, nestingLevel: 0 }, asBearer(await logIn('akceptant@firma.demo')));
    expect(main.categories.find((c) => c.slug === 'wina')?.isUserAllowedToOrderItems).toBe(true);
    const logistics = await getCategoriesTree({ level: 3, nestingLevel: 0 }, asBearer(issueToken('user', '4')));
    expect(logistics.categories.find((c) => c.slug === 'wina')?.isUserAllowedToOrderItems).toBe(false);
    expect(logistics.categories.find((c) => c.slug === 'kawa-ziarnista')?.isUserAllowedToOrderItems).toBe(true);
  });

  it('rejects a nesting level above 5 in Polish', async () => {
    const error = await failure(getCategoriesTree({ nestingLevel: 9 }, asBearer(await logIn('guest'))));
    expect(error).toMatchObject({ status: 400, code: 'VALIDATION', message: 'Pole „nestingLevel” może mieć wartość najwyżej 5.' });
  });
});

describe('GET categories', () => {
  it('lists only top categories with nestingLevel 0 and all with 5', async () => {
    const token = await logIn('guest');
    expect((await getCategories({ nestingLevel: 0 }, asBearer(token))).categories).toHaveLength(7);
    expect((await getCategories({ nestingLevel: 5 }, asBearer(token))).categories.length).toBeGreaterThan(60);
  });
});

describe('GET menus/user', () => {
  it('is the account menu of spec §6 with the permission gating each entry', async () => {
    const { menuItems } = await getUserMenu(undefined, asBearer(await logIn('kupiec@firma.demo')));
    expect(menuItems.map((item) => [item.name, item.permission])).toEqual([
      ['Pulpit', 'dashboard'], ['Zamówienia', 'orders'], ['Zamówienia oczekujące', 'ordersForAcceptance'], ['Faktury', 'invoices'],
      ['Reklamacje i zwroty', 'complaints'], ['Raporty', 'reports'], ['Listy zakupowe', 'shoppingLists'], ['Często kupowane', 'orders'], ['Oferty', 'offers'],
      ['Moja oferta', 'offers'], ['Minikatalogi', 'catalogSubsets'], ['Powiadomienia', 'notifications'], ['Adresy dostawy', 'settings'],
      ['Centra kosztowe', 'costCenters'], ['Użytkownicy', 'companyUsers'], ['Reguły akceptacji', 'companyUsers'], ['Dziennik zdarzeń', 'companyUsers'], ['Ustawienia', 'settings'],
    ]);
    expect(menuItems[1]).toEqual({ slug: 'zamowienia', name: 'Zamówienia', href: null, to: 'dashboard-orders', count: null, altSlug: 'orders', permission: 'orders', children: [] });
    expect(menuItems.every((item) => item.count === null)).toBe(true);
  });

  it('comes in English by the locale parameter or Accept-Language', async () => {
    const token = await logIn('guest');
    const en = await getUserMenu({ locale: 'en' }, asBearer(token));
    expect(en.menuItems.map((item) => item.name).slice(0, 3)).toEqual(['Dashboard', 'Orders', 'Orders awaiting acceptance']);
    expect(en.menuItems[0]).toMatchObject({ slug: 'dashboard', altSlug: 'pulpit' });
    const byHeader = await getUserMenu(undefined, { headers: { Authorization: `Bearer ${token}`, 'Accept-Language': 'en' } });
    expect(byHeader).toEqual(en);
    expect(await failure(getUserMenu({ locale: 'de' as 'en' }, asBearer(token)))).toMatchObject({ status: 400, message: 'Pole „locale” ma niedozwoloną wartość. Dozwolone: pl, en.' });
  });

  it('counts the orders awaiting an approver', async () => {
    const { menuItems } = await getUserMenu({ locale: 'pl' }, asBearer(await logIn('akceptant@firma.demo')));
    expect(menuItems.find((item) => item.permission === 'ordersForAcceptance')?.count).toBeGreaterThanOrEqual(5);
  });
});

describe('GET menus/notifications', () => {
  it('lists the kinds of notifications, each linking the notifications page', async () => {
    const token = await logIn('guest');
    const { notifications } = await getNotificationsMenu({ locale: 'pl' }, asBearer(token));
    expect(notifications[0]).toMatchObject({ slug: 'wszystkie', name: 'Wszystkie powiadomienia', to: 'dashboard-notifications', permission: 'notifications' });
    expect(notifications.find((item) => item.slug === 'faktury')?.permission).toBe('invoices');
    expect((await getNotificationsMenu({ locale: 'en' }, asBearer(token))).notifications[0].name).toBe('All notifications');
    expect(await failure(getNotificationsMenu())).toMatchObject({ status: 401 });
  });
});
