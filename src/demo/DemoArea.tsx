import { lazy, Suspense } from 'react';
import { useRoutes } from 'react-router';
import { useLocale } from '../routing/routes';
import { DemoPanelPage } from './DemoPanelPage';
import { DEMO_PAGES } from '../routing/demoPaths';
import { MailboxPage } from './mailbox/MailboxPage';
import { MailPage } from './mailbox/MailPage';

const UnknownRoutePage = lazy(() => import('../storefront/errors/public').then((module) => ({ default: module.UnknownRoutePage })));

/** A demo page's path below the demo root, as a nested route ('' is the panel itself). */
const below = (path: string) => path.replace(/^\//, '');

/**
 * The demo area under /demo (/en/demo): the panel, the mailbox and one message. It is one lazy
 * route registered only while the in-browser demo API runs (src/app/routeTable.tsx), so neither a
 * build for a real API nor the first page of the shop carries its code.
 */
export function DemoArea() {
  const locale = useLocale();
  return useRoutes([
    { index: true, element: <DemoPanelPage /> },
    { path: below(DEMO_PAGES.mailbox[locale]), element: <MailboxPage /> },
    { path: below(DEMO_PAGES.mail[locale]), element: <MailPage /> },
    {
      path: '*',
      element: (
        <Suspense fallback={null}>
          <UnknownRoutePage />
        </Suspense>
      ),
    },
  ]);
}
