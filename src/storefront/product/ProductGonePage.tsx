import { useTranslation } from '../../i18n/useTranslation';
import { localePath } from '../../routing/routes';
import { usePageMeta } from '../../routing/seo/usePageMeta';
import type { ProductGoneResponse } from '../../generated/model';
import chip from '../../ui/Chip.module.css';
import controls from '../../ui/controls.module.css';
import { LinkBehavior } from '../../ui/LinkBehavior';
import text from '../../ui/text/text.module.css';
import { ProductGrid } from '../catalogue/ProductGrid';
import classes from './ProductGonePage.module.css';

/** 410: "Przepraszamy, ten produkt nie jest już w naszej ofercie." with similar products and categories. */
export function ProductGonePage({ gone }: { gone: ProductGoneResponse | undefined }) {
  const { t } = useTranslation(['errors', 'common']);
  usePageMeta({ title: t('errors:gone.title'), noindex: true, inPlaceOfPage: true });
  const similar = gone?.similarProducts ?? [];
  const categories = gone?.categories ?? [];
  return (
    <div className={classes.page}>
      <h1 className={`${text.h1} ${classes.title}`}>{t('errors:gone.title')}</h1>
      {categories.length > 0 ? (
        <nav aria-label={t('errors:gone.categories')} className={classes.categories}>
          <p className={`${text.body1} ${classes.categoriesLabel}`}>{t('errors:gone.categories')}</p>
          <ul className={classes.chips}>
            {categories.map((category) => (
              <li key={category.id}>
                <LinkBehavior href={localePath('category-slug', { slug: category.slug })} className={`${chip.chip} ${classes.chip}`}>
                  <span className={chip.label}>{category.name}</span>
                </LinkBehavior>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <LinkBehavior href={localePath('home')} className={`${controls.contained} ${classes.home}`}>
        {t('common:actions.backHome')}
      </LinkBehavior>
      {similar.length > 0 ? (
        <section aria-labelledby="similar-products" className={classes.similar}>
          <h2 id="similar-products" className={`${text.h2} ${classes.similarTitle}`}>
            {t('errors:gone.similar')}
          </h2>
          <ProductGrid products={similar} headingComponent="h3" />
        </section>
      ) : null}
    </div>
  );
}
