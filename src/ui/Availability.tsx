import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Availability as AvailabilityMark } from '../generated/model';

/** The availability colour dot with its label, and when the product will be with the buyer. */
export function Availability({ mark, when }: { mark: AvailabilityMark; when?: string | null }) {
  return (
    <Box>
      <Typography component="p" sx={{ display: 'flex', alignItems: 'center', gap: 0.75, fontSize: '1.3rem', fontWeight: 500 }}>
        <Box
          component="span"
          aria-hidden="true"
          sx={{ width: 10, height: 10, borderRadius: '50%', flex: 'none', bgcolor: (theme) => theme.palette.stock?.[mark.color] ?? mark.color }}
        />
        {mark.label}
      </Typography>
      {when ? (
        <Typography component="p" sx={{ fontSize: '1.2rem', color: 'text.secondary' }}>
          {when}
        </Typography>
      ) : null}
    </Box>
  );
}
