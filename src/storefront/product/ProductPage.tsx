import { lazy, memo, Suspense, useDeferredValue, useEffect } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from '../../i18n/useTranslation';
import { isApiError } from '../../api/ApiError';
import { localePath } from '../../routing/routes';
import { productPageJsonLd } from '../../routing/seo/structuredData';
import { usePageMeta } from '../../routing/seo/usePageMeta';
import { imageUrl } from '../../ui/imageUrl';
import { useGetProduct } from '../../generated/api/search-and-products/search-and-products';
import type { Breadcrumb, Product, ProductDetailResponse, ProductGoneResponse, ProductSummary } from '../../generated/model';
import { useSession } from '../../session';
import { isAgeConfirmed, openAgePopup } from '../../ui/ageGate/ageGate';
import { Breadcrumbs, type Crumb } from '../../ui/Breadcrumbs';
import { ProductCarousel } from '../catalogue/ProductCarousel';
import { useCategoryCrumbs } from '../catalogue/useCategoryCrumbs';
import { useCategoryTree } from '../catalogue/useCategoryTree';
import { ErrorContent } from '../errors/ErrorContent';
import { NotFoundPage } from '../errors/NotFoundPage';
import { useIdleStages } from '../../ui/useIdleStages';
import { useMountedOnServerPage } from '../../ui/useRenderedOnServer';
import { ProductGallery } from './ProductGallery';
import { ProductGonePage } from './ProductGonePage';
import layout from './ProductLayout.module.css';
import { ProductPurchase } from './ProductPurchase';
import { ProductSkeleton } from './ProductSkeleton';
import { PRODUCT_PAGE_PARAMS } from './productPageParams';
import { siteOrigin } from '../../platform/siteOrigin';

/** The description and the specification (with DOMPurify for the description's HTML): see DeferredDetails. */
const ProductDetails = lazy(() => import('./ProductDetails').then((module) => ({ default: memo(module.ProductDetails) })));
const DETAILS_MIN_HEIGHT = 320;

/** Product page /produkt/:slug; 404 and 410 ("no longer offered") handled. */
export function ProductPage() {
  const { slug = '' } = useParams();
  const { t } = useTranslation(['product', 'common']);
  const { status } = useSession();
  const query = useGetProduct(slug, PRODUCT_PAGE_PARAMS, { query: { enabled: status === 'ready' && slug !== '' } });
  // The page renders from a deferred value: the answer arrives in an urgent (synchronous) update,
  // and React builds the page in the background (in small slices) while the skeleton stays.
  const data = useDeferredValue(query.data);
  const product = data?.product;
  // The crumbs' sibling dropdowns need the category tree: asked for with the product, so the crumbs
  // have it when they first render (no change of height afterwards).
  const tree = useCategoryTree();
  const origin = siteOrigin();
  const picture = product ? imageUrl(product.gallery.main.urlFull ?? product.mainPictureUrl) : undefined;
  usePageMeta({
    title: product?.name,
    description: data?.seoData?.description ?? (product ? t('product:meta.description', { name: product.name }) : undefined),
    jsonLd: data?.product
      ? productPageJsonLd(data, {
          url: `${origin}${localePath('product-slug', { slug: data.product.slug })}`,
          image: picture,
          home: { name: t('common:breadcrumbs.home'), url: `${origin}${localePath('home')}` },
          categoryUrl: (categorySlug) => `${origin}${localePath('category-slug', { slug: categorySlug })}`,
        })
      : null,
    openGraph: { type: 'product', image: picture, price: product?.priceObject.gross.toFixed(2) },
  });

  const error = query.error;
  if (isApiError(error) && error.status === 404) return <NotFoundPage />;
  if (isApiError(error) && error.status === 410) return <ProductGonePage gone={error.body as ProductGoneResponse} />;
  if (error) return <ErrorContent status={isApiError(error) ? error.status : undefined} message={isApiError(error) ? error.message : undefined} />;
  // Until the tree has come (or failed), the crumbs would render without their dropdowns and grow later.
  if (!product || tree.isPending) return <ProductSkeleton />;

  return <ProductContent data={data} product={product} />;
}

