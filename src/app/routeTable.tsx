import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { placeholderKey } from '../storefront/placeholder/placeholderKey';
import { importWithReload } from './chunkReload';
import { guestOnlyLoader, requireLoginLoader } from './loaders';
import { loadNamespaces } from '../i18n';
import { ACCOUNT_AREA, LOCALES, ROUTES, type Locale, type RouteName } from './routes';
import { SCREENS, SCREEN_OF_ROUTE, screenNamespaces, usesMuiTheme, type ScreenId } from './screens';

/** Every screen module, loaded on demand (one chunk per screen; `screens.ts` says which is which). */
const SCREEN_MODULES = import.meta.glob<Record<string, unknown>>([
  '../storefront/{home,catalogue,product,search,brands,promotions,blog,content,auth,cart,checkout}/*Page.tsx',
  '../storefront/errors/NotFoundPage.tsx',
]);

/** A component inside the MUI theme, which loads with it (see ThemeScope). */
async function withThemeScope(load: Promise<ComponentType>): Promise<ComponentType> {
  const [Screen, { ThemeScope }] = await Promise.all([load, importWithReload(() => import('./ThemeScope'))]);
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
 * the theme around it.
 */
export function loadScreen(id: ScreenId, locale?: Locale): Promise<ComponentType> {
  const screen = SCREENS[id];
  const load = SCREEN_MODULES[`../storefront/${screen.module}.tsx`];
  if (!load) return Promise.reject(new Error(`No screen module ${screen.module}`));
  const texts = locale ? loadNamespaces(locale, screenNamespaces(id)) : Promise.resolve();
  const component = Promise.all([importWithReload(load), texts]).then(([loaded]) => loaded[screen.component] as ComponentType);
  return usesMuiTheme(id) ? withThemeScope(component) : component;
}

type RouteProps = Omit<RouteObject, 'path' | 'index' | 'children'>;

const lazyRoute = (id: ScreenId, locale?: Locale): RouteProps => ({ lazy: async () => ({ Component: await loadScreen(id, locale) }) });

/** Routes not registered one by one: login and checkout have the simplified layout, the account area its own router. */
const SIMPLE_LAYOUT: RouteName[] = ['login', 'checkout', 'checkout-id'];
/** The punch-out entry opens inside the buyer's procurement system: the empty layout. */
const EMPTY_LAYOUT: RouteName[] = ['punch-out'];
const isAccountRoute = (name: RouteName) => name === 'dashboard' || name.startsWith('dashboard-');

function bothLanguages(name: RouteName, route: (locale: Locale) => RouteProps): RouteObject[] {
  return LOCALES.map((locale) => ({ ...route(locale), id: `${name}.${locale}`, path: ROUTES[name][locale] }) as RouteObject);
}

async function placeholderFor(name: RouteName): Promise<ComponentType> {
  const { PlaceholderPage } = await importWithReload(() => import('../storefront/placeholder/PlaceholderPage'));
  const key = placeholderKey(name);
  return function Placeholder() {
    return <PlaceholderPage pageKey={key} />;
  };
}

function screenRoute(name: RouteName): (locale: Locale) => RouteProps {
  const screen = SCREEN_OF_ROUTE[name];
  if (screen) return (locale) => lazyRoute(screen, locale);
  return (locale) => ({
    lazy: async () => {
      const [Component] = await Promise.all([placeholderFor(name), loadNamespaces(locale, ['pages'])]);
      return { Component };
    },
  });
}

/** The public pages under the default layout. */
export function publicPageRoutes(): RouteObject[] {
  return (Object.keys(ROUTES) as RouteName[])
    .filter((name) => !SIMPLE_LAYOUT.includes(name) && !EMPTY_LAYOUT.includes(name) && !isAccountRoute(name))
    .flatMap((name) => bothLanguages(name, screenRoute(name)));
}

/** Pages under the empty layout. */
export function emptyLayoutRoutes(): RouteObject[] {
  return EMPTY_LAYOUT.flatMap((name) => bothLanguages(name, screenRoute(name)));
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

/** The demo payment operator's page: only while the in-browser demo API runs (a real API pays elsewhere). */
function demoPaymentRoutes(): RouteObject[] {
  // Read here, not through isDemoApi(): a build for a real API drops the route's code altogether.
  if (import.meta.env.VITE_API_BASE) return [];
  return [
    {
      id: 'demo-payment',
      path: '/demo/platnosc/:token',
      lazy: async () => {
        const [{ DemoPaymentPage }] = await Promise.all([
          importWithReload(() => import('../storefront/checkout/demo-payment/DemoPaymentPage')),
          loadNamespaces('pl', ['checkout']),
        ]);
        return { Component: DemoPaymentPage };
      },
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
    loader: requireLoginLoader,
    lazy: async () => {
      const area = importWithReload(() => import('../resources/AccountArea')).then((module) => module.default);
      const [Component] = await Promise.all([withThemeScope(area), loadNamespaces(locale, ['account'])]);
      return { Component };
    },
  }));
}
