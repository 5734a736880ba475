import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { visiblePages } from '../domain/pagination';

interface PaginationLinksProps {
  page: number;
  count: number;
  /** The href of a page (page 1 is the bare URL). */
  hrefFor: (page: number) => string;
}

/** Pagination as real links, so every page can be opened, shared and crawled. */
export function PaginationLinks({ page, count, hrefFor }: PaginationLinksProps) {
  const { t } = useTranslation();
  if (count <= 1) return null;
  return (
    <Box component="nav" aria-label={t('pagination.label')} sx={{ display: 'flex', justifyContent: 'center', my: 4 }}>
      <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, listStyle: 'none', p: 0, m: 0 }}>
        {page > 1 ? (
          <li>
            <Button variant="outlined" href={hrefFor(page - 1)} rel="prev" sx={{ minWidth: 44 }}>
              {t('pagination.previous')}
            </Button>
          </li>
        ) : null}
        {visiblePages(page, count).map((item, index) =>
          item === null ? (
            <Box component="li" key={`gap-${index}`} aria-hidden="true" sx={{ px: 1, alignSelf: 'center' }}>
              …
            </Box>
          ) : (
            <li key={item}>
              <Button
                variant={item === page ? 'contained' : 'outlined'}
                href={hrefFor(item)}
                aria-current={item === page ? 'page' : undefined}
                aria-label={t('pagination.page', { page: item })}
                sx={{ minWidth: 44 }}
              >
                {item}
              </Button>
            </li>
          ),
        )}
        {page < count ? (
          <li>
            <Button variant="outlined" href={hrefFor(page + 1)} rel="next" sx={{ minWidth: 44 }}>
              {t('pagination.next')}
            </Button>
          </li>
        ) : null}
      </Box>
    </Box>
  );
}
