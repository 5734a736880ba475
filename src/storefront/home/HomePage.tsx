import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../app/seo/usePageMeta';
import { CategoryCards } from './CategoryCards';
import { Hero } from './Hero';
import { Benefits } from './Benefits';

/** Home: intro, what the shop offers, and the top categories. */
export function HomePage() {
  const { t } = useTranslation('home');
  usePageMeta({ title: t('meta.title'), description: t('meta.description') });
  return (
    <Box sx={{ py: 2 }}>
      <Hero />
      <Benefits />
      <Box component="section" aria-labelledby="home-categories" sx={{ mt: 4 }}>
        <Typography variant="h2" id="home-categories" sx={{ mb: 2 }}>
          {t('categories.title')}
        </Typography>
        <CategoryCards />
      </Box>
    </Box>
  );
}
