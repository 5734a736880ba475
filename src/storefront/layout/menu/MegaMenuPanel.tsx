import { useTranslation } from '../../../i18n/useTranslation';
import { localePath } from '../../../routing/routes';
import { isCategoryDisabled, isTonersCategory } from '../../../domain/chrome';
import type { Category } from '../../../generated/model';
import { TextLink } from '../../../ui/TextLink';
import hidden from '../../../ui/visuallyHidden.module.css';
import { BrandStrip } from './BrandStrip';
import { DeviceFinderSlot } from './DeviceFinderSlot';
import classes from './MegaMenu.module.css';
import { RecommendedProduct } from './RecommendedProduct';

function CategoryLink({ category, strong = false, onNavigate }: { category: Category; strong?: boolean; onNavigate: () => void }) {
  const { t } = useTranslation('layout');
  if (isCategoryDisabled(category)) {
    return (
      <span aria-disabled="true" title={t('menu.disabled')} className={strong ? `${classes.disabledLink} ${classes.strong}` : classes.disabledLink}>
        {category.name}
        <span className={hidden.visuallyHidden}>{` (${t('menu.disabled')})`}</span>
      </span>
    );
  }
  return (
    <TextLink
      href={localePath('category-slug', { slug: category.slug })}
      onClick={onNavigate}
      underline="hover"
      color={strong ? 'textPrimary' : 'textSecondary'}
      className={strong ? classes.strong : undefined}
    >
      {category.name}
    </TextLink>
  );
}

/** One top category's panel: its children with their children, brands, the recommended product, the device finder. */
export default function MegaMenuPanel({ id, category, onNavigate }: { id: string; category: Category; onNavigate: () => void }) {
  const { t } = useTranslation('layout');
  const brands = category.recommendedBrands ?? [];
  const product = category.recommendedItem ?? null;
  return (
    <div id={id} className={product ? `${classes.panel} ${classes.panelWithProduct}` : classes.panel}>
      <div className={classes.main}>
        {isTonersCategory(category) ? <DeviceFinderSlot /> : null}
        <ul className={classes.children}>
          {category.children.map((child) => (
            <li key={child.id}>
              <CategoryLink category={child} strong onNavigate={onNavigate} />
              {child.children.length ? (
                <ul className={classes.grandchildren}>
                  {child.children.map((grandchild) => (
                    <li key={grandchild.id}>
                      <CategoryLink category={grandchild} onNavigate={onNavigate} />
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
        {isCategoryDisabled(category) ? null : (
          <TextLink href={localePath('category-slug', { slug: category.slug })} onClick={onNavigate} className={classes.strong}>
            {t('menu.allIn', { name: category.name })}
          </TextLink>
        )}
        {brands.length ? (
          <div>
            <p className={classes.brandsTitle}>{t('menu.brands')}</p>
            <BrandStrip brands={brands} label={t('menu.brandsOf', { name: category.name })} perView={[[0, 7]]} onNavigate={onNavigate} />
          </div>
        ) : null}
      </div>
      {product ? <RecommendedProduct product={product} onNavigate={onNavigate} /> : null}
    </div>
  );
}
