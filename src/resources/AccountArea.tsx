import { lazy, Suspense, useMemo } from 'react';
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

const Dashboard = lazy(() => import('./dashboard/Dashboard'));
const OrdersList = lazy(() => import('./orders/OrdersList'));
const OrderShow = lazy(() => import('./orders/OrderShow'));
const AcceptanceList = lazy(() => import('./acceptance/AcceptanceList'));
const InvoicesList = lazy(() => import('./invoices/InvoicesList'));
const InvoiceShow = lazy(() => import('./invoices/InvoiceShow'));
const CostCentresList = lazy(() => import('./cost-centres/CostCentresList'));

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
            <Route index element={<Dashboard />} />
            <Route path={below('dashboard-orders', locale)} element={<OrdersList />} />
            <Route path={below('dashboard-orders-slug', locale)} element={<OrderShow />} />
            <Route path={below('dashboard-acceptance', locale)} element={<AcceptanceList />} />
            <Route path={below('dashboard-invoices', locale)} element={<InvoicesList />} />
            <Route path={below('dashboard-invoices-slug', locale)} element={<InvoiceShow />} />
            <Route path={below('dashboard-cost-centres', locale)} element={<CostCentresList />} />
            <Route path="*" element={<AccountNotFound />} />
          </Routes>
        </Suspense>
      </AccountLayout>
    </Refine>
  );
}
