import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { LoginPage } from '../storefront/auth/LoginPage';
import { CategoryPage } from '../storefront/catalogue/CategoryPage';
import { NotFoundPage } from '../storefront/errors/NotFoundPage';
import { HomePage } from '../storefront/home/HomePage';
import { PlaceholderPage, placeholderKey } from '../storefront/placeholder/PlaceholderPage';
import { ProductPage } from '../storefront/product/ProductPage';
import { SearchPage } from '../storefront/search/SearchPage';
import { importWithReload } from './chunkReload';
import { guestOnlyLoader, requireLoginLoader } from './loaders';
import { ACCOUNT_AREA, LOCALES, ROUTES, type RouteName } from './routes';

/** Screens that work in this slice; every other public route shows its placeholder for now. */
const SCREENS: Partial<Record<RouteName, ComponentType>> = {
  home: HomePage,
  'category-slug': CategoryPage,
  'category-slug-page-number': CategoryPage,
  'product-slug': ProductPage,
  search: SearchPage,
  'search-page-number': SearchPage,
  'catch-all': NotFoundPage,
};

/** Routes not registered one by one: login has its own layout, the account area its own router. */
const SEPARATE: RouteName[] = ['login'];
const isAccountRoute = (name: RouteName) => name === 'dashboard' || name.startsWith('dashboard-');

function bothLanguages(name: RouteName, route: Omit<RouteObject, 'path' | 'index' | 'children'>): RouteObject[] {
  return LOCALES.map((locale) => ({ ...route, id: `${name}.${locale}`, path: ROUTES[name][locale] }) as RouteObject);
}

function placeholderFor(name: RouteName): ComponentType {
  const key = placeholderKey(name);
  return function Placeholder() {
    return <PlaceholderPage pageKey={key} />;
  };
}

/** The public pages under the default layout. */
export function publicPageRoutes(): RouteObject[] {
  return (Object.keys(ROUTES) as RouteName[])
    .filter((name) => !SEPARATE.includes(name) && !isAccountRoute(name))
    .flatMap((name) => bothLanguages(name, { Component: SCREENS[name] ?? placeholderFor(name) }));
}

/** The login page (guest-only) under the simplified layout. */
export function loginRoutes(): RouteObject[] {
  return bothLanguages('login', { Component: LoginPage, loader: guestOnlyLoader });
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
      const module = await importWithReload(() => import('../resources/AccountArea'));
      return { Component: module.default };
    },
  }));
}
