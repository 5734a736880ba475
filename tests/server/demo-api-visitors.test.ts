import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoApi, type RunningDemoApi } from './startDemoApi';

/**
 * The Node demo API is shared by every visitor of a hosted demo. Attacked as a stranger would: the
 * demo mailbox of another visitor's account (read through a password reset asked for it), a made-up
 * or borrowed visitor mark, and the demo's control endpoints without the key of whoever started it.
 */
const ADMIN_KEY = 'demo-admin-key-for-tests-0123';
const ALLOWED = 'http://localhost:5173';
const VICTIM = 'kupiec@firma.demo';

let server: RunningDemoApi;

beforeAll(async () => {
  server = await startDemoApi({ DEMO_ADMIN_KEY: ADMIN_KEY, CORS_ORIGINS: ALLOWED });
}, 60_000);

afterAll(() => server?.stop());

/** A browser: it keeps the cookie the server gives it and sends it back, as a browser on the shop's own origin does. */
function browser() {
  let cookie = '';
  const call = async (path: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    if (cookie) headers.set('Cookie', cookie);
    const answer = await fetch(`${server.api}${path}`, { ...init, headers });
    const given = answer.headers.get('set-cookie');
    if (given) cookie = given.split(';')[0];
    return answer;
  };
  const logIn = async (username: string, password: string) => {
    const answer = await call('/oauth2/token', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'password', username, password, client_id: 'spinacz', client_secret: 'spinacz' }),
    });
    return ((await answer.json()) as { access_token: string }).access_token;
  };
  const mailbox = async (to?: string) => {
    const answer = await call(`/demo-api/mailbox${to ? `?to=${encodeURIComponent(to)}` : ''}`);
    return ((await answer.json()) as { messages: { id: number; to: string; subject: string }[] }).messages;
  };
  return { call, logIn, mailbox, cookie: () => cookie };
}

