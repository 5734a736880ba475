import type { ComponentType } from 'react';
import { loadNamespaces } from '../i18n';
import { importWithReload } from '../platform/chunkReload';

/** The demo's own pages (routes in src/app/routeTable.tsx, only while the API is the demo API). */
export type DemoScreen = 'area' | 'oldFrontend' | 'procurement' | 'payment';

/**
 * A demo page's code and texts. The shop's first script knows only this module's address: each
 * page's chunk is named here, so a build of the shop carries one lazy import for the four of them.
 */
export async function loadDemoScreen(screen: DemoScreen, locale: 'pl' | 'en'): Promise<ComponentType> {
  switch (screen) {
    case 'area': {
      const [{ DemoArea }] = await Promise.all([importWithReload(() => import('./DemoArea')), loadNamespaces(locale, ['demo', 'auth'])]);
      return DemoArea;
    }
    case 'oldFrontend': {
      const [{ OldFrontendDemoPage }] = await Promise.all([importWithReload(() => import('./OldFrontendDemoPage')), loadNamespaces('pl', ['company'])]);
      return OldFrontendDemoPage;
    }
    case 'procurement': {
      const [{ DemoProcurementPage }] = await Promise.all([importWithReload(() => import('./procurement/DemoProcurementPage')), loadNamespaces('pl', ['content'])]);
      return DemoProcurementPage;
    }
    case 'payment': {
      const [{ DemoPaymentPage }] = await Promise.all([importWithReload(() => import('./payment/DemoPaymentPage')), loadNamespaces('pl', ['checkout'])]);
      return DemoPaymentPage;
    }
  }
}
