import Box from '@mui/material/Box';
import { visuallyHidden } from '@mui/utils';

/**
 * A count beside a menu entry or button: a small pill for the eye and a sentence for screen readers
 * (e.g. "3 do akceptacji"). Nothing when the count is zero. The colour keeps 4.5:1 with white text.
 */
export function CountBadge({ count, label }: { count: number | undefined; label: string }) {
  if (!count) return null;
  return (
    <>
      <Box
        component="span"
        aria-hidden="true"
        data-count={count}
        sx={{ ml: 1, px: 0.75, minWidth: 20, textAlign: 'center', borderRadius: 10, bgcolor: '#c2410c', color: '#fff', fontSize: '1.2rem', fontWeight: 700, lineHeight: 1.6 }}
      >
        {count}
      </Box>
      <Box component="span" sx={visuallyHidden}>
        {` (${label})`}
      </Box>
    </>
  );
}