/**
 * The page itself, memoised on the (structurally shared) answer: the page re-renders when the
 * session or the cart changes, and that must not render the product and its carousels again.
 */
const ProductContent = memo(function ProductContent({ data, product }: { data: ProductDetailResponse; product: Product }) {
  const { t } = useTranslation(['product', 'common']);
  const forAdults = product.category.forAdults;
  // An adult product's page asks first (spec §4); "No" here takes the visitor back one page.
  useEffect(() => {
    if (forAdults && !isAgeConfirmed()) openAgePopup();
  }, [forAdults, product.id]);
  const breadcrumbs = data.breadcrumbs ?? [];
  return (
    <div className={layout.page}>
      <ProductCrumbs breadcrumbs={breadcrumbs} product={product} />
      <div className={layout.columns}>
        <div className={layout.galleryColumn}>
          <ProductGallery gallery={product.gallery} name={product.name} />
        </div>
        <div className={layout.purchaseColumn}>
          <ProductPurchase key={product.id} product={product} breadcrumbs={breadcrumbs} />
        </div>
      </div>
      <DeferredDetails product={product} />
      <ProductCarousels
        key={product.id}
        carousels={[
          { title: t('product:accessories'), products: data.accessories ?? [] },
          { title: t('product:similar'), products: data.similarProducts ?? [] },
          { title: t('product:otherFromBrand', { brand: product.brand?.name ?? '' }), products: product.brand ? data.otherProducts ?? [] : [] },
        ]}
      />
    </div>
  );
});

/** The category path with sibling dropdowns (it re-renders alone when the category tree arrives). */
const ProductCrumbs = memo(function ProductCrumbs({ breadcrumbs, product }: { breadcrumbs: Breadcrumb[]; product: Product }) {
  const { t } = useTranslation('common');
  const categoryCrumbs = useCategoryCrumbs(breadcrumbs);
  const crumbs: Crumb[] = [{ label: t('common:breadcrumbs.home'), href: localePath('home') }, ...categoryCrumbs];
  if (!breadcrumbs.length) crumbs.push({ label: product.category.name, href: localePath('category-slug', { slug: product.category.slug }) });
  crumbs.push({ label: product.name });
  return <Breadcrumbs items={crumbs} />;
});

/**
 * The description and the specification. A page the web server renders holds them (they are the
 * product's content for crawlers and link previews; the browser hydrates them when their code has
 * come). When the browser renders the page itself they are fetched and drawn when it is idle after
 * the product is shown (or at once when they come near the viewport), so the main picture is not
 * shown while their code downloads and DOMPurify runs. Their room is kept meanwhile.
 */
function DeferredDetails({ product }: { product: Product }) {
  const renderedOnServer = useMountedOnServerPage();
  const { ref, stage } = useIdleStages<HTMLDivElement>(1, { enabled: !renderedOnServer });
  const room = <div style={{ minHeight: DETAILS_MIN_HEIGHT }} />;
  return (
    <div ref={ref}>
      {renderedOnServer || stage > 0 ? (
        <Suspense fallback={room}>
          <ProductDetails product={product} />
        </Suspense>
      ) : (
        room
      )}
    </div>
  );
}

/** Room a carousel that is still to come takes (title and one row of tiles), so the page does not grow later. */
const CAROUSEL_MIN_HEIGHT = 600;

/**
 * The accessories, similar and same-brand carousels sit below the fold: they render one after
 * another when the browser is idle (or all at once when they come near the viewport), each in a
 * commit of its own, instead of in the task that shows the product.
 */
function ProductCarousels({ carousels }: { carousels: Array<{ title: string; products: ProductSummary[] }> }) {
  const shown = carousels.filter((carousel) => carousel.products.length > 0);
  const { ref, stage } = useIdleStages<HTMLDivElement>(shown.length);
  const waiting = shown.length - stage;
  return (
    <div ref={ref} style={{ minHeight: waiting > 0 ? waiting * CAROUSEL_MIN_HEIGHT : undefined }}>
      {shown.slice(0, stage).map((carousel) => (
        <ProductCarousel key={carousel.title} title={carousel.title} products={carousel.products} />
      ))}
    </div>
  );
}
