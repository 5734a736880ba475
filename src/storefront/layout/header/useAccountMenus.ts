import { useGetAccountSwitcher, useGetNotifications } from '../../../generated/api/account/account';
import { useGetUserMenu } from '../../../generated/api/settings-and-menus/settings-and-menus';
import { useLocale } from '../../../app/routes';
import { showsCompanySelector } from '../../../domain/chrome';
import { userPermissions, visibleMenuItems } from '../../../domain/userMenu';
import { useSession } from '../../../session';

const LONG = { staleTime: 5 * 60_000, retry: false } as const;

/**
 * What the account dropdown and the mobile menu show for a logged-in user: the account menu
 * (filtered by permissions), the other companies and the unread notifications. Failures are
 * silent (spec §8): the part is simply not shown.
 */
export function useAccountMenus(enabled = true) {
  const { isLoggedIn, currentUser } = useSession();
  const locale = useLocale();
  const active = enabled && isLoggedIn && Boolean(currentUser);
  const canSwitch = currentUser?.acl.canSwitchToOtherAccounts ?? false;
  const menu = useGetUserMenu({ locale }, { query: { enabled: active, ...LONG } });
  const accounts = useGetAccountSwitcher({ query: { enabled: active && canSwitch, ...LONG } });
  const notifications = useGetNotifications({ limit: 1 }, { query: { enabled: active, ...LONG } });
  const permissions = currentUser ? userPermissions(currentUser.acl, currentUser.company) : new Set<string>();
  const otherAccounts = accounts.data?.accounts ?? [];
  return {
    menuItems: visibleMenuItems(menu.data?.menuItems ?? [], permissions),
    otherAccounts,
    showsCompanySelector: showsCompanySelector(canSwitch, otherAccounts),
    /** Unread notifications; undefined until known (the menu entry's own count is shown then). */
    unread: notifications.data?.countUnread,
  };
}
