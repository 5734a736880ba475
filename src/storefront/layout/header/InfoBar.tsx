import { lazy, Suspense } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { freeDeliveryAmount } from '../../../domain/chrome';
import { useSession } from '../../../session';
import { Container } from '../../../ui/Container';
import { LocalShippingOutlinedSvg } from '../../../ui/icons';
import { LanguageLink } from '../LanguageLink';
import { BREAKPOINTS } from '../../../ui/theme/breakpoints';
import { useMinWidth } from '../../../ui/useMinWidth';
import { useSettings } from '../useSettings';
import { useVisitorPending } from '../visitorPending';
import classes from './InfoBars.module.css';

const InfoBarTools = lazy(() => import('./InfoBarTools'));

/** The info header: free-delivery notice (net or gross), net/gross switch, help, language. */
export function InfoBar() {
  const { t } = useTranslation('layout');
  const { showNetPrices } = useSession();
  const amount = freeDeliveryAmount(useSettings().data?.freeShipping, showNetPrices);
  // On phones the switch and help live in the mobile menu; they are not rendered here at all.
  const wide = useMinWidth(BREAKPOINTS.md);
  // The server's shell of the page does not know whether the visitor sees net or gross prices.
  const pending = useVisitorPending();
  return (
    <div className={classes.info}>
      <Container className={classes.infoRow}>
        <p className={classes.delivery}>
          <LocalShippingOutlinedSvg style={{ fontSize: 18 }} />
          <span className={classes.deliveryText}>
            {pending ? '\u00a0' : amount ? t('info.freeDeliveryFrom', { amount, kind: showNetPrices ? t('info.net') : t('info.gross') }) : t('info.freeDelivery')}
          </span>
        </p>
        {wide && !pending ? (
          <Suspense fallback={null}>
            <InfoBarTools />
          </Suspense>
        ) : null}
        <LanguageLink />
      </Container>
    </div>
  );
}
