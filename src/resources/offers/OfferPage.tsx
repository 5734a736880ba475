import { useParams } from 'react-router';
import { useTranslation } from '../../i18n/useTranslation';
import { AccessGate } from '../ui/AccessGate';
import OfferDetail from './OfferDetail';
import { OFFERS_RESOURCE } from './offersResource';

/** /moje-konto/oferty/:slug: one offer's own page (lines, prices, validity, status, to the cart). */
export default function OfferPage() {
  const { t } = useTranslation('account');
  const { slug = '' } = useParams();
  return (
    <AccessGate resource={OFFERS_RESOURCE} title={t('offers.title')}>
      <OfferDetail key={slug} id={slug} />
    </AccessGate>
  );
}
