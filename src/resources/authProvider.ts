import type { AuthProvider } from '@refinedev/core';
import { getSession } from '../session';
import { login, logout } from '../session/signInOut';
import { localePath, type Locale } from '../routing/routes';

/** Refine's view of the one session module (spec §4 "Session", §6 route guards). */
export function createAuthProvider(locale: Locale): AuthProvider {
  const loginPath = () => localePath('login', undefined, undefined, locale);
  return {
    login: async ({ email, password }: { email: string; password: string }) => {
      try {
        await login(email, password);
        return { success: true, redirectTo: localePath('dashboard', undefined, undefined, locale) };
      } catch (error) {
        return { success: false, error: error instanceof Error ? error : new Error(String(error)) };
      }
    },
    logout: async () => {
      await logout();
      return { success: true, redirectTo: loginPath() };
    },
    check: async () =>
      getSession().isLoggedIn ? { authenticated: true } : { authenticated: false, redirectTo: loginPath(), logout: false },
    onError: async (error: { statusCode?: number; code?: string }) =>
      error?.statusCode === 401 && error.code === 'INVALID-TOKEN' ? { logout: true, redirectTo: loginPath() } : {},
    getIdentity: async () => {
      const user = getSession().currentUser?.user;
      return user ? { id: user.id, name: `${user.firstName} ${user.lastName}`.trim(), roleName: user.roleName } : null;
    },
    getPermissions: async () => getSession().currentUser?.acl ?? null,
  };
}
