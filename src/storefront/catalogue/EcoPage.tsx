import Typography from '@mui/material/Typography';
import { Navigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { localePath } from '../../app/routes';
import { usePageMeta } from '../../app/seo/usePageMeta';
import { parsePageNumber } from '../../domain/pagination';
import { NotFoundPage } from '../errors/NotFoundPage';
import { ProductListing } from './listing/ProductListing';
import { useListing } from './listing/useListing';

/** Spec §9: the eco-only filter is promotion group 15050. */
export const ECO_PROMOTION_GROUP_ID = 15050;

/** Eco products: /produkty-ekologiczne and /produkty-ekologiczne/strona/:number. */
export function EcoPage() {
  const { number } = useParams();
  const page = parsePageNumber(number);
  if (number === '1') return <Navigate to={localePath('eco-products')} replace />;
  if (page === null) return <NotFoundPage />;
  return <EcoListing page={page} />;
}

function EcoListing({ page }: { page: number }) {
  const { t } = useTranslation(['catalogue', 'common']);
  const listing = useListing({
    base: { promotionGroupId: ECO_PROMOTION_GROUP_ID },
    page,
    hrefFor: (target, query) => (target === 1 ? localePath('eco-products', {}, query) : localePath('eco-products-page-number', { number: target }, query)),
  });
  const title = t('catalogue:eco.title');
  usePageMeta({ title: page > 1 ? t('catalogue:category.titlePage', { name: title, page }) : title, description: t('catalogue:eco.description') });
  return (
    <ProductListing
      listing={listing}
      title={title}
      listName={title}
      crumbs={[{ label: t('common:breadcrumbs.home'), href: localePath('home') }, { label: title }]}
      intro={page === 1 ? <Typography component="p" sx={{ color: 'text.secondary', mb: 3, maxWidth: 900 }}>{t('catalogue:eco.intro')}</Typography> : null}
    />
  );
}
