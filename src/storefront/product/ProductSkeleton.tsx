import { useTranslation } from '../../i18n/useTranslation';
import { Skeleton } from '../../ui/Skeleton';
import layout from './ProductLayout.module.css';
import classes from './ProductSkeleton.module.css';

/** What the product page shows while the product loads: the crumbs, the picture, name, price and button in their places. */
export function ProductSkeleton() {
  const { t } = useTranslation();
  return (
    <div className={`${layout.page} ${classes.skeleton}`} role="status" aria-label={t('status.loading')} aria-busy="true">
      <Skeleton width={320} className={classes.crumbs} />
      <div className={`${layout.columns} ${classes.columns}`}>
        <div className={layout.galleryColumn}>
          <Skeleton variant="rectangular" className={classes.picture} />
        </div>
        <div className={layout.purchaseColumn}>
          <Skeleton className={classes.title} />
          <Skeleton width="50%" />
          <Skeleton width="30%" className={classes.price} />
          <Skeleton variant="rectangular" height={48} className={classes.button} />
        </div>
      </div>
    </div>
  );
}
