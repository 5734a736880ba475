import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { queryClient } from '../api/queryClient';
import { takePageData, type PageData } from '../api/pageData';
import { readCookie } from '../api/cookies';
import { seesGuestPage } from '../session/guestPage';
import { PAGE_DATA_ID } from '../session/renderedPage';
import { loadLocale } from '../i18n';
import { initSession } from '../session';
import { listenForReturningTab } from '../session/returningTab';
import { App } from './App';
import { DEMO_API_IN_PAGE } from '../platform/config';
import { listenForChunkErrors } from '../platform/chunkReload';
import { createAppRouter } from './router';
import { prefetchRouteData } from './prefetchRouteData';
import { localeFromPath } from '../routing/routes';
import { keepServerHead } from '../routing/seo/usePageMeta';
import { yieldToMain } from '../platform/yieldToMain';

/**
 * Boot: the texts of the URL's language start loading at once; with the demo API in the page
 * (DEMO_API_IN_PAGE, src/platform/config.ts) its MSW service worker starts before the first request;
 * then the session starts, i18next starts and the router renders. Each step is a task of its own, and the first
 * render is a transition, so React yields to the browser while it works. The page's main call (if
 * its route has one, prefetchRouteData.ts) starts with the session.
 */
export async function boot(rootElement: HTMLElement): Promise<void> {
  const texts = loadLocale(localeFromPath(window.location.pathname));
  // The app's modules have just been run, all in one task: the start's own work goes into the next.
  await yieldToMain();
  // A page the web server rendered comes with its data: the cache has it before anything asks.
  const serverData = takeServerData();
  if (serverData) takePageData(queryClient, serverData);
  if (DEMO_API_IN_PAGE) {
    try {
      const { startDemoApi } = await import('../mocks/browser');
      await startDemoApi();
    } catch (error) {
      console.error('The demo API did not start', error);
    }
  }
  listenForChunkErrors();
  const session = initSession();
  listenForReturningTab();
  // The page's own data need not wait for the router and the page's code.
  if (!serverData) prefetchRouteData(window.location.pathname);
  await yieldToMain();
  // The router starts now: the page's own chunk loads while the texts arrive (its root loader waits for them).
  const router = createAppRouter();
  await texts.catch(() => undefined);
  await firstLoadersDone(router);
  // The server's page is a guest's: the visitor it was rendered for takes it over as it stands
  // (hydration); anyone else's page renders anew (src/session/guestPage.ts).
  if (serverData && seesGuestPage(readCookie)) {
    await session.catch(() => undefined);
    keepServerHead(window.location.pathname);
    // A transition, as the first render below: React hydrates in slices and the page stays responsive.
    startTransition(() => {
      hydrateRoot(
        rootElement,
        <StrictMode>
          <App router={router} />
        </StrictMode>,
      );
    });
    return;
  }
  await yieldToMain();
  const root = createRoot(rootElement);
  startTransition(() => {
    root.render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    );
  });
}

/** The data of a page the web server rendered (src/server/body.ts), taken out of the page once read. */
function takeServerData(): PageData | null {
  const element = document.getElementById(PAGE_DATA_ID);
  if (!element) return null;
  element.remove();
  try {
    return JSON.parse(element.textContent ?? '') as PageData;
  } catch {
    return null;
  }
}

/**
 * RouterProvider takes the router's state when it renders and subscribes to it only when it
 * commits; a first render inside a transition may yield in between, and a router whose first
 * loaders finish right then (a fast API, texts already cached) would never be seen: the boot screen
 * would stay for good. So the first render waits for them; until then the page shows the same
 * boot screen from index.html.
 */
function firstLoadersDone(router: ReturnType<typeof createAppRouter>): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
