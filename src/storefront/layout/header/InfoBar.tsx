import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import useMediaQuery from '@mui/material/useMediaQuery';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { BREAKPOINTS } from '../../../app/theme';
import { freeDeliveryAmount } from '../../../domain/chrome';
import { useSession } from '../../../session';
import { LanguageLink } from '../LanguageLink';
import { useSettings } from '../useSettings';

const InfoBarTools = lazy(() => import('./InfoBarTools'));

/** The info header: free-delivery notice (net or gross), net/gross switch, help, language. */
export function InfoBar() {
  const { t } = useTranslation('layout');
  const { showNetPrices } = useSession();
  const amount = freeDeliveryAmount(useSettings().data?.freeShipping, showNetPrices);
  // On phones the switch and help live in the mobile menu; they are not rendered here at all.
  const wide = useMediaQuery(`(min-width:${BREAKPOINTS.md}px)`, { noSsr: true });
  return (
    <Box sx={{ bgcolor: 'primary.dark', color: 'primary.contrastText', fontSize: '1.3rem' }}>
      <Container sx={{ display: 'flex', alignItems: 'center', gap: { xs: 1, md: 2 }, height: 40 }}>
        <Box component="p" sx={{ m: 0, display: 'flex', alignItems: 'center', gap: 0.75, flex: 1, minWidth: 0, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}>
          <LocalShippingOutlinedIcon sx={{ fontSize: 18 }} aria-hidden="true" />
          <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
            {amount ? t('info.freeDeliveryFrom', { amount, kind: showNetPrices ? t('info.net') : t('info.gross') }) : t('info.freeDelivery')}
          </Box>
        </Box>
        {wide ? (
          <Suspense fallback={null}>
            <InfoBarTools />
          </Suspense>
        ) : null}
        <LanguageLink />
      </Container>
    </Box>
  );
}
