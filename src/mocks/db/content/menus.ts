/**
 * The static per-locale menus of spec §6 (menuUser.json, notifications.json in the original):
 * the client filters entries by `permission`. `to` is a named route of src/routing/routes.ts,
 * `altSlug` the entry's slug in the other language.
 *
 * Permission keys: `dashboard`, `orders`, `complaints`, `shoppingLists`, `notifications`, `settings`
 * (every logged-in user), `ordersForAcceptance`, `invoices`, `reports` (the acl flags of the same
 * name), `offers` (company.hasOffer), `catalogSubsets` (derived from acl.catalogSubsetType),
 * `companyUsers` (administrators of a company customer).
 */
import type { DemoLocale } from '../../http/locale';

export interface MenuSource {
  /** Polish and English slug. */
  slug: Record<DemoLocale, string>;
  name: Record<DemoLocale, string>;
  to: string;
  permission: string;
}

export const USER_MENU: MenuSource[] = [
  { slug: { pl: 'pulpit', en: 'dashboard' }, name: { pl: 'Pulpit', en: 'Dashboard' }, to: 'dashboard', permission: 'dashboard' },
  { slug: { pl: 'zamowienia', en: 'orders' }, name: { pl: 'Zamówienia', en: 'Orders' }, to: 'dashboard-orders', permission: 'orders' },
  { slug: { pl: 'zamowienia-oczekujace', en: 'orders-awaiting-acceptance' }, name: { pl: 'Zamówienia oczekujące', en: 'Orders awaiting acceptance' }, to: 'dashboard-acceptance', permission: 'ordersForAcceptance' },
  { slug: { pl: 'faktury', en: 'invoices' }, name: { pl: 'Faktury', en: 'Invoices' }, to: 'dashboard-invoices', permission: 'invoices' },
  { slug: { pl: 'reklamacje-i-zwroty', en: 'complaints-and-returns' }, name: { pl: 'Reklamacje i zwroty', en: 'Complaints and returns' }, to: 'dashboard-returns', permission: 'complaints' },
  { slug: { pl: 'raporty', en: 'reports' }, name: { pl: 'Raporty', en: 'Reports' }, to: 'dashboard-reports', permission: 'reports' },
  { slug: { pl: 'listy-zakupowe', en: 'shopping-lists' }, name: { pl: 'Listy zakupowe', en: 'Shopping lists' }, to: 'dashboard-list', permission: 'shoppingLists' },
  { slug: { pl: 'czesto-kupowane', en: 'frequently-bought' }, name: { pl: 'Często kupowane', en: 'Frequently bought' }, to: 'dashboard-frequently-bought', permission: 'orders' },
  { slug: { pl: 'oferty', en: 'offers' }, name: { pl: 'Oferty', en: 'Offers' }, to: 'dashboard-offers', permission: 'offers' },
  { slug: { pl: 'moja-oferta', en: 'my-offer' }, name: { pl: 'Moja oferta', en: 'My offer' }, to: 'dashboard-my-offer', permission: 'offers' },
  { slug: { pl: 'minikatalogi', en: 'mini-catalogues' }, name: { pl: 'Minikatalogi', en: 'Mini-catalogues' }, to: 'dashboard-minicatalogs', permission: 'catalogSubsets' },
  { slug: { pl: 'powiadomienia', en: 'notifications' }, name: { pl: 'Powiadomienia', en: 'Notifications' }, to: 'dashboard-notifications', permission: 'notifications' },
  { slug: { pl: 'adresy', en: 'addresses' }, name: { pl: 'Adresy dostawy', en: 'Delivery addresses' }, to: 'dashboard-addresses', permission: 'settings' },
  { slug: { pl: 'centra-kosztowe', en: 'cost-centres' }, name: { pl: 'Centra kosztowe', en: 'Cost centres' }, to: 'dashboard-cost-centres', permission: 'costCenters' },
  { slug: { pl: 'uzytkownicy', en: 'users' }, name: { pl: 'Użytkownicy', en: 'Users' }, to: 'dashboard-users', permission: 'companyUsers' },
  { slug: { pl: 'reguly-akceptacji', en: 'approval-rules' }, name: { pl: 'Reguły akceptacji', en: 'Approval rules' }, to: 'dashboard-approval-rules', permission: 'companyUsers' },
  { slug: { pl: 'dziennik-zdarzen', en: 'audit-log' }, name: { pl: 'Dziennik zdarzeń', en: 'Audit log' }, to: 'dashboard-audit-log', permission: 'companyUsers' },
  { slug: { pl: 'ustawienia', en: 'settings' }, name: { pl: 'Ustawienia', en: 'Settings' }, to: 'dashboard-settings', permission: 'settings' },
];

/** The notifications menu: one entry per kind of notification (the slug filters the notification list). */
export const NOTIFICATIONS_MENU: MenuSource[] = [
  { slug: { pl: 'wszystkie', en: 'all' }, name: { pl: 'Wszystkie powiadomienia', en: 'All notifications' }, to: 'dashboard-notifications', permission: 'notifications' },
  { slug: { pl: 'zamowienia', en: 'orders' }, name: { pl: 'Zamówienia i dostawy', en: 'Orders and deliveries' }, to: 'dashboard-notifications', permission: 'orders' },
  { slug: { pl: 'akceptacje', en: 'approvals' }, name: { pl: 'Akceptacje zamówień', en: 'Order approvals' }, to: 'dashboard-notifications', permission: 'ordersForAcceptance' },
  { slug: { pl: 'faktury', en: 'invoices' }, name: { pl: 'Faktury i płatności', en: 'Invoices and payments' }, to: 'dashboard-notifications', permission: 'invoices' },
  { slug: { pl: 'reklamacje', en: 'complaints' }, name: { pl: 'Reklamacje i zwroty', en: 'Complaints and returns' }, to: 'dashboard-notifications', permission: 'complaints' },
  { slug: { pl: 'raporty', en: 'reports' }, name: { pl: 'Raporty', en: 'Reports' }, to: 'dashboard-notifications', permission: 'reports' },
  { slug: { pl: 'komunikaty', en: 'announcements' }, name: { pl: 'Komunikaty sklepu', en: 'Shop announcements' }, to: 'dashboard-notifications', permission: 'notifications' },
];
