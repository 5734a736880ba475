import { useGetAccountSwitcher, useGetCountOrderForAcceptance, useGetNotifications } from '../../../generated/api/account/account';
import { useGetUserMenu } from '../../../generated/api/settings-and-menus/settings-and-menus';
import { useLocale } from '../../../routing/routes';
import { showsCompanySelector } from '../../../domain/chrome';
import { canSeeAcceptanceQueue } from '../../../domain/permissions';
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
  // Approvers' count (spec §6): one query key for every badge, so a decision anywhere updates them all.
  const approves = active && canSeeAcceptanceQueue(currentUser);
  const awaiting = useGetCountOrderForAcceptance({ query: { enabled: approves, staleTime: 60_000, retry: false } });
  const permissions = currentUser ? userPermissions(currentUser.acl, currentUser.company, currentUser.user) : new Set<string>();
  const otherAccounts = accounts.data?.accounts ?? [];
  return {
    menuItems: visibleMenuItems(menu.data?.menuItems ?? [], permissions),
    otherAccounts,
    showsCompanySelector: showsCompanySelector(canSwitch, otherAccounts),
    /** Unread notifications; undefined until known (the menu entry's own count is shown then). */
    unread: notifications.data?.countUnread,
    /** Orders awaiting the approver's acceptance; undefined until known or for non-approvers. */
    awaiting: approves ? awaiting.data?.count : undefined,
  };
}
