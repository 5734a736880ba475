/** The OAuth2 client of the storefront and the guest credentials (spec §4). */
export const CLIENT = { client_id: 'spinacz', client_secret: 'spinacz' } as const;
export const GUEST = { username: 'guest', password: 'guest' } as const;

/** Where index.html leaves the guest login it started before the app's scripts arrived. */
export const EARLY_GUEST_TOKEN = '__spinaczGuestToken';
