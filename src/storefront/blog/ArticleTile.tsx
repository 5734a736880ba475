import { useTranslation } from '../../i18n/useTranslation';
import { formatLongDate } from '../../domain/format/date';
import { readMoment } from '../../domain/format/shopTime';
import { localePath, useLocale } from '../../routing/routes';
import type { ContentItem } from '../../generated/model';
import { imageUrl } from '../../ui/imageUrl';
import { ProductPicture } from '../../ui/ProductPicture';
import { TextLink } from '../../ui/TextLink';
import classes from './ArticleTile.module.css';

/** Blog tile pictures are 330×284 (spec §9). */
export const BLOG_IMAGE = { width: 330, height: 284 } as const;

export function formatArticleDate(iso: string, locale: 'pl' | 'en'): string {
  return readMoment(iso) ? formatLongDate(iso, locale) : '';
}

/** A news tile (picture, date, title, lead) or a small-news tile (title and date only). */
export function ArticleTile({ article, size = 'large', headingLevel = 3, eager = false }: { article: ContentItem; size?: 'large' | 'small'; headingLevel?: 2 | 3; eager?: boolean }) {
  const { t } = useTranslation('blog');
  const locale = useLocale();
  const href = localePath('blog-slug', { slug: article.slug });
  const picture = imageUrl(article.image);
  const Heading = `h${headingLevel}` as const;
  if (size === 'small') {
    return (
      <article className={classes.small}>
        {picture ? <img src={picture} alt="" width={88} height={76} loading="lazy" decoding="async" className={classes.thumbnail} /> : null}
        <div className={classes.smallText}>
          <Heading className={classes.smallTitle}>
            <TextLink href={href} underline="hover" color="inherit">
              {article.title}
            </TextLink>
          </Heading>
          <p className={classes.smallDate}>
            <time dateTime={article.createdAt}>{formatArticleDate(article.createdAt, locale)}</time>
          </p>
        </div>
      </article>
    );
  }
  return (
    <article className={classes.tile}>
      <TextLink href={href} tabIndex={-1} aria-hidden="true" className={classes.pictureLink}>
        {picture ? <ProductPicture src={article.image} alt="" width={BLOG_IMAGE.width} height={BLOG_IMAGE.height} eager={eager} /> : <div className={classes.noPicture} />}
      </TextLink>
      <div className={classes.body}>
        <p className={classes.date}>
          <time dateTime={article.createdAt}>{formatArticleDate(article.createdAt, locale)}</time>
          {article.categories[0] ? ` · ${article.categories[0].name}` : ''}
        </p>
        <Heading className={classes.title}>
          <TextLink href={href} underline="hover" color="inherit">
            {article.title}
          </TextLink>
        </Heading>
        <p className={classes.lead}>{article.description}</p>
        <TextLink href={href} underline="hover" className={classes.readMore} aria-label={t('readMoreAbout', { title: article.title })}>
          {t('readMore')}
        </TextLink>
      </div>
    </article>
  );
}