describe('the demo mailbox on the shared server', () => {
  it('a stranger who asks for a password reset of someone else’s account reads nothing of it; the account’s owner does', async () => {
    const stranger = browser();
    const guest = await stranger.logIn('guest', 'guest');
    const asked = await stranger.call('/e-commerce/v1/users/password-reminder', {
      method: 'POST',
      headers: { Authorization: `Bearer ${guest}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: VICTIM }),
    });
    expect(asked.status).toBeLessThan(300);
    expect(stranger.cookie()).toMatch(/^spinacz_demo_visitor=[0-9a-f]{32}$/);
    expect(await stranger.mailbox(VICTIM)).toEqual([]);
    expect(await stranger.mailbox()).toEqual([]);

    const owner = browser();
    await owner.logIn(VICTIM, 'Spinacz123!');
    const [reset] = await owner.mailbox(VICTIM);
    expect(reset).toMatchObject({ to: VICTIM });
    // The message itself, asked for by its number: the owner's browser gets it, the stranger's does not.
    expect((await owner.call(`/demo-api/mailbox/${reset.id}`)).status).toBe(200);
    const taken = await stranger.call(`/demo-api/mailbox/${reset.id}`);
    expect(taken.status).toBe(404);
  });

  it('a newsletter sign-up: the browser that signed up reads its confirmation link and confirms; another browser reads nothing, and the address’s other mail stays closed', async () => {
    const subscriber = browser();
    const guest = await subscriber.logIn('guest', 'guest');
    const address = `newsletter.${Date.now()}@example.pl`;
    const signUp = (who: ReturnType<typeof browser>, token: string, email: string) =>
      who.call('/e-commerce/v1/newsletter/subscriptions', {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', 'Accept-Language': 'pl' },
        body: JSON.stringify({ email, agreement: true }),
      });
    expect((await signUp(subscriber, guest, address)).status).toBe(201);
    const [confirmation] = await subscriber.mailbox();
    expect(confirmation).toMatchObject({ to: address, subject: 'Potwierdź zapis do newslettera Spinacz.pl' });
    const { message: full } = (await (await subscriber.call(`/demo-api/mailbox/${confirmation.id}`)).json()) as { message: { links: { href: string }[] } };
    expect(full.links[0].href).toMatch(/^\/newsletter\/potwierdzenie\?token=[0-9a-f]{32}$/);
    const token = new URL(full.links[0].href, 'http://shop').searchParams.get('token')!;
    const confirmed = await subscriber.call('/e-commerce/v1/newsletter/confirmations', {
      method: 'POST',
      headers: { Authorization: `Bearer ${guest}`, 'Content-Type': 'application/json', 'Accept-Language': 'pl' },
      body: JSON.stringify({ token }),
    });
    expect(confirmed.status).toBe(200);

    const other = browser();
    await other.logIn('guest', 'guest');
    expect(await other.mailbox()).toEqual([]);
    expect((await other.call(`/demo-api/mailbox/${confirmation.id}`)).status).toBe(404);

    // Signing up someone else’s address gives the stranger that one confirmation, none of the owner’s mail.
    const owner = browser();
    await owner.logIn(VICTIM, 'Spinacz123!');
    const ownersMail = (await owner.mailbox()).map((mail) => mail.id);
    const stranger = browser();
    const strangersGuest = await stranger.logIn('guest', 'guest');
    await signUp(stranger, strangersGuest, VICTIM);
    const seen = await stranger.mailbox();
    expect(seen.map((mail) => mail.subject)).toEqual(['Potwierdź zapis do newslettera Spinacz.pl']);
    expect(seen.some((mail) => ownersMail.includes(mail.id))).toBe(false);
  });

  it('a guest’s order: the browser that ordered reads its confirmation, another browser does not', async () => {
    const buyer = browser();
    const guest = await buyer.logIn('guest', 'guest');
    const json = { Authorization: `Bearer ${guest}`, 'Content-Type': 'application/json', 'Accept-Language': 'pl' };
    const found = await buyer.call('/e-commerce/v1/products/search?query=papier&limit=24', { headers: { Authorization: `Bearer ${guest}` } });
    const product = ((await found.json()) as { products: { id: number; canBeOrdered: boolean; orderQuantityMultiple?: number }[] }).products.find((candidate) => candidate.canBeOrdered)!;
    const added = await buyer.call('/e-commerce/v1/shopping-carts/current', { method: 'POST', headers: json, body: JSON.stringify({ productId: product.id, quantity: product.orderQuantityMultiple ?? 1 }) });
    expect(added.status).toBeLessThan(300);
    const email = `guest.order.${Date.now()}@example.pl`;
    const placed = await buyer.call('/e-commerce/v1/checkout/anonymous-orders', {
      method: 'POST',
      headers: { ...json, 'Idempotency-Key': `visitor-order-${Date.now()}` },
      body: JSON.stringify({
        isIndividual: true, firstName: 'Ewa', lastName: 'Nowak', userEmail: email, userTermsOfUseAgreement: true, paymentMethod: 'transfer', deliveryMethod: 'courier',
        address: { countryCode: 'PL', streetWithNumber: 'ul. Długa 1', city: 'Gdańsk', zip: '80-827', phone1: '+48 601 234 567' },
      }),
    });
    expect(placed.status, await placed.clone().text()).toBe(201);
    const number = ((await placed.json()) as { salesOrder: { number: string } }).salesOrder.number;
    const [confirmation] = await buyer.mailbox();
    expect(confirmation).toMatchObject({ to: email });
    expect(confirmation.subject).toContain(number);

    const other = browser();
    await other.logIn('guest', 'guest');
    expect((await other.call(`/demo-api/mailbox/${confirmation.id}`)).status).toBe(404);
  });

  it('a visitor mark made up, or sent as the header the server sets, opens no one’s mailbox', async () => {
    const owner = browser();
    await owner.logIn(VICTIM, 'Spinacz123!');
    expect((await owner.mailbox()).length).toBeGreaterThan(0);
    const ownersId = owner.cookie().split('=')[1];
    const madeUp = await fetch(`${server.api}/demo-api/mailbox`, { headers: { Cookie: `spinacz_demo_visitor=${'0'.repeat(32)}` } });
    expect((await madeUp.json()).messages).toEqual([]);
    const borrowedHeader = await fetch(`${server.api}/demo-api/mailbox`, { headers: { 'X-Spinacz-Demo-Visitor': ownersId } });
    expect((await borrowedHeader.json()).messages).toEqual([]);
  });

  it('the visitor cookie cannot be read by scripts nor sent by other sites', async () => {
    const answer = await fetch(`${server.api}/demo-api/mailbox`);
    expect(answer.headers.get('set-cookie')).toMatch(/; HttpOnly; SameSite=Strict/);
  });
});

describe('the demo control endpoints on the shared server', () => {
  const reset = (headers: Record<string, string>, path = '/demo-api/reset') => fetch(`${server.api}${path}`, { method: 'POST', headers });

  it('a reset without the demo administrator key, or with a wrong one, is refused with 403 and changes nothing', async () => {
    const owner = browser();
    await owner.logIn(VICTIM, 'Spinacz123!');
    await owner.call('/e-commerce/v1/users/password-reminder', {
      method: 'POST',
      headers: { Authorization: `Bearer ${await owner.logIn(VICTIM, 'Spinacz123!')}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: VICTIM }),
    });
    const kept = await owner.mailbox();
    expect(kept.length).toBeGreaterThan(0);
    for (const headers of [{}, { 'X-Demo-Admin-Key': 'guess-guess-guess-guess' }, { 'X-Demo-Admin-Key': '' }] as Record<string, string>[]) {
      const answer = await reset({ ...headers, 'Accept-Language': 'pl' });
      expect(answer.status).toBe(403);
      expect(await answer.json()).toEqual({ code: 'DEMO-ADMIN-KEY', message: expect.stringContaining('klucz administratora demo') });
    }
    expect(await owner.mailbox()).toEqual(kept);
  });

  it('the same reset through another spelling of its path is refused too', async () => {
    for (const path of ['/demo-api/reset/', '/DEMO-API/RESET', '//demo-api/reset', '/demo-api/reset?x=1']) {
      expect((await reset({}, path)).status, path).toBe(403);
    }
  });

  it('the key from a page of a configured CORS origin is refused; from the shop itself or a script it resets', async () => {
    const fromCorsPage = await reset({ 'X-Demo-Admin-Key': ADMIN_KEY, Origin: ALLOWED, 'Accept-Language': 'en' });
    expect(fromCorsPage.status).toBe(403);
    expect((await fromCorsPage.json()).message).toMatch(/only by the shop itself or a script/);
    const own = `http://127.0.0.1:${server.port}`;
    expect((await reset({ 'X-Demo-Admin-Key': ADMIN_KEY, Origin: own })).status).toBe(204);
    expect((await reset({ 'X-Demo-Admin-Key': ADMIN_KEY })).status).toBe(204);
  });

  it('the server memory is read only with the key', async () => {
    expect((await fetch(`${server.api}/demo-api/server-memory`)).status).toBe(403);
    const read = await fetch(`${server.api}/demo-api/server-memory`, { headers: { 'X-Demo-Admin-Key': ADMIN_KEY } });
    expect(read.status).toBe(200);
    expect((await read.json()).rss).toBeGreaterThan(0);
  });
});

describe('a server started without a key', () => {
  it('makes one and prints it for whoever started it', async () => {
    const keyless = await startDemoApi({ DEMO_ADMIN_KEY: '' });
    try {
      const key = /demo administrator key[^:]*: ([0-9a-f]{36})/.exec(keyless.output())?.[1];
      expect(key).toBeDefined();
      expect((await fetch(`${keyless.api}/demo-api/reset`, { method: 'POST' })).status).toBe(403);
      expect((await fetch(`${keyless.api}/demo-api/reset`, { method: 'POST', headers: { 'X-Demo-Admin-Key': key! } })).status).toBe(204);
    } finally {
      keyless.stop();
    }
  }, 60_000);
});
