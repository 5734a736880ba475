import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';
import { PaperclipMark } from '../ui/PaperclipMark';
import { visuallyHidden } from '../ui/visuallyHidden';

/** Shown while the session starts (before the first page renders). */
export function BootScreen() {
  const { t } = useTranslation();
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', color: 'primary.main' }}>
      <Box component="h1" sx={visuallyHidden}>
        Spinacz
      </Box>
      <Box role="status" aria-live="polite" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2 }}>
        <PaperclipMark sx={{ fontSize: 56 }} />
        <CircularProgress size={28} aria-hidden="true" />
        <Box component="span" sx={{ fontSize: '1.4rem', color: 'text.secondary' }}>
          {t('status.loading')}
        </Box>
      </Box>
    </Box>
  );
}
