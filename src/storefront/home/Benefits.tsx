import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import SupportAgentOutlinedIcon from '@mui/icons-material/SupportAgentOutlined';
import VerifiedUserOutlinedIcon from '@mui/icons-material/VerifiedUserOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

const ITEMS = [
  { key: 'delivery', Icon: LocalShippingOutlinedIcon },
  { key: 'invoice', Icon: ReceiptLongOutlinedIcon },
  { key: 'company', Icon: VerifiedUserOutlinedIcon },
  { key: 'service', Icon: SupportAgentOutlinedIcon },
] as const;

/** Four reasons to buy here, under the intro. */
export function Benefits() {
  const { t } = useTranslation('home');
  return (
    <Box
      component="ul"
      aria-label={t('benefits.label')}
      sx={{ listStyle: 'none', p: 0, m: 0, mt: 2, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', tablet: '1fr 1fr', lg: 'repeat(4, 1fr)' } }}
    >
      {ITEMS.map(({ key, Icon }) => (
        <Box component="li" key={key} sx={{ display: 'flex', gap: 1.5, alignItems: 'center', bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
          <Icon color="primary" sx={{ fontSize: 32 }} aria-hidden="true" />
          <Box>
            <Typography component="p" sx={{ fontWeight: 700 }}>
              {t(`benefits.${key}.title`)}
            </Typography>
            <Typography component="p" sx={{ fontSize: '1.3rem', color: 'text.secondary' }}>
              {t(`benefits.${key}.text`)}
            </Typography>
          </Box>
        </Box>
      ))}
    </Box>
  );
}
