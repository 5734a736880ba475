import Container from '@mui/material/Container';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { isApiError } from '../../api/ApiError';
import { ErrorContent } from './ErrorContent';
import { NotFoundPage } from './NotFoundPage';

/**
 * The router's error boundary: 404 responses get the 404 page, the rest the generic error.
 * `standalone` when rendered outside the layout (an error in the layout itself).
 */
export function RouteErrorPage({ standalone = false }: { standalone?: boolean }) {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : isApiError(error) ? error.status : 500;
  const message = isApiError(error) ? error.message : undefined;
  if (import.meta.env.DEV && !isRouteErrorResponse(error)) console.error(error);
  const content = status === 404 ? <NotFoundPage /> : <ErrorContent status={status} message={message} />;
  return standalone ? (
    <Container component="main" id="main-content">
      {content}
    </Container>
  ) : (
    content
  );
}
