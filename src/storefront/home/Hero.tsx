import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { localePath } from '../../app/routes';
import { PaperclipMark } from '../../ui/PaperclipMark';

/** The intro banner of the home page. */
export function Hero() {
  const { t } = useTranslation('home');
  return (
    <Box
      component="section"
      aria-labelledby="home-title"
      sx={{
        position: 'relative',
        overflow: 'hidden',
        borderRadius: 2,
        color: 'primary.contrastText',
        background: (theme) => `linear-gradient(120deg, ${theme.palette.primary.dark} 0%, ${theme.palette.primary.main} 70%)`,
        px: { xs: 3, md: 6 },
        py: { xs: 4, md: 6 },
      }}
    >
      <Box sx={{ position: 'relative', zIndex: 1, maxWidth: 640 }}>
        <Typography variant="h1" id="home-title" sx={{ fontSize: { xs: '2.6rem', md: '3.6rem' }, mb: 1.5 }}>
          {t('hero.title')}
        </Typography>
        <Typography component="p" sx={{ fontSize: { xs: '1.5rem', md: '1.8rem' }, mb: 3, opacity: 0.95 }}>
          {t('hero.text')}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
          <Button variant="contained" size="large" href={localePath('promotions')} sx={{ bgcolor: 'promo.main', '&:hover': { bgcolor: 'promo.dark' } }}>
            {t('hero.promotions')}
          </Button>
          <Button variant="outlined" size="large" href={localePath('registration')} sx={{ color: 'inherit', borderColor: 'rgba(255,255,255,0.7)' }}>
            {t('hero.companyAccount')}
          </Button>
        </Box>
      </Box>
      <PaperclipMark
        sx={{ position: 'absolute', right: { xs: -40, md: 40 }, top: '50%', transform: 'translateY(-50%) rotate(-20deg)', width: { xs: 160, md: 240 }, height: 'auto', opacity: 0.18 }}
      />
    </Box>
  );
}
