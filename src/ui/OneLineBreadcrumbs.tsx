import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';

export interface Crumb {
  label: string;
  /** Absent on the current page. */
  href?: string;
}

/**
 * A light breadcrumb trail for content pages, kept on one line (the current page's crumb is cut
 * with an ellipsis), so a long title arriving later does not push the page down.
 */
export function OneLineBreadcrumbs({ items }: { items: Crumb[] }) {
  const { t } = useTranslation();
  return (
    <Box component="nav" aria-label={t('breadcrumbs.label')} sx={{ fontSize: '1.3rem', mb: 2, color: 'text.secondary' }}>
      <Box component="ol" sx={{ display: 'flex', flexWrap: 'nowrap', alignItems: 'center', gap: 1, listStyle: 'none', m: 0, p: 0, minWidth: 0 }}>
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <Box component="li" key={`${item.label}-${index}`} sx={{ display: 'flex', alignItems: 'center', gap: 1, flex: last ? '0 1 auto' : 'none', minWidth: 0 }}>
              {index > 0 ? <span aria-hidden="true">/</span> : null}
              {item.href && !last ? (
                <Link href={item.href} underline="hover" color="inherit">
                  {item.label}
                </Link>
              ) : (
                <Box component="span" aria-current="page" sx={{ color: 'text.primary', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                  {item.label}
                </Box>
              )}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
