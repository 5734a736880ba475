import Box from '@mui/material/Box';
import { Breadcrumbs, type Crumb } from './Breadcrumbs';

/**
 * Breadcrumbs kept on one line (the current page's crumb shortened with an ellipsis), so a long
 * title arriving later does not push the page down.
 */
export function OneLineBreadcrumbs({ items }: { items: Crumb[] }) {
  return (
    <Box
      sx={{
        '& .MuiBreadcrumbs-ol': { flexWrap: 'nowrap' },
        '& .MuiBreadcrumbs-li, & .MuiBreadcrumbs-separator': { flex: 'none' },
        '& .MuiBreadcrumbs-li:last-of-type': { flex: '0 1 auto', minWidth: 0 },
        '& .MuiBreadcrumbs-li:last-of-type > *': { display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
      }}
    >
      <Breadcrumbs items={items} />
    </Box>
  );
}
