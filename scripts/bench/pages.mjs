// The pages the benchmark measures (slugs from the running demo API) and the cookies of the browser
// each page needs: a guest with a filled cart, or a logged-in demo user.
import { log } from './settings.mjs';

/** The pages to measure; slugs come from the running demo API, never made up. */
export async function discoverPages(apiBase) {
  const pages = [{ page: 'home', path: '/' }];
  const skipped = [];
  let token = null;
  try {
    const response = await fetch(`${apiBase}/oauth2/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body: new URLSearchParams({ grant_type: 'password', username: 'guest', password: 'guest', client_id: 'spinacz', client_secret: 'spinacz' }),
    });
    if (response.ok) token = (await response.json()).access_token ?? null;
    else log(`guest token: POST /oauth2/token answered ${response.status}; listing calls go without a token`);
  } catch (error) {
    log(`guest token: ${error.message}`);
  }
  const firstSlug = async (path, listKey) => {
    try {
      const response = await fetch(`${apiBase}${path}`, {
        headers: { Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      });
      if (!response.ok) {
        const missing = response.status === 404 || response.status === 501;
        return { reason: `GET ${path} answered ${response.status}${missing ? ' (not implemented yet)' : ''}` };
      }
      const slug = (await response.json())?.[listKey]?.[0]?.slug;
      return slug ? { slug } : { reason: `GET ${path} returned no ${listKey}[0].slug` };
    } catch (error) {
      return { reason: `GET ${path} failed: ${error.message}` };
    }
  };
  const add = (page, found, toPath) => {
    if (found.slug) pages.push({ page, path: toPath(encodeURIComponent(found.slug)) });
    else skipped.push({ page, reason: found.reason });
  };
  add('category', await firstSlug('/e-commerce/v1/categories/tree?level=1&nestingLevel=1', 'categories'), (slug) => `/kategoria/${slug}`);
  add('product', await firstSlug('/e-commerce/v1/products/search?limit=1', 'products'), (slug) => `/produkt/${slug}`);
  pages.push({ page: 'search', path: '/wyszukiwarka?query=papier' });
  add('blog', await firstSlug('/e-commerce/v1/contents?limit=1', 'contents'), (slug) => `/blog/${slug}`);
  // The cart and checkout are measured as a guest whose cart holds a few products.
  pages.push({ page: 'cart', path: '/koszyk', filledCart: true });
  pages.push({ page: 'checkout', path: '/proces-zamowienia', filledCart: true });
  // One page of the account area (Refine and the data grid), logged in as an approver.
  pages.push({ page: 'account', path: '/moje-konto/zamowienia', login: 'akceptant@firma.demo', account: true });
  const only = (process.env.BENCH_PAGES ?? '').split(',').map((name) => name.trim()).filter(Boolean);
  return { pages: only.length ? pages.filter((page) => only.includes(page.page)) : pages, skipped };
}

/**
 * A new guest with products in the cart (the first products of a search, one of each): the cookies
 * a browser of that guest has. A fresh guest for every run, so no run sees another's changes.
 */
async function accessToken(apiBase, username, password) {
  const tokenResponse = await fetch(`${apiBase}/oauth2/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
    body: new URLSearchParams({ grant_type: 'password', username, password, client_id: 'spinacz', client_secret: 'spinacz' }),
  });
  if (!tokenResponse.ok) throw new Error(`token of ${username}: POST /oauth2/token answered ${tokenResponse.status}`);
  return (await tokenResponse.json()).access_token;
}


/** The consent cookie of a visitor who has decided (src/domain/consent.ts: everything consented). */
export const CONSENT_GIVEN = { spinacz_consent: 'p1s1m1' };

/** A returning guest's cookies: consent given and the guest token the first visit got. */
export async function returningGuest(apiBase) {
  return { ...CONSENT_GIVEN, spinacz_guest: await accessToken(apiBase, 'guest', 'guest') };
}

/** The cookies of a demo user's browser after logging in. */
export async function loggedInUser(apiBase, login) {
  return { spinacz_auth: await accessToken(apiBase, login, 'Spinacz123!') };
}

export async function guestWithFilledCart(apiBase) {
  const token = await accessToken(apiBase, 'guest', 'guest');
  const headers = { Accept: 'application/json', 'Content-Type': 'application/json', Authorization: `Bearer ${token}` };
  const search = await fetch(`${apiBase}/e-commerce/v1/products/search?query=papier&limit=12`, { headers });
  const products = (await search.json()).products ?? [];
  let added = 0;
  for (const product of products) {
    if (added === 4) break;
    if (!product.canBeOrdered || product.category?.forAdults) continue;
    const response = await fetch(`${apiBase}/e-commerce/v1/shopping-carts/current`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ productId: product.id, quantity: Math.max(1, product.orderQuantityMultiple ?? 1) }),
    });
    if (response.ok) added += 1;
  }
  if (!added) throw new Error('no product could be put in the cart');
  return { spinacz_guest: token };
}
