import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { PAGE_VIEW_DELAY_MS, pageViewEvent } from '../domain/chrome';
import { pushToDataLayer } from '../ui/dataLayer';
import { localeFromPath } from '../routing/routes';

/** Pushes a page view to the tag manager's dataLayer 250 ms after each route change (spec §4). */
export function usePageViews(): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    const timer = window.setTimeout(() => {
      pushToDataLayer(pageViewEvent(`${pathname}${search}`, document.title, localeFromPath(pathname)));
    }, PAGE_VIEW_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [pathname, search]);
}
