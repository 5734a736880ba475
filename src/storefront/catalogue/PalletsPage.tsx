import Typography from '@mui/material/Typography';
import { Navigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { localePath } from '../../app/routes';
import { usePageMeta } from '../../app/seo/usePageMeta';
import { parsePageNumber } from '../../domain/pagination';
import { NotFoundPage } from '../errors/NotFoundPage';
import { ProductListing } from './listing/ProductListing';
import { useListing } from './listing/useListing';

/** Wholesale (pallets): /hurtownia-artykulow-biurowych and its /strona/:number pages (onlyPalletPacks). */
export function PalletsPage() {
  const { number } = useParams();
  const page = parsePageNumber(number);
  if (number === '1') return <Navigate to={localePath('pallets')} replace />;
  if (page === null) return <NotFoundPage />;
  return <PalletsListing page={page} />;
}

function PalletsListing({ page }: { page: number }) {
  const { t } = useTranslation(['catalogue', 'common']);
  const listing = useListing({
    base: { onlyPalletPacks: true },
    page,
    hrefFor: (target, query) => (target === 1 ? localePath('pallets', {}, query) : localePath('pallets-page-number', { number: target }, query)),
  });
  const title = t('catalogue:pallets.title');
  usePageMeta({ title: page > 1 ? t('catalogue:category.titlePage', { name: title, page }) : title, description: t('catalogue:pallets.description') });
  return (
    <ProductListing
      listing={listing}
      title={title}
      listName={title}
      crumbs={[{ label: t('common:breadcrumbs.home'), href: localePath('home') }, { label: title }]}
      intro={page === 1 ? <Typography component="p" sx={{ color: 'text.secondary', mb: 3, maxWidth: 900 }}>{t('catalogue:pallets.intro')}</Typography> : null}
    />
  );
}
