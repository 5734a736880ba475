/**
 * The route table (spec §2): every named route with its Polish path and its English path
 * under `/en`. Links are built only from here, with `localePath`.
 */
export type Locale = 'pl' | 'en';
export const LOCALES: readonly Locale[] = ['pl', 'en'];
export const DEFAULT_LOCALE: Locale = 'pl';

/** The first segment of the account area ("{account-area}" of spec §2). */
export const ACCOUNT_AREA = { pl: '/moje-konto', en: '/en/my-account' } as const;

const account = (pl: string, en: string) => ({ pl: `${ACCOUNT_AREA.pl}${pl}`, en: `${ACCOUNT_AREA.en}${en}` });

export const ROUTES = {
  // Public routes
  home: { pl: '/', en: '/en' },
  blog: { pl: '/blog', en: '/en/blog' },
  'blog-page-number': { pl: '/blog/strona/:number', en: '/en/blog/page/:number' },
  'blog-author-slug': { pl: '/blog/autor/:slug', en: '/en/blog/author/:slug' },
  'blog-author-slug-page-number': { pl: '/blog/autor/:slug/strona/:number', en: '/en/blog/author/:slug/page/:number' },
  'blog-category-slug': { pl: '/blog/kategoria/:slug', en: '/en/blog/category/:slug' },
  'blog-category-slug-page-number': { pl: '/blog/kategoria/:slug/strona/:number', en: '/en/blog/category/:slug/page/:number' },
  'blog-slug': { pl: '/blog/:slug', en: '/en/blog/:slug' },
  pallets: { pl: '/hurtownia-artykulow-biurowych', en: '/en/office-supplies-wholesale' },
  'pallets-page-number': { pl: '/hurtownia-artykulow-biurowych/strona/:number', en: '/en/office-supplies-wholesale/page/:number' },
  cart: { pl: '/koszyk', en: '/en/cart' },
  shoppingList: { pl: '/lista-zakupowa', en: '/en/shopping-list' },
  login: { pl: '/logowanie', en: '/en/login' },
  registration: { pl: '/rejestracja', en: '/en/registration' },
  'registration-id': { pl: '/rejestracja/:id', en: '/en/registration/:id' },
  'password-reminder': { pl: '/przypomnienie-hasla', en: '/en/password-reminder' },
  'password-reminder-id': { pl: '/przypomnienie-hasla/:id', en: '/en/password-reminder/:id' },
  brands: { pl: '/marki', en: '/en/brands' },
  'brand-slug': { pl: '/marka/:slug', en: '/en/brand/:slug' },
  'brand-slug-page-number': { pl: '/marka/:slug/strona/:number', en: '/en/brand/:slug/page/:number' },
  checkout: { pl: '/proces-zamowienia', en: '/en/checkout' },
  'checkout-id': { pl: '/proces-zamowienia/:id', en: '/en/checkout/:id' },
  'eco-products': { pl: '/produkty-ekologiczne', en: '/en/eco-products' },
  'eco-products-page-number': { pl: '/produkty-ekologiczne/strona/:number', en: '/en/eco-products/page/:number' },
  promotions: { pl: '/promocje', en: '/en/promotions' },
  'promotions-slug': { pl: '/promocje/:slug', en: '/en/promotions/:slug' },
  'promotions-slug-page-number': { pl: '/promocje/:slug/strona/:number', en: '/en/promotions/:slug/page/:number' },
  'punch-out': { pl: '/punch-out', en: '/en/punch-out' },
  disposal: { pl: '/utylizacja', en: '/en/disposal' },
  search: { pl: '/wyszukiwarka', en: '/en/search' },
  'search-page-number': { pl: '/wyszukiwarka/strona/:number', en: '/en/search/page/:number' },
  'ats-slug': { pl: '/szukaj/:slug', en: '/en/find/:slug' },
  'ats-slug-page-number': { pl: '/szukaj/:slug/strona/:number', en: '/en/find/:slug/page/:number' },
  'accept-order': { pl: '/zaakceptuj-zamowienie', en: '/en/accept-order' },
  'sitemap-categories': { pl: '/mapa-strony/kategorie', en: '/en/sitemap/categories' },
  'sitemap-slug': { pl: '/mapa-strony/:slug', en: '/en/sitemap/:slug' },
  'category-slug': { pl: '/kategoria/:slug', en: '/en/category/:slug' },
  'category-slug-page-number': { pl: '/kategoria/:slug/strona/:number', en: '/en/category/:slug/page/:number' },
  'product-slug': { pl: '/produkt/:slug', en: '/en/product/:slug' },
  'newsletter-confirmation': { pl: '/newsletter/potwierdzenie', en: '/en/newsletter/confirmation' },
  textPage: { pl: '/textPage/:slug?', en: '/en/textPage/:slug?' },
  // Footer static pages (content pages reached through the catch-all in the original)
  'payment-methods': { pl: '/sposoby-platnosci', en: '/en/payment-methods' },
  'returns-and-complaints': { pl: '/zwroty-i-reklamacje', en: '/en/returns-and-complaints' },
  'delivery-terms': { pl: '/warunki-dostaw', en: '/en/delivery-terms' },
  'shop-terms': { pl: '/regulamin-sklepu', en: '/en/terms-and-conditions' },
  contact: { pl: '/kontakt', en: '/en/contact' },
  'privacy-policy': { pl: '/polityka-prywatnosci', en: '/en/privacy-policy' },
  'accessibility-statement': { pl: '/deklaracja-dostepnosci', en: '/en/accessibility-statement' },
  // Account area (requires login)
  dashboard: account('', ''),
  'dashboard-list': account('/lista', '/list'),
  'dashboard-list-slug': account('/lista/:slug', '/list/:slug'),
  'dashboard-minicatalogs': account('/minikatalogi', '/mini-catalogues'),
  'dashboard-minicatalogs-slug': account('/minikatalogi/:slug', '/mini-catalogues/:slug'),
  'dashboard-minicatalogs-slug-page-number': account('/minikatalogi/:slug/strona/:number', '/mini-catalogues/:slug/page/:number'),
  'dashboard-offers': account('/oferty', '/offers'),
  'dashboard-offers-slug': account('/oferty/:slug', '/offers/:slug'),
  'dashboard-settings': account('/ustawienia', '/settings'),
  'dashboard-orders': account('/zamowienia', '/orders'),
  'dashboard-orders-slug': account('/zamowienia/:slug', '/orders/:slug'),
  'dashboard-acceptance': account('/zamowienia-oczekujace', '/orders-awaiting-acceptance'),
  'dashboard-returns': account('/zwroty', '/returns'),
  'dashboard-returns-slug': account('/zwroty/:slug', '/returns/:slug'),
  'dashboard-returns-iframe': account('/zwroty-iframe', '/returns-iframe'),
  'dashboard-returns-iframe-slug': account('/zwroty-iframe/:slug', '/returns-iframe/:slug'),
  'dashboard-invoices': account('/faktury', '/invoices'),
  'dashboard-invoices-slug': account('/faktury/:slug', '/invoices/:slug'),
  // Account area, implied by spec §2
  'dashboard-reports': account('/raporty', '/reports'),
  'dashboard-notifications': account('/powiadomienia', '/notifications'),
  'dashboard-complaints': account('/reklamacje', '/complaints'),
  'dashboard-frequently-bought': account('/czesto-kupowane', '/frequently-bought'),
  'dashboard-my-offer': account('/moja-oferta', '/my-offer'),
  'dashboard-cost-centres': account('/centra-kosztowe', '/cost-centres'),
  'dashboard-users': account('/uzytkownicy', '/users'),
  'dashboard-approval-rules': account('/reguly-akceptacji', '/approval-rules'),
  'dashboard-audit-log': account('/dziennik-zdarzen', '/audit-log'),
  'dashboard-addresses': account('/adresy', '/addresses'),
  // Catch-all (content page by slug, else 404)
  'catch-all': { pl: '/:slug', en: '/en/:slug' },
} as const satisfies Record<string, Record<Locale, string>>;

export type RouteName = keyof typeof ROUTES;

/** The slugs of the site map's page of the shop's pages (`sitemap-slug`), one a language; any other answers 404. */
export const SITEMAP_PAGES_SLUGS: readonly string[] = ['strony', 'pages'];
