import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { loadLocale } from '../i18n';
import { initSession } from '../session';
import { App } from './App';
import { listenForChunkErrors } from './chunkReload';
import { createAppRouter } from './router';
import { localeFromPath } from './routes';
import { yieldToMain } from './yieldToMain';

/**
 * Boot: the texts of the URL's language start loading at once; without VITE_API_BASE the demo
 * API (MSW service worker) starts before the first request; then the session starts and the
 * router renders. Each step is a task of its own, and the first render is a transition, so React
 * yields to the browser while it works.
 */
export async function boot(rootElement: HTMLElement): Promise<void> {
  const texts = loadLocale(localeFromPath(window.location.pathname));
  if (!import.meta.env.VITE_API_BASE) {
    try {
      const { startDemoApi } = await import('../mocks/browser');
      await startDemoApi();
    } catch (error) {
      console.error('The demo API did not start', error);
    }
  }
  listenForChunkErrors();
  void initSession();
  await yieldToMain();
  // The router starts now: the page's own chunk loads while the texts arrive (its root loader waits for them).
  const router = createAppRouter();
  await texts.catch(() => undefined);
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
