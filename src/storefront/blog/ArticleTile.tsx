import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { localePath, useLocale } from '../../app/routes';
import type { ContentItem } from '../../generated/model';
import { imageUrl } from '../../ui/imageUrl';
import { ProductPicture } from '../../ui/ProductPicture';

/** Blog tile pictures are 330×284 (spec §9). */
export const BLOG_IMAGE = { width: 330, height: 284 } as const;

export function formatArticleDate(iso: string, locale: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleDateString(locale === 'en' ? 'en-GB' : 'pl-PL', { day: 'numeric', month: 'long', year: 'numeric' });
}

const clamp = (lines: number) => ({ display: '-webkit-box', WebkitLineClamp: lines, WebkitBoxOrient: 'vertical', overflow: 'hidden' }) as const;

/** A news tile (picture, date, title, lead) or a small-news tile (title and date only). */
export function ArticleTile({ article, size = 'large', headingLevel = 3, eager = false }: { article: ContentItem; size?: 'large' | 'small'; headingLevel?: 2 | 3; eager?: boolean }) {
  const { t } = useTranslation('blog');
  const locale = useLocale();
  const href = localePath('blog-slug', { slug: article.slug });
  const picture = imageUrl(article.image);
  const heading = `h${headingLevel}` as const;
  if (size === 'small') {
    return (
      <Box component="article" sx={{ display: 'flex', gap: 1.5, alignItems: 'center', bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderRadius: 1.5, p: 1.25, height: '100%' }}>
        {picture ? <Box component="img" src={picture} alt="" width={88} height={76} loading="lazy" decoding="async" sx={{ width: 88, height: 76, objectFit: 'cover', borderRadius: 1, flex: 'none' }} /> : null}
        <Box sx={{ minWidth: 0 }}>
          <Box component={heading} sx={{ m: 0, fontSize: '1.4rem', fontWeight: 500, lineHeight: 1.35, ...clamp(2) }}>
            <Link href={href} underline="hover" color="inherit">
              {article.title}
            </Link>
          </Box>
          <Box component="p" sx={{ m: 0, mt: 0.5, fontSize: '1.2rem', color: 'text.secondary' }}>
            <time dateTime={article.createdAt}>{formatArticleDate(article.createdAt, locale)}</time>
          </Box>
        </Box>
      </Box>
    );
  }
  return (
    <Box component="article" sx={{ display: 'flex', flexDirection: 'column', bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderRadius: 2, overflow: 'hidden', height: '100%' }}>
      <Link href={href} tabIndex={-1} aria-hidden="true" sx={{ display: 'block', bgcolor: '#e6eef6' }}>
        {picture ? (
          <ProductPicture src={article.image} alt="" width={BLOG_IMAGE.width} height={BLOG_IMAGE.height} eager={eager} sx={{ objectFit: 'cover' }} />
        ) : (
          <Box sx={{ aspectRatio: `${BLOG_IMAGE.width} / ${BLOG_IMAGE.height}` }} />
        )}
      </Link>
      <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1, flex: 1 }}>
        <Box component="p" sx={{ m: 0, fontSize: '1.2rem', color: 'text.secondary' }}>
          <time dateTime={article.createdAt}>{formatArticleDate(article.createdAt, locale)}</time>
          {article.categories[0] ? ` · ${article.categories[0].name}` : ''}
        </Box>
        <Box component={heading} sx={{ m: 0, fontSize: '1.7rem', fontWeight: 700, lineHeight: 1.3, ...clamp(3) }}>
          <Link href={href} underline="hover" color="inherit">
            {article.title}
          </Link>
        </Box>
        <Box component="p" sx={{ m: 0, fontSize: '1.4rem', color: 'text.secondary', lineHeight: 1.5, ...clamp(3) }}>
          {article.description}
        </Box>
        <Link href={href} underline="hover" sx={{ mt: 'auto', fontWeight: 500 }} aria-label={t('readMoreAbout', { title: article.title })}>
          {t('readMore')}
        </Link>
      </Box>
    </Box>
  );
}
