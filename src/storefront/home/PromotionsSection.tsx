import { useTranslation } from '../../i18n/useTranslation';
import { localePath, useLocale } from '../../routing/routes';
import { useGetPromotions } from '../../generated/api/search-and-products/search-and-products';
import { useSession } from '../../session';
import { imageUrl } from '../../ui/imageUrl';
import { ProductPicture } from '../../ui/ProductPicture';
import { Skeleton } from '../../ui/Skeleton';
import { TextLink } from '../../ui/TextLink';
import { formatArticleDate } from '../blog/ArticleTile';
import classes from './PromotionsSection.module.css';
import grid from './tileGrid.module.css';

/** Current promotions as tiles linking to their product lists. */
export function PromotionsList() {
  const { t } = useTranslation('home');
  const locale = useLocale();
  const { status } = useSession();
  const query = useGetPromotions({ limit: 4 }, { query: { enabled: status === 'ready', staleTime: 10 * 60_000 } });
  if (query.isError) return null;
  if (!query.data) {
    return (
      <div className={grid.grid} role="status" aria-label={t('common:status.loading')}>
        {Array.from({ length: 4 }, (_, index) => <Skeleton key={index} variant="rounded" height={220} />)}
      </div>
    );
  }
  if (query.data.promotions.length === 0) return <p>{t('promotions.empty')}</p>;
  return (
    <ul className={grid.grid}>
      {query.data.promotions.map((promotion) => {
        const picture = imageUrl(promotion.imageUrl);
        return (
          <li key={promotion.id} className={classes.tile}>
            <div className={classes.media}>{picture ? <ProductPicture src={promotion.imageUrl} alt="" width={320} height={180} /> : null}</div>
            <div className={classes.body}>
              <TextLink href={localePath('promotions-slug', { slug: promotion.slug })} underline="hover" className={classes.name}>
                {promotion.name}
              </TextLink>
              {promotion.endDate ? <p className={classes.until}>{t('promotions.until', { date: formatArticleDate(promotion.endDate, locale) })}</p> : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
