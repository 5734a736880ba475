import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { ThemeScope } from '../../../ui/theme/ThemeScope';

interface FacetDrawerProps {
  open: boolean;
  onClose: () => void;
  /** Products matching now, on the "show results" button. */
  count: number;
  /** The facets. */
  children: ReactNode;
}

/**
 * The facets on screens below 1024 px, in a drawer from the left. It stays MUI (a modal with focus
 * trap, opened on demand), inside the theme; the listing loads it on the first opening only.
 */
export default function FacetDrawer({ open, onClose, count, children }: FacetDrawerProps) {
  const { t } = useTranslation(['catalogue', 'common']);
  return (
    <ThemeScope>
      <Drawer open={open} onClose={onClose} anchor="left" slotProps={{ paper: { sx: { width: 'min(340px, 90vw)', display: 'flex', flexDirection: 'column' } } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}>
        <Typography component="h2" variant="h3" sx={{ flex: 1 }}>
          {t('catalogue:listing.filters')}
        </Typography>
        <IconButton aria-label={t('common:actions.close')} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Box sx={{ flex: 1, overflowY: 'auto', p: 2 }}>{children}</Box>
      <Box sx={{ p: 2, borderTop: 1, borderColor: 'divider' }}>
        <Button variant="contained" fullWidth onClick={onClose}>
          {t('catalogue:listing.showResults', { count })}
        </Button>
      </Box>
      </Drawer>
    </ThemeScope>
  );
}
