import { useAccountTable } from '../useAccountTable';
import { useTranslation } from '../../i18n/useTranslation';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { ProductSummary } from '../../generated/model';
import { localePath, useLocale } from '../../routing/routes';
import { usePageMeta } from '../../routing/seo/usePageMeta';
import { AccessGate } from '../ui/AccessGate';
import { ProductTilesSection } from '../ui/ProductTilesSection';
import { MY_OFFER_PAGE_SIZE, MY_OFFER_RESOURCE } from './offersResource';

function MyOffer() {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const table = useAccountTable<ProductSummary>({
    resource: MY_OFFER_RESOURCE,
    pagination: { pageSize: MY_OFFER_PAGE_SIZE },
    sorters: { mode: 'off' },
    filters: { mode: 'off' },
  });
  const { tableQuery, result, currentPage, setCurrentPage, pageCount } = table;
  const total = result.total;
  return (
    <ProductTilesSection
      titleId="my-offer-title"
      title={t('myOffer.title')}
      count={total !== undefined ? t('myOffer.count', { count: total }) : undefined}
      lead={t('myOffer.lead')}
      query={tableQuery}
      loadError={t('myOffer.loadError')}
      retryLabel={t('myOffer.retry')}
      empty={
        <Alert
          severity="info"
          action={
            <Button color="inherit" size="small" component={RouterLink} to={localePath('dashboard-offers', undefined, undefined, locale)}>
              {t('myOffer.toOffers')}
            </Button>
          }
        >
          {t('myOffer.empty')}
        </Alert>
      }
      products={result.data ?? []}
      pagination={{ page: currentPage, pageCount, onChange: setCurrentPage, label: t('myOffer.pagination') }}
    />
  );
}

/**
 * /moje-konto/moja-oferta: the products the company buys at its negotiated prices (its active
 * offers), 36 tiles a page with the shop's own tile and add-to-cart; the page is in the URL.
 */
export default function MyOfferPage() {
  const { t } = useTranslation('account');
  usePageMeta({ title: t('myOffer.title'), description: t('myOffer.description') });
  return (
    <AccessGate resource={MY_OFFER_RESOURCE} title={t('myOffer.title')}>
      <MyOffer />
    </AccessGate>
  );
}
