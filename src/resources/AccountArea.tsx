import { Suspense, useMemo, type ComponentType } from 'react';
import { Refine } from '@refinedev/core';
import routerProvider from '@refinedev/react-router';
import { useRoutes, type RouteObject } from 'react-router';
import { useTranslation } from '../i18n/useTranslation';
import CircularProgress from '@mui/material/CircularProgress';
import Box from '@mui/material/Box';
import { ROUTES, useLocale, type RouteName } from '../routing/routes';
import { queryClient } from '../api/queryClient';
import { dataProvider } from './dataProvider';
import { createAuthProvider } from './authProvider';
import { accessControlProvider } from './accessControlProvider';
import { createI18nProvider } from './i18nProvider';
import { AccountLayout } from './layout/AccountLayout';
import { AccountNotFound } from './layout/AccountNotFound';
import { ACCOUNT_SCREENS, EMBEDDED_ACCOUNT_SCREENS, type AccountScreenRoute } from './accountScreens';
import { refineResources } from './resources';
import { componentOnDemand } from '../ui/componentOnDemand';

/** The screen modules (see resourceDescriptor.ts, ScreenModule, for the naming), each a chunk of its own. */
const SCREEN_MODULES = import.meta.glob<{ default: ComponentType }>(['./*/*List.tsx', './*/*Show.tsx', './*/*Page.tsx', './dashboard/Dashboard.tsx', '!./ui/**']);

/** A screen whose code is still loading: announced as loading, and busy until it stands there. */
function ScreenLoading() {
  const { t } = useTranslation('common');
  return (
    <Box role="status" aria-busy="true" aria-label={t('status.loading')} sx={{ display: 'grid', placeItems: 'center', minHeight: 240 }}>
      <CircularProgress aria-hidden="true" />
    </Box>
  );
}

// Not lazy() in Suspense: React would hold each screen back until 300 ms after the loader showed (componentOnDemand).
const SCREENS = (Object.entries(ACCOUNT_SCREENS) as [AccountScreenRoute, string][]).map(([route, module]) => {
  const load = SCREEN_MODULES[`./${module}.tsx`];
  if (!load) throw new Error(`No account screen module ${module}`);
  return { route, Screen: componentOnDemand(load, ScreenLoading), embedded: EMBEDDED_ACCOUNT_SCREENS.includes(route) };
});

/** The part of a route-table path below the account root, e.g. "zamowienia" or "orders". */
function below(route: RouteName, locale: 'pl' | 'en'): string {
  // The route table's pattern (not a filled href), so routes with parameters (":slug") work too.
  return ROUTES[route][locale].slice(ROUTES.dashboard[locale].length + 1);
}

/** The part of an embedded screen's path below the embedded root (/moje-konto/zwroty-iframe): '' or ":slug". */
function belowEmbedded(route: RouteName, locale: 'pl' | 'en'): string {
  return ROUTES[route][locale].slice(ROUTES['dashboard-returns-iframe'][locale].length + 1);
}

/** The account's screens as routes below the area's root; anything else is the account's "not found". */
function accountRoutes(embedded: boolean, locale: 'pl' | 'en'): RouteObject[] {
  const screens: RouteObject[] = SCREENS.filter((screen) => screen.embedded === embedded).map(({ route, Screen }) => {
    const path = embedded ? belowEmbedded(route, locale) : route === 'dashboard' ? '' : below(route, locale);
    return path ? { path, element: <Screen /> } : { index: true, element: <Screen /> };
  });
  return [...screens, { path: '*', element: <AccountNotFound /> }];
}

/** The routes' element (the object form of `<Routes>`: what the shell's router already runs). */
function AccountRoutes({ embedded, locale }: { embedded: boolean; locale: 'pl' | 'en' }) {
  const routes = useMemo(() => accountRoutes(embedded, locale), [embedded, locale]);
  return useRoutes(routes);
}

/**
 * The account area (/moje-konto/*, /en/my-account/*): Refine is mounted here and only here.
 * `embedded`: the returns iframe pages (/moje-konto/zwroty-iframe/*), under the empty layout, without
 * the account's side navigation — only the embedded screens are routed there.
 */
export default function AccountArea({ embedded = false }: { embedded?: boolean }) {
  const locale = useLocale();
  const { i18n } = useTranslation(['account', 'common']);
  const authProvider = useMemo(() => createAuthProvider(locale), [locale]);
  const i18nProvider = useMemo(() => createI18nProvider(i18n), [i18n]);
  const resources = useMemo(() => refineResources(locale), [locale]);
  return (
    <Refine
      dataProvider={dataProvider}
      authProvider={authProvider}
      accessControlProvider={accessControlProvider}
      routerProvider={routerProvider}
      i18nProvider={i18nProvider}
      resources={resources}
      options={{ syncWithLocation: true, disableTelemetry: true, reactQuery: { clientConfig: queryClient } }}
    >
      {embedded ? (
        <Box sx={{ p: { xs: 1.5, md: 3 } }}>
          <Suspense fallback={<ScreenLoading />}>
            <AccountRoutes embedded locale={locale} />
          </Suspense>
        </Box>
      ) : (
        <AccountLayout>
          <Suspense fallback={<ScreenLoading />}>
            <AccountRoutes embedded={false} locale={locale} />
          </Suspense>
        </AccountLayout>
      )}
    </Refine>
  );
}
