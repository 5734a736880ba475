import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { SxProps, Theme } from '@mui/material/styles';

interface CountedLinkListProps<T extends { id: number; name: string; count: number }> {
  entries: T[];
  hrefFor: (entry: T) => string;
  sx?: SxProps<Theme>;
}

/** A plain list of links, each followed by its product count: "Papier ksero A4 (80)". */
export function CountedLinkList<T extends { id: number; name: string; count: number }>({ entries, hrefFor, sx }: CountedLinkListProps<T>) {
  return (
    <Box component="ul" sx={[{ listStyle: 'none', p: 0, m: 0 }, ...(Array.isArray(sx) ? sx : [sx])]}>
      {entries.map((entry) => (
        <Box component="li" key={entry.id} sx={{ py: 0.4 }}>
          <Link href={hrefFor(entry)} underline="hover" sx={{ fontSize: '1.35rem' }}>
            {entry.name}
          </Link>{' '}
          <Box component="span" sx={{ color: 'text.secondary', fontSize: '1.25rem' }}>
            ({entry.count})
          </Box>
        </Box>
      ))}
    </Box>
  );
}
