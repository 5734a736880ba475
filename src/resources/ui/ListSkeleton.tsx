import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';

/** Where a list will be while nothing of it has come yet: skeleton rows, announced as busy under `label`. */
export function ListSkeleton({ label, rows = 8, height = 36 }: { label?: string; rows?: number; height?: number }) {
  return (
    <Box aria-busy="true" aria-label={label} role="status">
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} variant="rectangular" height={height} sx={{ mb: 0.5, borderRadius: 1 }} />
      ))}
    </Box>
  );
}
