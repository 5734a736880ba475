import ConstructionOutlinedIcon from '@mui/icons-material/ConstructionOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { localePath } from '../../app/routes';
import { usePageMeta } from '../../app/seo/usePageMeta';

/** A route whose screen a later issue builds: says what it will be, with a link home. */
export function PlaceholderPage({ pageKey }: { pageKey: string }) {
  const { t } = useTranslation(['pages', 'common']);
  const title = t(`pages:${pageKey}.title`);
  usePageMeta({ title, description: t(`pages:${pageKey}.description`) });
  return (
    <Box sx={{ py: { xs: 5, md: 8 }, maxWidth: 720, mx: 'auto', textAlign: 'center' }}>
      <ConstructionOutlinedIcon color="primary" sx={{ fontSize: 56 }} aria-hidden="true" />
      <Typography variant="h1" sx={{ my: 2 }}>
        {title}
      </Typography>
      <Typography component="p" sx={{ fontSize: '1.6rem', mb: 1 }}>
        {t(`pages:${pageKey}.description`)}
      </Typography>
      <Typography component="p" sx={{ color: 'text.secondary', mb: 4 }}>
        {t('pages:comingSoon')}
      </Typography>
      <Button variant="contained" href={localePath('home')}>
        {t('common:actions.backHome')}
      </Button>
    </Box>
  );
}

/** The placeholder text key of a route name: `blog-author-slug-page-number` → `blog-author`. */
export function placeholderKey(routeName: string): string {
  return routeName.replace(/(-page-number|-slug|-id)+$/, '');
}
