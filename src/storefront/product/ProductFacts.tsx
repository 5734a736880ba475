import { useTranslation } from '../../i18n/useTranslation';
import { localePath } from '../../routing/routes';
import type { Breadcrumb, Product } from '../../generated/model';
import { TextLink } from '../../ui/TextLink';
import classes from './ProductFacts.module.css';

/** The product's code, brand (a link to the brand page) and category path (links to the categories). */
export function ProductFacts({ product, breadcrumbs }: { product: Product; breadcrumbs: Breadcrumb[] }) {
  const { t } = useTranslation('product');
  return (
    <dl className={classes.facts}>
      <dt>{t('codeLabel')}</dt>
      <dd>{product.code}</dd>
      {product.brand ? (
        <>
          <dt>{t('brand')}</dt>
          <dd>
            <TextLink href={localePath('brand-slug', { slug: product.brand.slug })}>{product.brand.name}</TextLink>
          </dd>
        </>
      ) : null}
      <dt>{t('category')}</dt>
      <dd>
        {breadcrumbs.length
          ? breadcrumbs.map((crumb, index) => (
              <span key={crumb.slug}>
                {index > 0 ? ' › ' : ''}
                <TextLink href={localePath('category-slug', { slug: crumb.slug })}>{crumb.name}</TextLink>
              </span>
            ))
          : product.category.namesInPath.join(' › ')}
      </dd>
    </dl>
  );
}
