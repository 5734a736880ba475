import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { PlaceholderPage, placeholderKey } from '../storefront/placeholder/PlaceholderPage';
import { importWithReload } from './chunkReload';
import { guestOnlyLoader, requireLoginLoader } from './loaders';
import { ACCOUNT_AREA, LOCALES, ROUTES, type RouteName } from './routes';

/** A screen whose code loads only when its route is visited (one chunk per screen). */
export interface LazyScreen {
  load: () => Promise<ComponentType>;
}

export function lazyScreen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): LazyScreen {
  return { load: () => importWithReload(load).then(pick) };
}

const isLazy = (screen: ComponentType | LazyScreen): screen is LazyScreen => typeof screen === 'object' && 'load' in screen;

const home = lazyScreen(() => import('../storefront/home/HomePage'), (m) => m.HomePage);
const category = lazyScreen(() => import('../storefront/catalogue/CategoryPage'), (m) => m.CategoryPage);
const product = lazyScreen(() => import('../storefront/product/ProductPage'), (m) => m.ProductPage);
const search = lazyScreen(() => import('../storefront/search/SearchPage'), (m) => m.SearchPage);
const blogList = lazyScreen(() => import('../storefront/blog/BlogListPage'), (m) => m.BlogListPage);
const article = lazyScreen(() => import('../storefront/blog/ArticlePage'), (m) => m.ArticlePage);
const textPage = lazyScreen(() => import('../storefront/content/TextPage'), (m) => m.TextPage);
const staticPage = lazyScreen(() => import('../storefront/content/StaticTextPage'), (m) => m.StaticTextPage);
const sitemap = lazyScreen(() => import('../storefront/content/SitemapPage'), (m) => m.SitemapPage);
const ats = lazyScreen(() => import('../storefront/search/AtsPage'), (m) => m.AtsPage);
const brands = lazyScreen(() => import('../storefront/brands/BrandsPage'), (m) => m.BrandsPage);
const brand = lazyScreen(() => import('../storefront/brands/BrandPage'), (m) => m.BrandPage);
const promotions = lazyScreen(() => import('../storefront/promotions/PromotionsPage'), (m) => m.PromotionsPage);
const promotion = lazyScreen(() => import('../storefront/promotions/PromotionPage'), (m) => m.PromotionPage);
const eco = lazyScreen(() => import('../storefront/catalogue/EcoPage'), (m) => m.EcoPage);
const pallets = lazyScreen(() => import('../storefront/catalogue/PalletsPage'), (m) => m.PalletsPage);
const notFound = lazyScreen(() => import('../storefront/errors/NotFoundPage'), (m) => m.UnknownRoutePage);

/**
 * Screens that work; every other public route shows its placeholder for now. An entry is a
 * component or, better, a `lazyScreen` so that its code stays out of the other pages.
 */
const SCREENS: Partial<Record<RouteName, ComponentType | LazyScreen>> = {
  home,
  'category-slug': category,
  'category-slug-page-number': category,
  'product-slug': product,
  search,
  'search-page-number': search,
  'ats-slug': ats,
  'ats-slug-page-number': ats,
  brands,
  'brand-slug': brand,
  'brand-slug-page-number': brand,
  promotions,
  'promotions-slug': promotion,
  'promotions-slug-page-number': promotion,
  'eco-products': eco,
  'eco-products-page-number': eco,
  pallets,
  'pallets-page-number': pallets,
  blog: blogList,
  'blog-page-number': blogList,
  'blog-author-slug': blogList,
  'blog-author-slug-page-number': blogList,
  'blog-category-slug': blogList,
  'blog-category-slug-page-number': blogList,
  'blog-slug': article,
  textPage,
  'payment-methods': staticPage,
  'returns-and-complaints': staticPage,
  'delivery-terms': staticPage,
  'shop-terms': staticPage,
  contact: staticPage,
  'privacy-policy': staticPage,
  'accessibility-statement': staticPage,
  disposal: staticPage,
  'newsletter-confirmation': lazyScreen(() => import('../storefront/content/NewsletterConfirmationPage'), (m) => m.NewsletterConfirmationPage),
  'sitemap-categories': sitemap,
  'sitemap-slug': sitemap,
  'punch-out': lazyScreen(() => import('../storefront/content/PunchOutPage'), (m) => m.PunchOutPage),
  'catch-all': lazyScreen(() => import('../storefront/content/CatchAllPage'), (m) => m.CatchAllPage),
};

/** Routes not registered one by one: login and checkout have the simplified layout, the account area its own router. */
const SIMPLE_LAYOUT: RouteName[] = ['login', 'checkout', 'checkout-id'];
/** The punch-out entry opens inside the buyer's procurement system: the empty layout. */
const EMPTY_LAYOUT: RouteName[] = ['punch-out'];
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

function screenRoute(name: RouteName): Omit<RouteObject, 'path' | 'index' | 'children'> {
  const screen = SCREENS[name] ?? placeholderFor(name);
  return isLazy(screen) ? { lazy: async () => ({ Component: await screen.load() }) } : { Component: screen };
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
  return { id: 'not-found', path: '*', lazy: async () => ({ Component: await notFound.load() }) };
}

/** Login (guest-only) and checkout under the simplified layout. */
export function simpleLayoutRoutes(): RouteObject[] {
  const login = lazyScreen(() => import('../storefront/auth/LoginPage'), (m) => m.LoginPage);
  return [
    ...bothLanguages('login', { loader: guestOnlyLoader, lazy: async () => ({ Component: await login.load() }) }),
    ...bothLanguages('checkout', screenRoute('checkout')),
    ...bothLanguages('checkout-id', screenRoute('checkout-id')),
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
      const module = await importWithReload(() => import('../resources/AccountArea'));
      return { Component: module.default };
    },
  }));
}
