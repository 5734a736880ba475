import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { useCan } from '@refinedev/core';
import Skeleton from '@mui/material/Skeleton';
import { AccountForbidden } from '../layout/AccountForbidden';

/**
 * The one gate of an account screen a permission opens (spec §6): while access control answers, a
 * placeholder of the screen's size; without the permission, "no access" with the way back to the
 * account; otherwise the screen.
 */
export function AccessGate({ resource, action = 'list', title, children }: { resource: string; action?: string; title: string; children: ReactNode }) {
  const { t } = useTranslation('common');
  const { data: access, isLoading } = useCan({ resource, action });
  if (isLoading) return <Skeleton variant="rounded" height={320} role="status" aria-busy="true" aria-label={t('status.loading')} />;
  return access?.can === false ? <AccountForbidden title={title} /> : children;
}
