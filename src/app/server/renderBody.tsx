import { prerenderToNodeStream } from 'react-dom/static';
import { QueryClient, type Query } from '@tanstack/react-query';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider, type RouteObject, type StaticHandler, type StaticHandlerContext } from 'react-router';
import { localeFromPath, matchRoute } from '../../routing/routes';
import { SCREEN_OF_ROUTE, SCREENS } from '../../storefront/screens';
import { AppProviders } from '../App';
import { appRoutes } from '../router';
import { asGuestIn } from './serverGuest';
import { oneAtATime } from './oneAtATime';
import { withinTime } from '../../platform/withinTime';
import { toApiError } from '../../api/mutator';
import { isSettledError } from '../../api/ApiError';
import { pageDataOf, type PageData } from '../../api/pageData';
import { QUERY_DEFAULTS } from '../../api/queryClient';
import type { ShellVisitor } from '../../session/guestPage';
import { PageShell } from '../PageShell';

/** A read of the shop's API as a guest (src/server/apiReader.ts): status and parsed body. */
export type GuestRead = (path: string, params: Record<string, unknown>, locale: 'pl' | 'en') => Promise<{ status: number; body: unknown }>;

/** A public page's body as the web server renders it. */
export interface RenderedBody {
  /** The markup inside #root. */
  html: string;
  /** The page's data, for the browser's query cache (hydrated without asking again). */
  data: PageData;
  /** The source module of the page's screen (its stylesheets go into the head). */
  screenModule: string | null;
  /**
   * A read the page needs failed (the API down, overloaded or too slow): the page shows its error
   * where that answer belongs. Such a page is the shop's error page at best, never one to keep.
   */
  unavailable: boolean;
}

/** The answer of a read that did not come in time, or not at all. */
const UNANSWERED = { status: 503, body: null } as const;

/**
 * What the server reads for a page: the catalogue and the content, the same for every guest. A
 * visitor's own data (cart, lists, user) is never read: it stays "loading" in the server's HTML and
 * the browser asks for it, so no visitor's data enters a page that may be cached and shared.
 */
const PUBLIC_READS = /^\/e-commerce\/v1\/(?:(?:brands|categories|contents|promotions|printing-devices|settings)(?:\/|$)|products\/(?!price-alert))/;

/** Whether the page would run the query now (a query waiting for a choice, e.g. the printer finder's brand, would not). */
function isEnabled(query: Query): boolean {
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  return (typeof enabled === 'function' ? enabled(query) : enabled) !== false;
}

/** A query the page asked for that the server reads: a public GET path of the API and its parameters. */
function publicCall(query: Query): { path: string; params: Record<string, unknown> } | null {
  if (!isEnabled(query)) return null;
  const [path, params] = query.queryKey as readonly unknown[];
  if (typeof path !== 'string' || !PUBLIC_READS.test(path)) return null;
  return { path, params: params && typeof params === 'object' ? (params as Record<string, unknown>) : {} };
}

/** The browser's loaders start the session and the language; on the server the page is a guest's, set up before each render. */
function withoutLoaders(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const { loader: _loader, shouldRevalidate: _revalidate, ...rest } = route;
    return { ...rest, children: route.children ? withoutLoaders(route.children) : undefined } as RouteObject;
  });
}

async function readStream(stream: NodeJS.ReadableStream): Promise<string> {
  let html = '';
  for await (const chunk of stream) html += typeof chunk === 'string' ? chunk : Buffer.from(chunk as Uint8Array).toString('utf8');
  return html;
}

/**
 * A read that does not answer in time ends the page's rendering (the browser renders it): pages
 * render one at a time, and one stuck read must not hold the pages behind it.
 */
const READ_TIMEOUT_MS = 2_000;

/** Rendering finds what the page asks for; each round reads it, up to this many renders (a page whose calls depend on earlier answers, or whose parts load their code first). */
const MAX_ROUNDS = 6;

/** React's mark of a Suspense boundary sent before its content (completed later by an inline script). */
const PENDING_BOUNDARY = /<!--\$\?-->/;

let handler: StaticHandler | null = null;
/** The app's route tree on the server (its loaders are the browser's). */
const pageHandler = (): StaticHandler => (handler ??= createStaticHandler(withoutLoaders(appRoutes())));

