import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import type { HttpError } from '@refinedev/core';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { usePageMeta } from '../../../routing/seo/usePageMeta';
import { LoadErrorAlert } from '../LoadErrorAlert';

/**
 * Whether a detail's load failed because there is nothing to show: no such record (404), or one of
 * another company or user (403), which a user is told the same way, so an id tells nothing about
 * records she may not see.
 */
export function isMissing(error: HttpError | null | undefined): boolean {
  return error?.statusCode === 404 || error?.statusCode === 403;
}

/** The retry of a detail's load: a missing record is not asked for again; anything else twice more. */
export const retryUnlessMissing = (count: number, error: HttpError) => !isMissing(error) && count < 2;

export interface DetailProblemTexts {
  /** The page's heading when the record is missing. */
  notFound: string;
  /** The line under it. */
  notFoundLead: string;
  /** The page's heading when the load failed otherwise. */
  title: string;
  loadError: string;
  retry: string;
  /** The way back to the list. */
  back: { href: string; label: string };
}

/**
 * What a detail page shows when its record did not load: for a missing record, a heading that says so
 * with the way back to the list; for any other failure, the message with a button that asks again.
 * The document's title says the same, in place of the detail's own.
 */
export function DetailProblem({ error, onRetry, texts, headingId, breadcrumbs }: { error: HttpError | null | undefined; onRetry: () => unknown; texts: DetailProblemTexts; headingId: string; breadcrumbs?: ReactNode }) {
  const missing = isMissing(error);
  usePageMeta({ title: missing ? texts.notFound : texts.title, noindex: true, inPlaceOfPage: true });
  return (
    <Box component="section" aria-labelledby={headingId}>
      {breadcrumbs}
      <Typography id={headingId} variant="h1" sx={{ fontSize: '2.8rem', fontWeight: 700, mb: 2 }}>
        {missing ? texts.notFound : texts.title}
      </Typography>
      {missing ? (
        <Alert
          severity="info"
          action={
            <Button component={RouterLink} to={texts.back.href} color="inherit" size="small">
              {texts.back.label}
            </Button>
          }
        >
          {texts.notFoundLead}
        </Alert>
      ) : (
        <LoadErrorAlert retryLabel={texts.retry} onRetry={onRetry}>
          {texts.loadError}
        </LoadErrorAlert>
      )}
    </Box>
  );
}
