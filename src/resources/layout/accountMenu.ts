import type { RouteName } from '../../app/routes';

/** The account menu: entries of the screens that exist, each gated by refine's access control. */
export interface AccountMenuEntry {
  route: RouteName;
  labelKey: string;
  resource?: string;
}

export const ACCOUNT_MENU: AccountMenuEntry[] = [
  { route: 'dashboard', labelKey: 'nav.dashboard' },
  { route: 'dashboard-orders', labelKey: 'nav.orders', resource: 'sales-orders' },
];
