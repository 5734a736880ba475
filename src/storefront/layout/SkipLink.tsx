import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';

/** "Przejdź do treści": the first focusable element, visible on focus. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <Box
      component="a"
      href="#main-content"
      sx={{
        position: 'absolute',
        left: 8,
        top: -100,
        zIndex: 2000,
        bgcolor: 'background.paper',
        color: 'primary.main',
        px: 2,
        py: 1,
        borderRadius: 1,
        fontWeight: 700,
        boxShadow: 3,
        '&:focus': { top: 8 },
      }}
    >
      {t('layout.skipToContent')}
    </Box>
  );
}
