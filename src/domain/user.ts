/** roleId 0 is the guest; logged-in means roleId greater than 0 (spec §6). */
export const GUEST_ROLE_ID = 0;

export function isLoggedInRole(roleId: number | null | undefined): boolean {
  return typeof roleId === 'number' && roleId > GUEST_ROLE_ID;
}

/** "Anna Kowalska", or the login when the names are empty. */
export function displayName(user: { firstName: string; lastName: string; login: string }): string {
  const name = `${user.firstName} ${user.lastName}`.trim();
  return name || user.login;
}

/** Guests' prices follow the net-price cookie ('1' / 'on' / 'true' mean net). */
export function netPriceCookieMeansNet(value: string | undefined): boolean {
  return value === '1' || value === 'on' || value === 'true';
}
