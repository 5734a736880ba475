import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { localePath } from '../../app/routes';
import { PaperclipMark } from '../../ui/PaperclipMark';

/** The "Spinacz" logo, a link home. */
export function Logo() {
  const { t } = useTranslation();
  return (
    <Link
      href={localePath('home')}
      underline="none"
      aria-label={t('layout.logoLabel')}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, color: 'primary.main', fontWeight: 700, fontSize: { xs: '2.2rem', md: '2.6rem' }, letterSpacing: '-0.02em' }}
    >
      <Box component="span" sx={{ display: 'grid', placeItems: 'center', bgcolor: 'primary.main', color: 'primary.contrastText', borderRadius: 1.5, width: { xs: 32, md: 38 }, height: { xs: 32, md: 38 } }}>
        <PaperclipMark sx={{ fontSize: { xs: 24, md: 28 } }} />
      </Box>
      Spinacz
    </Link>
  );
}
