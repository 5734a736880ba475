import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { localePath } from '../../app/routes';

/** No products here. */
export function EmptyListing({ text }: { text?: string }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ py: 6, textAlign: 'center' }}>
      <Typography component="p" sx={{ fontSize: '1.6rem', mb: 2 }}>
        {text ?? t('listing.empty')}
      </Typography>
      <Button variant="outlined" href={localePath('home')}>
        {t('actions.backHome')}
      </Button>
    </Box>
  );
}

/** The listing could not be loaded: say so and offer a retry. */
export function ListingError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="error"
      sx={{ my: 3 }}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('actions.retry')}
        </Button>
      }
    >
      {t('listing.error')}
    </Alert>
  );
}
