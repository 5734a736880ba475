import { Navigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n/useTranslation';
import { localePath } from '../../routing/routes';
import { usePageMeta } from '../../routing/seo/usePageMeta';
import { listingQuery } from '../../domain/listingQuery';
import { parsePageNumber } from '../../domain/pagination';
import { searchQuery, type SearchCriteria } from '../../domain/search';
import { readSearchCriteria, searchApiParams, searchKind, searchTitleText } from '../../domain/searchPage';
import { Breadcrumbs } from '../../ui/Breadcrumbs';
import { ProductListing } from '../catalogue/listing/ProductListing';
import listingClasses from '../catalogue/listing/ProductListing.module.css';
import { useListing } from '../catalogue/listing/useListing';
import { NotFoundPage } from '../errors/NotFoundPage';
import { TonerFinder } from './finder/TonerFinder';
import { FuzzyNotice } from './FuzzyNotice';
import { SearchCategoryNav } from './SearchCategoryNav';
import classes from './SearchPage.module.css';

const searchHref = (page: number, query: Record<string, string | string[]>) =>
  page === 1 ? localePath('search', {}, query) : localePath('search-page-number', { number: page }, query);

/**
 * Search results (/wyszukiwarka, /wyszukiwarka/strona/:number) for a phrase, an OEM code, a device,
 * a device brand plus model, optionally toners and inks only, filtered by `categories[]`.
 */
export function SearchPage() {
  const { number } = useParams();
  const [searchParams] = useSearchParams();
  const page = parsePageNumber(number);
  if (number === '1') return <Navigate to={localePath('search', {}, Object.fromEntries(searchParams.entries()))} replace />;
  if (page === null) return <NotFoundPage />;
  const criteria = readSearchCriteria(searchParams);
  return <SearchResults key={JSON.stringify(criteria)} criteria={criteria} page={page} />;
}

function useTitle(criteria: SearchCriteria): string {
  const { t } = useTranslation('search');
  const { key, values } = searchTitleText(criteria);
  return t(key, values);
}

function SearchResults({ criteria, page }: { criteria: SearchCriteria; page: number }) {
  const { t } = useTranslation(['search', 'common']);
  const kind = searchKind(criteria);
  const baseQuery = searchQuery(criteria);
  const listing = useListing({ base: searchApiParams(criteria), page, hrefFor: searchHref, baseQuery, enabled: kind !== 'none' });
  const title = useTitle(criteria);
  usePageMeta({ title: page > 1 ? t('results.titlePage', { title, page }) : title, description: t('results.description'), noindex: true });
  const crumbs = [{ label: t('common:breadcrumbs.home'), href: localePath('home') }, { label: t('results.title') }];
  const toners = kind === 'oemCode' || kind === 'device' || kind === 'brandModel' || kind === 'inkAndToners';
  const finder = toners ? <TonerFinder key={`${criteria.deviceBrand}-${criteria.deviceModel}`} initialBrand={criteria.deviceBrand} initialModel={criteria.deviceModel} /> : null;

  if (kind === 'none') {
    return (
      <div className={listingClasses.page}>
        <Breadcrumbs items={crumbs} />
        <div className={classes.heading}>
          <h1 className={listingClasses.title}>{title}</h1>
        </div>
        <p className={classes.text}>{t('results.enterPhrase')}</p>
        <TonerFinder />
      </div>
    );
  }

  const data = listing.data;
  const categoryHref = (categoryIds: number[]) => searchHref(1, { ...listingQuery(listing.state), ...searchQuery({ ...criteria, categoryIds }) });
  const chosen = criteria.categoryIds?.length ? data?.categoryName ?? null : null;
  return (
    <ProductListing
      listing={listing}
      title={title}
      crumbs={crumbs}
      listName={t('results.title')}
      intro={finder}
      notice={data ? <FuzzyNotice fuzzy={data.fuzzySearch} phrase={criteria.query} count={data.countTotal} /> : null}
      sidebarTop={data ? <SearchCategoryNav chosen={chosen} entries={data.categoryFilter} hrefFor={categoryHref} /> : null}
    />
  );
}
