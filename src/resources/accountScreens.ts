import type { RouteName } from '../app/routePaths';

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
} as const satisfies Partial<Record<RouteName, string>>;

export type AccountScreenRoute = keyof typeof ACCOUNT_SCREENS;
