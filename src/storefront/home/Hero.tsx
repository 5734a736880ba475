import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { localePath } from '../../app/routes';

/** The intro of the home page: what the shop is, with the two main ways in. */
export function Hero() {
  const { t } = useTranslation('home');
  return (
    <Box
      component="section"
      aria-labelledby="home-title"
      sx={{
        borderRadius: 2,
        color: 'primary.contrastText',
        background: 'linear-gradient(120deg, #073763 0%, #0b4f8a 70%)',
        px: { xs: 2.5, md: 6 },
        py: { xs: 3, md: 5 },
        mt: 2,
      }}
    >
      <Box component="h1" id="home-title" sx={{ m: 0, mb: 1.5, fontSize: { xs: '2.6rem', md: '3.6rem' }, fontWeight: 700, lineHeight: 1.2, maxWidth: 760 }}>
        {t('hero.title')}
      </Box>
      <Box component="p" sx={{ m: 0, mb: 2.5, fontSize: { xs: '1.5rem', md: '1.8rem' }, lineHeight: 1.5, maxWidth: 760 }}>
        {t('hero.text')}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        <Button variant="contained" size="large" href={localePath('promotions')} sx={{ bgcolor: 'promo.main', '&:hover': { bgcolor: 'promo.dark' } }}>
          {t('hero.promotions')}
        </Button>
        <Button variant="outlined" size="large" href={localePath('registration')} sx={{ color: 'inherit', borderColor: 'rgba(255,255,255,0.7)' }}>
          {t('hero.companyAccount')}
        </Button>
      </Box>
    </Box>
  );
}
