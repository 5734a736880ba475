import { useTranslation } from '../../../i18n/useTranslation';
import { localePath } from '../../../routing/routes';
import type { ProductSummary } from '../../../generated/model';
import { useSession } from '../../../session';
import controls from '../../../ui/controls.module.css';
import { LinkBehavior } from '../../../ui/LinkBehavior';
import { Price } from '../../../ui/Price';
import { ProductPicture } from '../../../ui/ProductPicture';
import { TextLink } from '../../../ui/TextLink';
import classes from './MegaMenu.module.css';

/** The category's recommended product: picture, name, price and "Sprawdź produkt". */
export function RecommendedProduct({ product, onNavigate }: { product: ProductSummary; onNavigate?: () => void }) {
  const { t } = useTranslation('layout');
  const { showNetPrices } = useSession();
  const href = localePath('product-slug', { slug: product.slug });
  return (
    <div className={classes.recommended}>
      <p className={classes.recommendedTitle}>{t('menu.recommended')}</p>
      <div className={classes.picture}>
        <ProductPicture src={product.mainPictureUrl} alt="" width={160} height={160} />
      </div>
      <TextLink href={href} underline="hover" color="inherit" onClick={onNavigate} className={classes.productName}>
        {product.name}
      </TextLink>
      <Price price={product.priceObject} oldPrice={product.priceBeforeDiscountObject} showNetPrices={showNetPrices} />
      <LinkBehavior href={href} onClick={onNavigate} aria-label={`${t('menu.checkProduct')}: ${product.name}`} className={controls.contained}>
        {t('menu.checkProduct')}
      </LinkBehavior>
    </div>
  );
}
