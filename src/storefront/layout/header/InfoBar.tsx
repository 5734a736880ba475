import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import Container from '@mui/material/Container';
import useMediaQuery from '@mui/material/useMediaQuery';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { BREAKPOINTS } from '../../../app/theme';
import { freeDeliveryAmount } from '../../../domain/chrome';
import { useSession } from '../../../session';
import { LanguageLink } from '../LanguageLink';
import { useSettings } from '../useSettings';
import classes from './InfoBars.module.css';

const InfoBarTools = lazy(() => import('./InfoBarTools'));

/** The info header: free-delivery notice (net or gross), net/gross switch, help, language. */
export function InfoBar() {
  const { t } = useTranslation('layout');
  const { showNetPrices } = useSession();
  const amount = freeDeliveryAmount(useSettings().data?.freeShipping, showNetPrices);
  // On phones the switch and help live in the mobile menu; they are not rendered here at all.
  const wide = useMediaQuery(`(min-width:${BREAKPOINTS.md}px)`, { noSsr: true });
  return (
    <div className={classes.info}>
      <Container className={classes.infoRow}>
        <p className={classes.delivery}>
          <LocalShippingOutlinedIcon style={{ fontSize: 18 }} aria-hidden="true" />
          <span className={classes.deliveryText}>
            {amount ? t('info.freeDeliveryFrom', { amount, kind: showNetPrices ? t('info.net') : t('info.gross') }) : t('info.freeDelivery')}
          </span>
        </p>
        {wide ? (
          <Suspense fallback={null}>
            <InfoBarTools />
          </Suspense>
        ) : null}
        <LanguageLink />
      </Container>
    </div>
  );
}
