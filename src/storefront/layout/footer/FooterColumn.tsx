import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useState, type ReactNode } from 'react';
import { BREAKPOINTS } from '../../../app/theme';

const titleSx = { fontSize: '1.6rem', fontWeight: 700, color: '#ffffff', m: 0, mb: 1.5 } as const;

/** A footer column: always open on wide screens, a collapsible section on phones (spec §2). */
export function FooterColumn({ title, children, landmark = 'nav' }: { title: string; children: ReactNode; landmark?: 'nav' | 'section' }) {
  const phone = useMediaQuery(`(max-width:${BREAKPOINTS.md - 0.05}px)`, { noSsr: true });
  const [open, setOpen] = useState(false);
  const id = useId();
  const expanded = !phone || open;
  return (
    <Box component={landmark} aria-labelledby={`${id}-title`} sx={{ borderBottom: { xs: 1, md: 0 }, borderColor: 'rgba(255,255,255,0.15)' }}>
      <Box component="h2" id={`${id}-title`} sx={{ ...titleSx, mb: phone ? 0 : 1.5 }}>
        {phone ? (
          <Box
            component="button"
            type="button"
            aria-expanded={open}
            aria-controls={`${id}-content`}
            onClick={() => setOpen((value) => !value)}
            sx={{ all: 'unset', boxSizing: 'border-box', display: 'flex', alignItems: 'center', justifyContent: 'space-between', width: '100%', minHeight: 48, cursor: 'pointer', '&:focus-visible': { outline: '3px solid #ffffff', outlineOffset: 2 } }}
          >
            {title}
            <ExpandMoreIcon aria-hidden="true" sx={{ transition: 'transform 150ms', transform: open ? 'rotate(180deg)' : 'none' }} />
          </Box>
        ) : (
          title
        )}
      </Box>
      <Box id={`${id}-content`} hidden={!expanded} sx={{ pb: { xs: expanded ? 2 : 0, md: 0 } }}>
        {children}
      </Box>
    </Box>
  );
}
