import type { ComponentType } from 'react';
import { loadNamespaces } from '../i18n';
import type { LaterNamespace } from '../i18n/laterNamespaces';
import { importWithReload } from '../platform/chunkReload';

/** The demo's own pages (routes in src/app/routeTable.tsx, only while the API is the demo API). */
export type DemoScreen = 'area' | 'oldFrontend' | 'procurement' | 'payment';

/** Each page's module and the texts it needs; the panel and mailbox speak the route's language, the others Polish. */
const DEMO_SCREENS: Record<DemoScreen, { load: () => Promise<ComponentType>; namespaces: readonly LaterNamespace[]; ownLanguage?: boolean }> = {
  area: { load: async () => (await import('./DemoArea')).DemoArea, namespaces: ['demo', 'auth'], ownLanguage: true },
  oldFrontend: { load: async () => (await import('./OldFrontendDemoPage')).OldFrontendDemoPage, namespaces: ['company'] },
  procurement: { load: async () => (await import('./procurement/DemoProcurementPage')).DemoProcurementPage, namespaces: ['content'] },
  payment: { load: async () => (await import('./payment/DemoPaymentPage')).DemoPaymentPage, namespaces: ['checkout'] },
};

/**
 * A demo page's code and texts. The shop's first script knows only this module's address: each
 * page's chunk is named here, so a build of the shop carries one lazy import for the four of them.
 */
export async function loadDemoScreen(screen: DemoScreen, locale: 'pl' | 'en'): Promise<ComponentType> {
  const { load, namespaces, ownLanguage } = DEMO_SCREENS[screen];
  const [component] = await Promise.all([importWithReload(load), loadNamespaces(ownLanguage ? locale : 'pl', namespaces)]);
  return component;
}
