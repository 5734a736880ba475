import { lazy, Suspense } from 'react';

const NotFoundPage = lazy(() => import('./NotFoundPage'));

/** The 404 page for pages that rarely need it: its code (with product sliders) loads only then. */
export function LazyNotFoundPage() {
  return (
    <Suspense fallback={<div style={{ minHeight: '100vh' }} />}>
      <NotFoundPage />
    </Suspense>
  );
}
