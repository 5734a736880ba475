import { ACCOUNT_SCREENS, EMBEDDED_ACCOUNT_SCREENS, type AccountScreenRoute } from '../../src/resources/accountScreens';
import { fillPath, ROUTES, type RouteName } from '../../src/routing/routes';
import { SCREEN_OF_ROUTE, SCREENS, type ScreenId } from '../../src/storefront/screens';

/**
 * One render per screen: every storefront screen of `SCREENS` and every account screen of
 * `ACCOUNT_SCREENS`, at a URL of one of its routes, and the storefront's two layouts (their header,
 * menus and footer show API data too). A screen added to either table is fuzzed without a change
 * here; `uncoveredScreens` names any screen this file cannot reach.
 */
/** An answer's fixed part, for a screen that shows itself only then (applied after the fuzzing). */
export type Pins = Record<string, (body: Record<string, unknown>, original: Record<string, unknown>) => Record<string, unknown>>;

interface CaseOptions {
  /** Answers a screen needs to be itself rather than send the user elsewhere (keyed "METHOD path"). */
  pins?: Pins;
  /** Only guests see the screen (a logged-in user is sent to the account). */
  guestOnly?: boolean;
}

export interface StorefrontCase extends CaseOptions {
  kind: 'storefront';
  screen: ScreenId;
  /** The route pattern the screen is mounted at ('*' for the unknown-path screen). */
  pattern: string;
  url: string;
}

export interface AccountCase extends CaseOptions {
  kind: 'account';
  route: AccountScreenRoute;
  embedded: boolean;
  url: string;
}

/** The chrome around the storefront's screens (header, menus, footer), with an empty page inside. */
export interface LayoutCase extends CaseOptions {
  kind: 'layout';
  layout: 'default' | 'simple';
  url: string;
}

export type ScreenCase = StorefrontCase | AccountCase | LayoutCase;

/** Values for route parameters; the faker API answers any id or slug. */
const PARAMS = { slug: 'fuzz-slug', id: '123', number: '2' };
/** The account's detail screens take the record's id as their `:slug`. */
const ACCOUNT_PARAMS = { ...PARAMS, slug: '123' };

/** Query strings a screen needs to show more than its empty state. */
const QUERY: Partial<Record<ScreenId, string>> = {
  search: '?query=zeszyt',
  acceptOrder: '?id=123',
  newsletterConfirmation: '?token=fuzz-token',
};

/** In a punch-out session the checkout's screens send the buyer to the cart (spec §4). */
const NO_PUNCH_OUT: Pins = { 'GET /e-commerce/v1/settings': (body) => ({ ...body, isPunchOutMode: false }) };

const STOREFRONT_OPTIONS: Partial<Record<ScreenId, CaseOptions>> = {
  checkout: { pins: NO_PUNCH_OUT },
  confirmation: { pins: NO_PUNCH_OUT },
  // A logged-in user's list is the account's (/moje-konto/lista).
  shoppingList: { guestOnly: true },
};

/** The list screen finds its list among the user's lists: the first one is the URL's. */
const ACCOUNT_OPTIONS: Partial<Record<AccountScreenRoute, CaseOptions>> = {
  'dashboard-list-slug': {
    pins: {
      'GET /e-commerce/v1/shopping-lists': (body, original) => {
        type Lists = Record<string, unknown>[];
        // The fuzz may have emptied the page: then faker's own first list (faker draws one at least).
        const [first, ...rest] = (body.shoppingLists as Lists).length ? (body.shoppingLists as Lists) : (original.shoppingLists as Lists);
        return { ...body, shoppingLists: [{ ...first, id: 123 }, ...rest] };
      },
    },
  },
};

/** The unknown-path screen has no named route: the router shows it for any path nothing else matches. */
const UNKNOWN_PATH = '/nie-ma-takiej-strony/zupelnie';

export function storefrontCases(): StorefrontCase[] {
  return (Object.keys(SCREENS) as ScreenId[]).flatMap((screen): StorefrontCase[] => {
    if (screen === 'notFound') return [{ kind: 'storefront', screen, pattern: '*', url: UNKNOWN_PATH }];
    const route = (Object.keys(SCREEN_OF_ROUTE) as RouteName[]).find((name) => SCREEN_OF_ROUTE[name] === screen);
    if (!route) return [];
    const pattern = ROUTES[route].pl;
    return [{ kind: 'storefront', screen, pattern, url: `${fillPath(pattern, PARAMS)}${QUERY[screen] ?? ''}`, ...STOREFRONT_OPTIONS[screen] }];
  });
}

export function accountCases(): AccountCase[] {
  return (Object.keys(ACCOUNT_SCREENS) as AccountScreenRoute[]).map((route) => ({
    kind: 'account',
    route,
    embedded: EMBEDDED_ACCOUNT_SCREENS.includes(route),
    url: fillPath(ROUTES[route].pl, ACCOUNT_PARAMS),
    ...ACCOUNT_OPTIONS[route],
  }));
}

export function layoutCases(): LayoutCase[] {
  return [
    { kind: 'layout', layout: 'default', url: '/kontakt' },
    { kind: 'layout', layout: 'simple', url: '/logowanie' },
  ];
}

/** Screens no case renders: must stay empty (the coverage test fails otherwise). */
export function uncoveredScreens(): string[] {
  const storefront = new Set(storefrontCases().map((item) => item.screen));
  const account = new Set(accountCases().map((item) => item.route));
  return [
    ...(Object.keys(SCREENS) as ScreenId[]).filter((screen) => !storefront.has(screen)).map((screen) => `storefront ${screen}`),
    ...(Object.keys(ACCOUNT_SCREENS) as AccountScreenRoute[]).filter((route) => !account.has(route)).map((route) => `account ${route}`),
  ];
}

export const caseName = (item: ScreenCase) => (item.kind === 'storefront' ? item.screen : item.kind === 'account' ? item.route : `${item.layout} layout`);
