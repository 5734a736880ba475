import { useTranslation } from '../../i18n/useTranslation';
import { useGetContents } from '../../generated/api/content-and-reports/content-and-reports';
import { BLOG_SECTION_ID } from '../../domain/blog';
import { NEWS_SLIDER } from '../../domain/sliders';
import { useSession } from '../../session';
import { Skeleton } from '../../ui/Skeleton';
import { Slider } from '../../ui/slider/Slider';
import { ArticleTile } from '../blog/ArticleTile';
import grid from './tileGrid.module.css';

/** Content section of the news tiles (the blog is section 61). */
export const NEWS_SECTION_ID = '62';
const newest = { orderBy: 'createdAt', orderDirection: 'DESC' } as const;

/** News tiles in a slider (1, 2 at 600, 3 at 1024 px). */
export function NewsTiles() {
  const { t } = useTranslation();
  const { status } = useSession();
  const query = useGetContents({ filters: { sectionId: [NEWS_SECTION_ID] }, limit: 6, ...newest }, { query: { enabled: status === 'ready', staleTime: 10 * 60_000 } });
  if (query.isError || query.data?.contents.length === 0) return null;
  if (!query.data) return <div role="status" aria-label={t('status.loading')}><Skeleton variant="rounded" height={420} /></div>;
  return <Slider label={t('home:news.title')} perView={NEWS_SLIDER} slides={query.data.contents.map((article) => ({ key: article.key, content: <ArticleTile article={article} /> }))} />;
}

/** Small-news tiles: the newest blog articles, title and date. */
export function SmallNewsTiles() {
  const { t } = useTranslation();
  const { status } = useSession();
  const query = useGetContents({ filters: { sectionId: [BLOG_SECTION_ID] }, limit: 4, ...newest }, { query: { enabled: status === 'ready', staleTime: 10 * 60_000 } });
  if (query.isError || query.data?.contents.length === 0) return null;
  if (!query.data) return <div role="status" aria-label={t('status.loading')}><Skeleton variant="rounded" height={100} /></div>;
  return (
    <ul className={grid.gridTight}>
      {query.data.contents.map((article) => (
        <li key={article.key}>
          <ArticleTile article={article} size="small" />
        </li>
      ))}
    </ul>
  );
}
