import Box from '@mui/material/Box';
import type { Badge } from '../generated/model';

/** Product badges (promotion, new, eco...) as small labels with their colour as a marker. */
export function ProductBadges({ badges }: { badges: Badge[] }) {
  if (badges.length === 0) return null;
  return (
    <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, listStyle: 'none', p: 0, m: 0 }}>
      {badges.map((badge) => (
        <Box
          component="li"
          key={badge.slug}
          sx={{
            fontSize: '1.1rem',
            fontWeight: 700,
            lineHeight: 1.6,
            px: 0.75,
            borderRadius: 1,
            bgcolor: 'background.paper',
            color: 'text.primary',
            border: 1,
            borderColor: 'divider',
            borderLeft: `4px solid ${badge.color}`,
          }}
        >
          {badge.name}
        </Box>
      ))}
    </Box>
  );
}
