import { Link as RouterLink } from 'react-router';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../i18n/useTranslation';
import { localePath, useLocale } from '../../../routing/routes';

interface DetailCrumbsProps {
  /** The trail's accessible name ("Ścieżka zamówienia"). */
  label: string;
  /** The list the record belongs to. */
  list: { href: string; label: string };
  /** The record itself (its number or name) once it is known. */
  current?: string | null;
  /** Without the account's own page first (a page embedded in another site, e.g. returns in an iframe). */
  withoutAccount?: boolean;
}

/** A detail page's trail: "Moje konto › {list} › {record}"; the record is the current page. */
export function DetailCrumbs({ label, list, current, withoutAccount = false }: DetailCrumbsProps) {
  const { t } = useTranslation('account');
  const locale = useLocale();
  return (
    <Breadcrumbs aria-label={label} sx={{ mb: 2 }}>
      {withoutAccount ? null : (
        <Link component={RouterLink} to={localePath('dashboard', undefined, undefined, locale)}>
          {t('title')}
        </Link>
      )}
      <Link component={RouterLink} to={list.href}>
        {list.label}
      </Link>
      {current ? (
        <Typography color="text.primary" aria-current="page">
          {current}
        </Typography>
      ) : null}
    </Breadcrumbs>
  );
}
