import type { LaterNamespace } from '../i18n/laterNamespaces';
import type { RouteName } from '../routing/routePaths';

/**
 * The screens whose code loads only when their route is visited: the module under
 * `src/storefront/` and the component it exports. The route table imports them lazily, and the
 * build tells the page which chunks the URL's screen needs, so they load with the first scripts.
 */
export const SCREENS = {
  home: { module: 'home/HomePage', component: 'HomePage' },
  category: { module: 'catalogue/CategoryPage', component: 'CategoryPage' },
  eco: { module: 'catalogue/EcoPage', component: 'EcoPage' },
  pallets: { module: 'catalogue/PalletsPage', component: 'PalletsPage' },
  product: { module: 'product/ProductPage', component: 'ProductPage' },
  search: { module: 'search/SearchPage', component: 'SearchPage' },
  ats: { module: 'search/AtsPage', component: 'AtsPage' },
  brands: { module: 'brands/BrandsPage', component: 'BrandsPage' },
  brand: { module: 'brands/BrandPage', component: 'BrandPage' },
  promotions: { module: 'promotions/PromotionsPage', component: 'PromotionsPage' },
  promotion: { module: 'promotions/PromotionPage', component: 'PromotionPage' },
  blogList: { module: 'blog/BlogListPage', component: 'BlogListPage' },
  article: { module: 'blog/ArticlePage', component: 'ArticlePage' },
  textPage: { module: 'content/TextPage', component: 'TextPage' },
  staticPage: { module: 'content/StaticTextPage', component: 'StaticTextPage' },
  sitemap: { module: 'content/SitemapPage', component: 'SitemapPage' },
  newsletterConfirmation: { module: 'content/NewsletterConfirmationPage', component: 'NewsletterConfirmationPage' },
  punchOut: { module: 'content/PunchOutPage', component: 'PunchOutPage' },
  catchAll: { module: 'content/CatchAllPage', component: 'CatchAllPage' },
  login: { module: 'auth/LoginPage', component: 'LoginPage' },
  register: { module: 'auth/RegisterPage', component: 'RegisterPage' },
  registerConfirmation: { module: 'auth/RegisterConfirmationPage', component: 'RegisterConfirmationPage' },
  passwordReminder: { module: 'auth/PasswordReminderPage', component: 'PasswordReminderPage' },
  passwordReset: { module: 'auth/PasswordResetPage', component: 'PasswordResetPage' },
  cart: { module: 'cart/CartPage', component: 'CartPage' },
  shoppingList: { module: 'shopping-list/ShoppingListPage', component: 'ShoppingListPage' },
  acceptOrder: { module: 'order-acceptance/AcceptOrderPage', component: 'AcceptOrderPage' },
  checkout: { module: 'checkout/CheckoutPage', component: 'CheckoutPage' },
  confirmation: { module: 'checkout/ConfirmationPage', component: 'ConfirmationPage' },
  notFound: { module: 'errors/NotFoundPage', component: 'UnknownRoutePage' },
} as const satisfies Record<string, { module: string; component: string }>;

export type ScreenId = keyof typeof SCREENS;

/** The screen of each route that has one; every other public route shows its placeholder for now. */
export const SCREEN_OF_ROUTE: Partial<Record<RouteName, ScreenId>> = {
  home: 'home',
  'category-slug': 'category',
  'category-slug-page-number': 'category',
  'product-slug': 'product',
  search: 'search',
  'search-page-number': 'search',
  'ats-slug': 'ats',
  'ats-slug-page-number': 'ats',
  brands: 'brands',
  'brand-slug': 'brand',
  'brand-slug-page-number': 'brand',
  promotions: 'promotions',
  'promotions-slug': 'promotion',
  'promotions-slug-page-number': 'promotion',
  'eco-products': 'eco',
  'eco-products-page-number': 'eco',
  pallets: 'pallets',
  'pallets-page-number': 'pallets',
  blog: 'blogList',
  'blog-page-number': 'blogList',
  'blog-author-slug': 'blogList',
  'blog-author-slug-page-number': 'blogList',
  'blog-category-slug': 'blogList',
  'blog-category-slug-page-number': 'blogList',
  'blog-slug': 'article',
  textPage: 'textPage',
  'payment-methods': 'staticPage',
  'returns-and-complaints': 'staticPage',
  'delivery-terms': 'staticPage',
  'shop-terms': 'staticPage',
  contact: 'staticPage',
  'privacy-policy': 'staticPage',
  'accessibility-statement': 'staticPage',
  disposal: 'staticPage',
  'newsletter-confirmation': 'newsletterConfirmation',
  'sitemap-categories': 'sitemap',
  'sitemap-slug': 'sitemap',
  'punch-out': 'punchOut',
  'catch-all': 'catchAll',
  login: 'login',
  registration: 'register',
  'registration-id': 'registerConfirmation',
  'password-reminder': 'passwordReminder',
  'password-reminder-id': 'passwordReset',
  cart: 'cart',
  shoppingList: 'shoppingList',
  'accept-order': 'acceptOrder',
  checkout: 'checkout',
  'checkout-id': 'confirmation',
};

/**
 * The screens still built from MUI components: they render inside the MUI theme, which loads with
 * them. Every other screen is plain CSS and loads neither MUI nor emotion.
 */
const MUI_SCREENS: readonly ScreenId[] = [
  'brands',
  'brand',
  'promotions',
  'promotion',
  'textPage',
  'staticPage',
  'sitemap',
  'newsletterConfirmation',
  'catchAll',
  'login',
  'register',
  'registerConfirmation',
  'passwordReminder',
  'passwordReset',
];

export function usesMuiTheme(id: ScreenId): boolean {
  return MUI_SCREENS.includes(id);
}

/** The texts a screen needs beyond those every page loads (src/i18n/laterNamespaces.ts). */
const SCREEN_NAMESPACES: Partial<Record<ScreenId, readonly LaterNamespace[]>> = {
  product: ['product'],
  login: ['auth'],
  register: ['auth'],
  registerConfirmation: ['auth'],
  passwordReminder: ['auth'],
  passwordReset: ['auth'],
  cart: ['cart'],
  shoppingList: ['cart'],
  // The approval-validation dialog is the account area's (src/resources/acceptance), with its texts.
  acceptOrder: ['acceptOrder', 'account'],
  checkout: ['cart', 'checkout'],
  confirmation: ['checkout'],
  textPage: ['content', 'pages'],
  staticPage: ['content', 'pages'],
  sitemap: ['content', 'pages'],
  newsletterConfirmation: ['content', 'pages'],
  punchOut: ['content', 'pages'],
  catchAll: ['content', 'pages'],
};

export function screenNamespaces(id: ScreenId): readonly LaterNamespace[] {
  return SCREEN_NAMESPACES[id] ?? [];
}

/** The screen's source file, as the bundler names it (relative to the project root). */
export function screenFile(id: ScreenId): string {
  return `src/storefront/${SCREENS[id].module}.tsx`;
}
