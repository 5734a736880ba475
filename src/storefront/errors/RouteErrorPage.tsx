import { isRouteErrorResponse, useRouteError } from 'react-router';
import { isApiError } from '../../api/ApiError';
import { isChunkLoadError, reloadAfterChunkError } from '../../platform/chunkReload';
import { Container } from '../../ui/Container';
import { ErrorContent } from './ErrorContent';
import { LazyNotFoundPage } from './LazyNotFoundPage';

/**
 * The router's error boundary: 404 responses get the 404 page, the rest the generic error
 * (status and message, else "Wystąpił błąd"). A chunk that failed to load reloads the page (at
 * most once a minute). `standalone` when rendered outside the layout.
 */
export function RouteErrorPage({ standalone = false }: { standalone?: boolean }) {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : isApiError(error) ? error.status : 500;
  const message = isApiError(error) ? error.message : isRouteErrorResponse(error) ? String(error.data ?? '') || undefined : undefined;
  if (import.meta.env.DEV && !isRouteErrorResponse(error)) console.error(error);
  if (isChunkLoadError(error)) reloadAfterChunkError();
  const content =
    status === 404 ? (
      <LazyNotFoundPage />
    ) : (
      <ErrorContent status={status} message={message} />
    );
  return standalone ? (
    <Container component="main" id="main-content">
      {content}
    </Container>
  ) : (
    content
  );
}
