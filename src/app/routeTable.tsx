import { Suspense, type ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { DEMO_PROCUREMENT_PATH } from '../routing/procurementPath';
import { importWithReload } from '../platform/chunkReload';
import { DEMO_API } from '../platform/config';
import { yieldToMain } from '../platform/yieldToMain';
import { withDemoLoginExtras } from './demoLoginExtras';
import { AreaLoading } from './AreaLoading';
import { componentOnDemand } from '../ui/componentOnDemand';
import { guestOnlyLoader, requireLoginLoader } from './loaders';
import { prefetchLoaders } from './prefetchRouteData';
import { loadNamespaces } from '../i18n';
import { ACCOUNT_AREA, LOCALES, ROUTES, type Locale, type RouteName } from '../routing/routes';
import { SCREENS, SCREEN_OF_ROUTE, screenNamespaces, usesMuiTheme, type ScreenId } from '../storefront/screens';
import type { DemoScreen } from '../demo/demoScreens';

/** Every screen module, loaded on demand (one chunk per screen; `screens.ts` says which is which). */
const SCREEN_MODULES = import.meta.glob<Record<string, unknown>>([
  '../storefront/{home,catalogue,product,search,brands,promotions,blog,content,auth,cart,checkout,order-acceptance,shopping-list}/*Page.tsx',
  '../storefront/errors/NotFoundPage.tsx',
]);

/** A component inside the MUI theme, which loads with it (see ThemeScope). */
async function withThemeScope(load: Promise<ComponentType>): Promise<ComponentType> {
  const [Screen, { ThemeScope }] = await Promise.all([load, importWithReload(() => import('../ui/theme/ThemeScope'))]);
  return function Themed() {
    return (
      <ThemeScope>
        <Screen />
      </ThemeScope>
    );
  };
}

/**
 * Loads a screen's code (reloading the page once a minute at most when a chunk is gone) and, for
 * the route's language, the texts only that screen needs; a screen built from MUI components gets
 * the theme around it, and in a demo build a screen of the login family the demo's parts.
 */
export function loadScreen(id: ScreenId, locale?: Locale): Promise<ComponentType> {
  const screen = SCREENS[id];
  const load = SCREEN_MODULES[`../storefront/${screen.module}.tsx`];
  if (!load) return Promise.reject(new Error(`No screen module ${screen.module}`));
  const texts = locale ? loadNamespaces(locale, screenNamespaces(id)) : Promise.resolve();
  const component = withDemoLoginExtras(id, Promise.all([importWithReload(load), texts]).then(([loaded]) => loaded[screen.component] as ComponentType));
  return usesMuiTheme(id) ? withThemeScope(component) : component;
}

type RouteProps = Omit<RouteObject, 'path' | 'index' | 'children'>;

/** A demo page's route: its code and texts come through one module (src/demo/demoScreens.ts). */
const demoRoute = (screen: DemoScreen, locale: Locale = 'pl'): RouteProps => ({
  lazy: async () => ({ Component: await (await importWithReload(() => import('../demo/demoScreens'))).loadDemoScreen(screen, locale) }),
});

const lazyRoute = (id: ScreenId, locale?: Locale): RouteProps => ({ lazy: async () => ({ Component: await loadScreen(id, locale) }) });

/** Routes not registered one by one: login and checkout have the simplified layout, the account area its own router. */
const SIMPLE_LAYOUT: RouteName[] = ['login', 'checkout', 'checkout-id'];
/** The punch-out entry opens inside the buyer's procurement system: the empty layout. */
const EMPTY_LAYOUT: RouteName[] = ['punch-out'];
const isAccountRoute = (name: RouteName) => name === 'dashboard' || name.startsWith('dashboard-');

function bothLanguages(name: RouteName, route: (locale: Locale) => RouteProps): RouteObject[] {
  return LOCALES.map((locale) => ({ ...route(locale), id: `${name}.${locale}`, path: ROUTES[name][locale] }) as RouteObject);
}

/** A public route's screen (src/storefront/screens.ts; a test checks every public route has one). */
function screenRoute(name: RouteName): (locale: Locale) => RouteProps {
  const screen = SCREEN_OF_ROUTE[name] ?? 'notFound';
  return (locale) => lazyRoute(screen, locale);
}

/**
 * Public routes behind a guard (spec §6): logged-in-only pages keep the requested path and send guests to login.
 * Pages that ask for their data ahead have a loader that starts the call and waits for nothing.
 */
const ROUTE_LOADERS: Partial<Record<RouteName, RouteProps['loader']>> = {
  'accept-order': requireLoginLoader,
  // Guest-only pages: a logged-in user goes to the dashboard.
  registration: guestOnlyLoader,
  'password-reminder': guestOnlyLoader,
  ...prefetchLoaders,
};

function guarded(name: RouteName, route: (locale: Locale) => RouteProps): (locale: Locale) => RouteProps {
  const loader = ROUTE_LOADERS[name];
  return loader ? (locale) => ({ loader, ...route(locale) }) : route;
}

/** The public pages under the default layout (and the demo area while the API is the demo API). */
export function publicPageRoutes(): RouteObject[] {
  return [
    ...(Object.keys(ROUTES) as RouteName[])
      .filter((name) => !SIMPLE_LAYOUT.includes(name) && !EMPTY_LAYOUT.includes(name) && !isAccountRoute(name))
      .flatMap((name) => bothLanguages(name, guarded(name, screenRoute(name)))),
    ...demoAreaRoutes(),
  ];
}

/**
 * The demo panel, the demo mailbox and its messages (/demo, /demo/poczta, /demo/poczta/:id; English
 * under /en/demo): one lazy route a language, only while the API is the demo API.
 */
function demoAreaRoutes(): RouteObject[] {
  // A constant (src/platform/config.ts): a build for a real API drops the area's code altogether.
  if (!DEMO_API) return [];
  return LOCALES.map((locale) => ({
    id: `demo.${locale}`,
    path: locale === 'en' ? '/en/demo/*' : '/demo/*',
    ...demoRoute('area', locale),
  }));
}

/** Pages under the empty layout. */
export function emptyLayoutRoutes(): RouteObject[] {
  return [...EMPTY_LAYOUT.flatMap((name) => bothLanguages(name, screenRoute(name))), ...demoProcurementRoutes(), ...demoOldFrontendRoutes(), ...accountIframeRoutes()];
}

/**
 * The returns iframe pages (spec §2 layouts: "Returns iframe layout: requires login"): the complaints
 * and returns list, a detail and the wizard, for embedding in another page, so under the empty layout
 * (no header, footer or side navigation). The account area renders them (`embedded`) with its Refine
 * set-up. Their path is more specific than the account area's `/moje-konto/*`, so the router picks
 * this route for them although both match.
 */
function accountIframeRoutes(): RouteObject[] {
  return LOCALES.map((locale) => ({
    id: `account-iframe.${locale}`,
    path: `${ROUTES['dashboard-returns-iframe'][locale]}/*`,
    ...accountArea(locale, true),
  }));
}

/**
 * Where the old-frontend banner's link leads in the demo (a real API answers the previous shop's
 * address): only while the API is the demo API; "another shop", so no chrome of this one.
 */
function demoOldFrontendRoutes(): RouteObject[] {
  // A constant (src/platform/config.ts): a build for a real API drops the page's code altogether.
  if (!DEMO_API) return [];
  return [
    {
      id: 'demo-old-frontend',
      path: '/demo/poprzednia-wersja', // the address the demo API's users/old-frontend-link answers (src/mocks/services/oldFrontend.ts)
      ...demoRoute('oldFrontend'),
    },
  ];
}

/**
 * The demo procurement system (punch-out with OCI): it opens the shop as a catalogue and shows the
 * cart that comes back. Only while the API is the demo API; "another system", so no shop chrome.
 */
function demoProcurementRoutes(): RouteObject[] {
  // A constant (src/platform/config.ts): a build for a real API drops the page's code altogether.
  if (!DEMO_API) return [];
  return [
    {
      id: 'demo-procurement',
      path: DEMO_PROCUREMENT_PATH,
      ...demoRoute('procurement'),
    },
  ];
}

/** Unknown paths: 404 "This page could not be found". */
export function unknownRoute(): RouteObject {
  return { id: 'not-found', path: '*', ...lazyRoute('notFound') };
}

/** Login (guest-only) and checkout under the simplified layout. */
export function simpleLayoutRoutes(): RouteObject[] {
  return [
    ...bothLanguages('login', (locale) => ({ loader: guestOnlyLoader, ...lazyRoute('login', locale) })),
    ...bothLanguages('checkout', screenRoute('checkout')),
    ...bothLanguages('checkout-id', screenRoute('checkout-id')),
    ...demoPaymentRoutes(),
  ];
}

/** The demo payment operator's page: only while the API is the demo API (a real API pays elsewhere). */
function demoPaymentRoutes(): RouteObject[] {
  // A constant (src/platform/config.ts): a build for a real API drops the route's code altogether.
  if (!DEMO_API) return [];
  return [
    {
      id: 'demo-payment',
      path: '/demo/platnosc/:token',
      ...demoRoute('payment'),
    },
  ];
}

/**
 * The account area (login required): one lazy route per language whose module renders its
 * own nested routes. It is the only place Refine and the data grid load.
 */
export function accountRoutes(): RouteObject[] {
  return LOCALES.map((locale) => ({
    id: `account.${locale}`,
    path: `${ACCOUNT_AREA[locale]}/*`,
    ...accountArea(locale, false),
  }));
}

/**
 * The account area's route (login required), whole or `embedded` (the returns iframe pages). The
 * route renders at once: the layout (header, footer) shows while the area's code (Refine, MUI, the
 * grid) and texts load, with a loader where the area will be, instead of the boot screen until all
 * of it is there.
 */
function accountArea(locale: Locale, embedded: boolean): RouteProps {
  // Not lazy() in Suspense: React would hold the area back until 300 ms after the loader showed (componentOnDemand).
  const Area = componentOnDemand(async () => {
    const texts = loadNamespaces(locale, ['account']);
    // The theme's modules, Refine's and the area's are started one after the other, each in a task
    // of its own: together their start-up is one long task on a phone. (All are downloading
    // already: the page preloads them, see scripts/vite/preloadScreens.ts.)
    const { ThemeScope } = await importWithReload(() => import('../ui/theme/ThemeScope'));
    await yieldToMain();
    // Refine's core, the largest part of the area's code, runs in a task of its own too.
    // (Only a name taken from it, so the build keeps in its chunk just what the area uses.)
    await importWithReload(() => import('@refinedev/core').then(({ Refine }) => Refine));
    await yieldToMain();
    const [{ default: AccountArea }] = await Promise.all([importWithReload(() => import('../resources/AccountArea')), texts]);
    return {
      default: function AccountAreaInTheme() {
        return (
          <ThemeScope>
            <AccountArea embedded={embedded} />
          </ThemeScope>
        );
      },
    };
  }, AreaLoading);
  return {
    loader: requireLoginLoader,
    Component: function AccountAreaRoute() {
      return (
        <Suspense fallback={<AreaLoading />}>
          <Area />
        </Suspense>
      );
    },
  };
}
