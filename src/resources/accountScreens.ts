import type { RouteName } from '../routing/routePaths';

/**
 * The screen of each account route: its module under src/resources/ (default export). The account
 * area renders them (AccountArea.tsx) and the build preloads the one a URL needs together with the
 * area itself (scripts/vite/preloadScreens.ts), so a page of the account area does not wait for one
 * chunk after another. Screen modules are named `*List.tsx`, `*Show.tsx`, `*Page.tsx` or `Dashboard.tsx`.
 */
export const ACCOUNT_SCREENS = {
  dashboard: 'dashboard/Dashboard',
  'dashboard-orders': 'orders/OrdersList',
  'dashboard-orders-slug': 'orders/OrderShow',
  'dashboard-acceptance': 'acceptance/AcceptanceList',
  'dashboard-invoices': 'invoices/InvoicesList',
  'dashboard-invoices-slug': 'invoices/InvoiceShow',
  'dashboard-cost-centres': 'cost-centres/CostCentresList',
  'dashboard-notifications': 'notifications/NotificationsList',
  'dashboard-settings': 'settings/SettingsPage',
  'dashboard-addresses': 'addresses/AddressesList',
  'dashboard-frequently-bought': 'frequently-bought/FrequentlyBoughtPage',
  'dashboard-list': 'shopping-lists/ShoppingListsList',
  'dashboard-list-slug': 'shopping-lists/ShoppingListShow',
  'dashboard-returns': 'complaints/ReturnsList',
  'dashboard-returns-slug': 'complaints/ComplaintShow',
  'dashboard-complaints': 'complaints/ComplaintsList',
  'dashboard-returns-iframe': 'complaints/ReturnsIframeList',
  'dashboard-returns-iframe-slug': 'complaints/ReturnIframeShow',
  'dashboard-reports': 'reports/ReportsPage',
  'dashboard-offers': 'offers/OffersList',
  'dashboard-my-offer': 'offers/MyOfferPage',
  'dashboard-minicatalogs': 'mini-catalogues/MiniCataloguesList',
  'dashboard-minicatalogs-slug': 'mini-catalogues/MiniCatalogueShow',
  'dashboard-minicatalogs-slug-page-number': 'mini-catalogues/MiniCatalogueShow',
  'dashboard-users': 'company-users/CompanyUsersList',
} as const satisfies Partial<Record<RouteName, string>>;

export type AccountScreenRoute = keyof typeof ACCOUNT_SCREENS;

/**
 * The screens drawn without the shop's chrome (spec §2 "Returns iframe layout: requires login"): the
 * router mounts them under the empty layout (src/app/routeTable.tsx accountIframeRoutes), the account
 * area renders them without its side navigation, and only them there.
 */
export const EMBEDDED_ACCOUNT_SCREENS: readonly AccountScreenRoute[] = ['dashboard-returns-iframe', 'dashboard-returns-iframe-slug'];
