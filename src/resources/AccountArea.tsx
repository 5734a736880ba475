import { lazy, Suspense, useMemo, type ComponentType } from 'react';
import { Refine } from '@refinedev/core';
import routerProvider from '@refinedev/react-router';
import { Route, Routes } from 'react-router';
import { useTranslation } from 'react-i18next';
import CircularProgress from '@mui/material/CircularProgress';
import Box from '@mui/material/Box';
import { ROUTES, localePath, useLocale } from '../app/routes';
import { queryClient } from '../api/queryClient';
import { dataProvider } from './dataProvider';
import { createAuthProvider } from './authProvider';
import { accessControlProvider } from './accessControlProvider';
import { createI18nProvider } from './i18nProvider';
import { AccountLayout } from './layout/AccountLayout';
import { AccountNotFound } from './layout/AccountNotFound';
import { ACCOUNT_SCREENS, type AccountScreenRoute } from './accountScreens';

/** The screen modules (see accountScreens.ts for the naming), each a chunk of its own. */
const SCREEN_MODULES = import.meta.glob<{ default: ComponentType }>(['./*/*List.tsx', './*/*Show.tsx', './*/*Page.tsx', './dashboard/Dashboard.tsx', '!./ui/**']);

const SCREENS = (Object.entries(ACCOUNT_SCREENS) as [AccountScreenRoute, string][]).map(([route, module]) => {
  const load = SCREEN_MODULES[`./${module}.tsx`];
  if (!load) throw new Error(`No account screen module ${module}`);
  return { route, Screen: lazy(load) };
});

/** The part of a route-table path below the account root, e.g. "zamowienia" or "orders". */
function below(route: Parameters<typeof localePath>[0], locale: 'pl' | 'en'): string {
  // The route table's pattern (not a filled href), so routes with parameters (":slug") work too.
  return ROUTES[route][locale].slice(ROUTES.dashboard[locale].length + 1);
}

/** The account area (/moje-konto/*, /en/my-account/*): Refine is mounted here and only here. */
export default function AccountArea() {
  const locale = useLocale();
  const { i18n } = useTranslation('account');
  const authProvider = useMemo(() => createAuthProvider(locale), [locale]);
  const i18nProvider = useMemo(() => createI18nProvider(i18n), [i18n]);
  const resources = useMemo(
    () => [
      {
        name: 'sales-orders',
        list: localePath('dashboard-orders', undefined, undefined, locale),
        show: ROUTES['dashboard-orders-slug'][locale].replace(':slug', ':id'),
      },
      { name: 'orders-for-acceptance', list: localePath('dashboard-acceptance', undefined, undefined, locale) },
      {
        name: 'sales-invoices',
        list: localePath('dashboard-invoices', undefined, undefined, locale),
        show: ROUTES['dashboard-invoices-slug'][locale].replace(':slug', ':id'),
      },
      { name: 'cost-centres', list: localePath('dashboard-cost-centres', undefined, undefined, locale) },
    ],
    [locale],
  );
  const fallback = (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 240 }}>
      <CircularProgress aria-label="…" />
    </Box>
  );
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
      <AccountLayout>
        <Suspense fallback={fallback}>
          <Routes>
            {SCREENS.map(({ route, Screen }) =>
              route === 'dashboard' ? (
                <Route key={route} index element={<Screen />} />
              ) : (
                <Route key={route} path={below(route, locale)} element={<Screen />} />
              ),
            )}
            <Route path="*" element={<AccountNotFound />} />
          </Routes>
        </Suspense>
      </AccountLayout>
    </Refine>
  );
}
