import type { MenuItem } from '../../generated/model';
import type { RouteName } from '../../routing/routes';
import type { ResourceDescriptor } from '../resourceDescriptor';
import { RESOURCES } from '../resources';

/**
 * The account navigation is the user menu of the API (menus/user), filtered by the menu's permission
 * keys (domain/userMenu) and, for entries that open a Refine resource, by the access control provider.
 */

/** The Refine resource an entry's screen lists (by the entry's route), from the resources' descriptors; its access decides whether the entry shows. */
export const MENU_RESOURCES: Readonly<Partial<Record<string, string>>> = Object.fromEntries(
  RESOURCES.flatMap(({ name, menu }: ResourceDescriptor) => (menu ?? []).map((route) => [route, name])),
);

/** One entry of the navigation as it is drawn. */
export interface AccountNavEntry {
  key: string;
  href: string;
  label: string;
  /** The named route, when the entry has one (selects the resource and the badge). */
  to: string | null;
  /** The menu entry it comes from (its own count is the badge's fallback); none for the fallback menu. */
  item?: MenuItem;
}

/** Entries shown while the menu loads or when it cannot be loaded (failures are silent, spec §8). */
export const FALLBACK_MENU: { route: RouteName; labelKey: string }[] = [
  { route: 'dashboard', labelKey: 'nav.dashboard' },
  { route: 'dashboard-orders', labelKey: 'nav.orders' },
];

/** Whether the entry is the page at `pathname` (the account root only for itself; others also for their sub-pages). */
export function isCurrentEntry(href: string, pathname: string, root: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (href === root) return path === root;
  return path === href || path.startsWith(`${href}/`);
}

/** The menu's entries → what the navigation draws (entries without a link are left out). */
export function navEntries(items: readonly MenuItem[], hrefOf: (item: MenuItem) => string | null): AccountNavEntry[] {
  return items.flatMap((item) => {
    const href = hrefOf(item);
    return href ? [{ key: item.slug, href, label: item.name, to: item.to ?? null, item }] : [];
  });
}
