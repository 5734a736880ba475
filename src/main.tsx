import '@fontsource/roboto/latin-ext-400.css';
import '@fontsource/roboto/latin-ext-500.css';
import '@fontsource/roboto/latin-ext-700.css';
import '@fontsource/roboto/latin-400.css';
import '@fontsource/roboto/latin-500.css';
import '@fontsource/roboto/latin-700.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

/**
 * Boot: without VITE_API_BASE the demo API (MSW service worker) starts first. The app is
 * imported only afterwards, because creating the router already starts the session's requests.
 */
async function start(): Promise<void> {
  if (!import.meta.env.VITE_API_BASE) {
    try {
      const { startDemoApi } = await import('./mocks/browser');
      await startDemoApi();
    } catch (error) {
      console.error('The demo API did not start', error);
    }
  }
  await import('./i18n');
  const { App } = await import('./app/App');
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing');
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
