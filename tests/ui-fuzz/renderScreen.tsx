import '../../src/i18n';
import { faker } from '@faker-js/faker';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import { useEffect, type ComponentType } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, useRouteError } from 'react-router';
import { queryClient } from '../../src/api/queryClient';
import { ThemeScope } from '../../src/ui/theme/ThemeScope';
import { loadScreen } from '../../src/app/routeTable';
import { getGetCurrentUserResponseMock } from '../../src/generated/api/session-and-user/session-and-user.msw';
import type { CurrentUserResponse } from '../../src/generated/model';
import AccountArea from '../../src/resources/AccountArea';
import { DefaultLayout } from '../../src/storefront/layout/DefaultLayout';
import { SimpleLayout } from '../../src/storefront/layout/SimpleLayout';
import { sessionStore, type SessionState } from '../../src/session/session';
import { ModalHost } from '../../src/ui/modal/ModalHost';
import { ToastHost } from '../../src/ui/toasts/ToastHost';
import { answerForSeed } from './fakerApi';
import { installLightComputedStyle } from './lightComputedStyle';
import type { ScreenCase } from './screenCases';

/** What a render left for the checks. */
export interface Rendered {
  container: HTMLElement;
  /** The route error, when the screen threw while rendering. */
  crash: unknown;
  /** The path the router ended at (a screen may redirect). */
  pathname: string;
  /** True when the page still showed progress when the wait ended. */
  stillLoading: boolean;
}

let crash: unknown = null;

installLightComputedStyle();

/**
 * jsdom has no `matchMedia` (every browser the shop supports has): media queries are answered for
 * a phone (390 px) on odd seeds and a desktop (1366 px) on even ones, so both layouts are fuzzed.
 */
let viewportWidth = 1366;
function answerMediaQuery(query: string): boolean {
  const min = /min-width:\s*(\d+(?:\.\d+)?)px/.exec(query);
  const max = /max-width:\s*(\d+(?:\.\d+)?)px/.exec(query);
  if (!min && !max) return false;
  return (!min || viewportWidth >= Number(min[1])) && (!max || viewportWidth <= Number(max[1]));
}
window.matchMedia = (query: string) =>
  ({
    matches: answerMediaQuery(query),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }) as MediaQueryList;

function CrashCatcher() {
  const error = useRouteError();
  useEffect(() => {
    crash ??= error ?? new Error('unknown route error');
  }, [error]);
  return <p>FUZZ-CRASH</p>;
}

function Root() {
  return (
    <>
      <Outlet />
      <ModalHost />
      <ToastHost />
    </>
  );
}

function Away() {
  return <p data-fuzz-away="">FUZZ-AWAY</p>;
}

function fuzzUser(seed: number, allPermissions: boolean): CurrentUserResponse {
  faker.seed(seed * 7919);
  const user = getGetCurrentUserResponseMock();
  const acl = allPermissions
    ? (Object.fromEntries(Object.entries(user.acl).map(([key, value]) => [key, typeof value === 'boolean' ? true : value])) as CurrentUserResponse['acl'])
    : user.acl;
  return { ...user, user: { ...user.user, roleId: Math.max(1, user.user.roleId) }, acl };
}

function sessionFor(item: ScreenCase, seed: number): SessionState {
  const loggedIn = item.kind === 'account' || (seed % 2 === 0 && !item.guestOnly);
  if (!loggedIn) return { status: 'ready', currentUser: null, isLoggedIn: false, showNetPrices: seed % 4 === 1 };
  const user = fuzzUser(seed, item.kind === 'account');
  return { status: 'ready', currentUser: user, isLoggedIn: true, showNetPrices: user.acl.showNetPrices };
}

const loadedScreens = new Map<string, ComponentType>();

/** The page inside a layout case: a heading, so that the main region has content. */
function EmptyPage() {
  return <h1>Strona</h1>;
}

async function screenComponent(item: ScreenCase): Promise<ComponentType> {
  if (item.kind === 'layout') return EmptyPage;
  if (item.kind === 'account') {
    const embedded = item.embedded;
    return function Account() {
      return (
        <ThemeScope>
          <AccountArea embedded={embedded} />
        </ThemeScope>
      );
    };
  }
  let screen = loadedScreens.get(item.screen);
  if (!screen) {
    screen = await loadScreen(item.screen, 'pl');
    loadedScreens.set(item.screen, screen);
  }
  return screen;
}

function patternOf(item: ScreenCase): string {
  if (item.kind === 'storefront') return item.pattern;
  if (item.kind === 'layout') return item.url;
  return item.embedded ? '/moje-konto/zwroty-iframe/*' : '/moje-konto/*';
}

// A progress bar with a value (the free-delivery meter) is content, not loading; so is a spinner
// hidden from assistive technology inside a status (a report being prepared turns its dot for as
// long as it is pending, which with the same answer to every poll is for good).
const busySelector = '[role="progressbar"]:not([aria-valuenow]):not([aria-hidden="true"]), [aria-busy="true"], .MuiSkeleton-root';

function stillLoading(): boolean {
  return queryClient.isFetching() > 0 || queryClient.isMutating() > 0 || document.body.querySelector(busySelector) !== null;
}

/**
 * How long a screen may take to load: generous, because the first render of a screen also loads
 * its code, and a listing renders its results in a deferred (interruptible) render that a busy
 * machine stretches. A screen that is still loading then fails the test.
 */
export const SETTLE_LIMIT_MS = 12_000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until nothing loads for two checks in a row, at most `limitMs`. */
async function settle(limitMs: number): Promise<boolean> {
  // performance.now(): the suite stops the Date clock (see fuzzSuite.ts).
  const end = performance.now() + limitMs;
  let quiet = 0;
  while (performance.now() < end) {
    await pause(20);
    quiet = stillLoading() ? 0 : quiet + 1;
    if (quiet >= 2) return false;
  }
  return stillLoading();
}

/**
 * Renders one screen with the app's providers (query cache, i18n with the Polish texts, the router
 * at the screen's URL; the MUI theme and Refine where the app has them) against the faker API of
 * one seed, and waits until it has loaded. Layout cases put an empty page inside the layout. The session is set directly: a guest on odd seeds and a
 * faker user on even ones in the shop; in the account area always a faker user, with every
 * permission of the acl so that the screen itself (not "no access") is what is rendered.
 */
export async function renderScreen(item: ScreenCase, seed: number): Promise<Rendered> {
  cleanup();
  queryClient.clear();
  answerForSeed(seed, item.pins);
  crash = null;
  viewportWidth = seed % 2 === 1 ? 390 : 1366;
  sessionStore.set(sessionFor(item, seed));
  const Screen = await screenComponent(item);
  const pattern = patternOf(item);
  const router = createMemoryRouter(
    [
      {
        Component: Root,
        ErrorBoundary: CrashCatcher,
        children: [
          item.kind === 'layout'
            ? { Component: item.layout === 'default' ? DefaultLayout : SimpleLayout, children: [{ path: pattern, Component: Screen, ErrorBoundary: CrashCatcher }] }
            : { path: pattern, Component: Screen, ErrorBoundary: CrashCatcher },
          ...(pattern === '*' ? [] : [{ path: '*', Component: Away }]),
        ],
      },
    ],
    { initialEntries: [item.url] },
  );
  const { container } = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  const loading = await settle(SETTLE_LIMIT_MS);
  return { container, crash, pathname: router.state.location.pathname, stillLoading: loading };
}
