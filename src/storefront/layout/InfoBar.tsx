import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { CONTACT } from '../../app/config';
import { useGetSettings } from '../../generated/api/settings-and-menus/settings-and-menus';
import { useSession } from '../../session';
import { LanguageLink } from './LanguageLink';

/** The thin bar above the header: free-delivery notice, phone line, language link. */
export function InfoBar() {
  const { t } = useTranslation();
  const { status, showNetPrices } = useSession();
  const settings = useGetSettings({ query: { enabled: status === 'ready', staleTime: 10 * 60_000 } });
  const free = settings.data?.freeShipping;
  const amount = free ? `${showNetPrices ? free.netFormatted : free.grossFormatted}\u00a0${free.currencyPostfix}` : null;
  return (
    <Box sx={{ bgcolor: 'primary.dark', color: 'primary.contrastText', fontSize: '1.3rem' }}>
      <Container sx={{ display: 'flex', alignItems: 'center', gap: 2, minHeight: 34 }}>
        <Box component="p" sx={{ m: 0, display: 'flex', alignItems: 'center', gap: 0.75, flex: 1, minWidth: 0 }}>
          <LocalShippingOutlinedIcon sx={{ fontSize: 18 }} aria-hidden="true" />
          <span>
            {amount
              ? t('header.freeDeliveryFrom', { amount, kind: showNetPrices ? t('price.net') : t('price.gross') })
              : t('header.freeDelivery')}
          </span>
        </Box>
        <Box component="p" sx={{ m: 0, display: { xs: 'none', md: 'flex' }, alignItems: 'center', gap: 0.75 }}>
          <PhoneOutlinedIcon sx={{ fontSize: 18 }} aria-hidden="true" />
          <Link href={CONTACT.phoneHref} color="inherit" underline="hover" sx={{ fontWeight: 700 }}>
            {CONTACT.phone}
          </Link>
          <span>{t('contact.phoneCost')}</span>
          <span aria-hidden="true">·</span>
          <span>{t('contact.hours')}</span>
        </Box>
        <LanguageLink />
      </Container>
    </Box>
  );
}