/** One render of a route tree's page (the app's, or the shell's) as a guest sees it, with what the query cache holds now. */
async function renderOnce(url: URL, client: QueryClient, routes: StaticHandler, context: StaticHandlerContext): Promise<string> {
  asGuestIn(url, localeFromPath(url.pathname));
  const router = createStaticRouter(routes.dataRoutes, context);
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <AppProviders client={client}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
    // Every finished part stays in place: a large one would otherwise be sent after the rest and
    // moved in by an inline script, which the CSP forbids (and a prerendered page has no need of).
    { onError: (error) => void errors.push(error), progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  // A part that failed would be left to the browser, which hydration reports: the whole page is, instead.
  if (errors.length > 0) throw errors[0] instanceof Error ? errors[0] : new Error(String(errors[0]));
  return readStream(prelude);
}

/**
 * Renders until the page asks for nothing new: each round reads the public calls it asked for from
 * the API and renders again with their answers. A read that fails is the query's error, as in the
 * browser; `unavailable` when one failed for another reason than an unknown or withdrawn thing.
 */
async function renderWithReads(render: () => Promise<string>, client: QueryClient, read: GuestRead, locale: 'pl' | 'en'): Promise<{ html: string; unavailable: boolean }> {
  const asked = new Set<string>();
  let html = '';
  let unavailable = false;
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    html = await render();
    const calls = client
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.status === 'pending' && !asked.has(query.queryHash))
      .flatMap((query) => {
        const call = publicCall(query);
        return call ? [{ query, call }] : [];
      });
    // A part that waited for its code (a lazy screen, e.g. the 404 page an answer turned the page into)
    // came out as a boundary completed by an inline script, which the CSP forbids: the page renders again.
    const waited = PENDING_BOUNDARY.test(html);
    if (calls.length === 0 && !waited) break;
    // The browser would hydrate this round's markup with later answers: the page is left to it.
    if (round === MAX_ROUNDS - 1) throw new Error(`the page still asks for ${calls.length} reads or waits for its code after ${MAX_ROUNDS} renders`);
    const answers = await Promise.all(
      calls.map(async ({ query, call }) => {
        asked.add(query.queryHash);
        const answer = await withinTime(read(call.path, call.params, locale), READ_TIMEOUT_MS, call.path).catch(() => UNANSWERED);
        return { query, answer };
      }),
    );
    for (const { query, answer } of answers) {
      if (answer.status === 200) {
        client.setQueryData(query.queryKey, answer.body);
        continue;
      }
      // An unknown or withdrawn thing is a page of its own (404, 410), rendered as the browser renders it;
      // any other failure is shown where the answer belongs, as the browser shows it.
      const error = toApiError(answer.status, answer.body);
      if (!isSettledError(error)) unavailable = true;
      query.setState({ ...query.state, status: 'error', fetchStatus: 'idle', error, errorUpdatedAt: Date.now(), fetchFailureCount: 1, fetchFailureReason: null });
    }
    // The page is the error page now: nothing more to read.
    if (unavailable) break;
  }
  return { html, unavailable };
}

/** The query client of one page on the server: it asks nothing itself (the reads do), and a failed read is shown as the page shows a failure. */
const serverQueryClient = () => new QueryClient({ defaultOptions: { queries: { ...QUERY_DEFAULTS, retry: false, retryOnMount: false } } });

/**
 * Renders a public page's body as a guest sees it: the page renders, the public calls it asked for
 * are read from the API, and it renders again with their answers until it asks for nothing new.
 * Null for a redirect. A read that fails is the query's error, as in the browser: an unknown or
 * withdrawn thing is a page of its own (404, 410); any other failure marks the page `unavailable`.
 */
async function render(url: URL, read: GuestRead): Promise<RenderedBody | null> {
  const pages = pageHandler();
  const context = await pages.query(new Request(url.href));
  if (context instanceof Response) return null;
  const client = serverQueryClient();
  const { html, unavailable } = await renderWithReads(() => renderOnce(url, client, pages, context), client, read, localeFromPath(url.pathname));
  if (unavailable) {
    // The page cannot be shown as it is: the shop's error page (503) in the page's layout, from the route's error boundary.
    const boundary = [...context.matches].reverse().find((match) => match.route.hasErrorBoundary && match.route.id !== context.matches[0]?.route.id);
    const errorPage = boundary ? await renderOnce(url, client, pages, { ...context, errors: { [boundary.route.id]: toApiError(503, null) } }) : html;
    return { html: errorPage, data: pageDataOf(client), screenModule: null, unavailable };
  }
  const name = matchRoute(url.pathname)?.name;
  // An address no route knows shows the 404 page (the router's catch-all).
  const screen = name ? SCREEN_OF_ROUTE[name] : 'notFound';
  return { html, data: pageDataOf(client), screenModule: screen ? `src/storefront/${SCREENS[screen].module}.tsx` : null, unavailable };
}

let shellHandler: StaticHandler | null = null;

/**
 * The shell of the page at `url` (src/app/PageShell.tsx) for a visitor whose page renders in the
 * browser; null for a page outside the default layout (login, checkout, a procurement system's
 * pages, which have no such header). Its public reads (the announcement, the search's categories)
 * come from the API as a guest's; a read that fails leaves its part out, as in the browser.
 */
async function shell(url: URL, read: GuestRead, visitor: ShellVisitor): Promise<string | null> {
  // The shell is the default layout's: the app's routes tell whether the page has it.
  const matched = matchRoutes(pageHandler().dataRoutes, url.pathname) ?? [];
  if (!matched.some((match) => match.route.id === 'default-layout')) return null;
  shellHandler ??= createStaticHandler([{ id: 'shell', path: '*', Component: ShellOfVisitor }]);
  const shells = shellHandler;
  const context = await shells.query(new Request(url.href));
  if (context instanceof Response) return null;
  const client = serverQueryClient();
  shellVisitor = visitor;
  const { html } = await renderWithReads(() => renderOnce(url, client, shells, context), client, read, localeFromPath(url.pathname));
  return html;
}

/** The visitor of the shell being rendered (one renders at a time, as every page). */
let shellVisitor: ShellVisitor = { announcementClosed: false };
function ShellOfVisitor() {
  return <PageShell visitor={shellVisitor} />;
}

/** The app keeps the language, the session and the page's address as module state: one page renders at a time. */
const exclusive = oneAtATime(<R,>(work: () => Promise<R>): Promise<R> => work());

export const renderBody = (url: URL, read: GuestRead): Promise<RenderedBody | null> => exclusive(() => render(url, read));

export const renderShell = (url: URL, read: GuestRead, visitor: ShellVisitor): Promise<string | null> => exclusive(() => shell(url, read, visitor));
