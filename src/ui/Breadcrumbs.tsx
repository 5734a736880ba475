import MuiBreadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

export interface Crumb {
  label: string;
  /** Absent on the current page. */
  href?: string;
}

/** The trail to the current page; the last crumb is the page itself. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const { t } = useTranslation();
  return (
    <MuiBreadcrumbs aria-label={t('breadcrumbs.label')} sx={{ fontSize: '1.3rem', mb: 2 }}>
      {items.map((item, index) =>
        item.href && index < items.length - 1 ? (
          <Link key={`${item.href}-${index}`} href={item.href} underline="hover" color="inherit">
            {item.label}
          </Link>
        ) : (
          <Typography key={`current-${index}`} component="span" aria-current="page" sx={{ fontSize: 'inherit', color: 'text.primary' }}>
            {item.label}
          </Typography>
        ),
      )}
    </MuiBreadcrumbs>
  );
}
