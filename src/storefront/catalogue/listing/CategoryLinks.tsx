import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { CategoryFilterEntry } from '../../../generated/model';
import { CountedLinkList } from '../../../ui/CountedLinkList';
import { LinkBehavior } from '../../../ui/LinkBehavior';

interface CategoryLinksProps {
  title: string;
  entries: CategoryFilterEntry[];
  hrefFor: (entry: CategoryFilterEntry) => string;
  /** 'list' in the sidebar, 'chips' above the products on narrow screens. */
  variant: 'list' | 'chips';
}

/** Links to subcategories (or categories of results) with their product counts. */
export function CategoryLinks({ title, entries, hrefFor, variant }: CategoryLinksProps) {
  const id = useId();
  if (!entries.length) return null;
  if (variant === 'chips') {
    return (
      <Box component="nav" aria-label={title} sx={{ display: { xs: 'block', lg: 'none' }, mb: 2 }}>
        <Box component="ul" sx={{ display: 'flex', gap: 1, listStyle: 'none', p: 0, m: 0, overflowX: 'auto', pb: 0.5 }}>
          {entries.map((entry) => (
            <Box component="li" key={entry.id} sx={{ flex: 'none' }}>
              <Chip component={LinkBehavior} clickable href={hrefFor(entry)} label={`${entry.name} (${entry.count})`} variant="outlined" sx={{ fontSize: '1.3rem' }} />
            </Box>
          ))}
        </Box>
      </Box>
    );
  }
  return (
    <Box component="nav" aria-labelledby={`${id}-title`} sx={{ mb: 3 }}>
      <Typography id={`${id}-title`} component="h2" sx={{ fontWeight: 700, fontSize: '1.4rem', mb: 0.5 }}>
        {title}
      </Typography>
      <CountedLinkList entries={entries} hrefFor={hrefFor} />
    </Box>
  );
}
