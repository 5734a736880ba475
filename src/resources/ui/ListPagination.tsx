import { useTranslation } from '../../i18n/useTranslation';
import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';

interface ListPaginationProps {
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
  /** What the pages are of, e.g. "Strony powiadomień" (the navigation's name). */
  label: string;
}

/** Page links under an account list that is not a grid (notifications, product tiles); nothing for one page. */
export function ListPagination({ page, pageCount, onChange, label }: ListPaginationProps) {
  const { t } = useTranslation('account');
  if (pageCount <= 1) return null;
  return (
    <Box component="nav" aria-label={label} sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
      <Pagination
        page={Math.min(page, pageCount)}
        count={pageCount}
        onChange={(_event, next) => {
          onChange(next);
          // The new page starts at the top, as a page of the shop does.
          window.scrollTo({ top: 0 });
        }}
        color="primary"
        siblingCount={1}
        getItemAriaLabel={(type, number, selected) =>
          type === 'page' ? t(selected ? 'listPagination.current' : 'listPagination.page', { page: number }) : t(`listPagination.${type}`)
        }
      />
    </Box>
  );
}
