import { useTranslation } from '../i18n/useTranslation';
import { visiblePages } from '../domain/pagination';
import controls from './controls.module.css';
import { LinkBehavior } from './LinkBehavior';
import classes from './PaginationLinks.module.css';

interface PaginationLinksProps {
  page: number;
  count: number;
  /** The href of a page (page 1 is the bare URL). */
  hrefFor: (page: number) => string;
}

const OUTLINED = `${controls.outlined} ${classes.page}`;
const CONTAINED = `${controls.contained} ${classes.page}`;

/** Pagination as real links, so every page can be opened, shared and crawled. */
export function PaginationLinks({ page, count, hrefFor }: PaginationLinksProps) {
  const { t } = useTranslation();
  if (count <= 1) return null;
  return (
    <nav aria-label={t('pagination.label')} className={classes.pagination}>
      <ul className={classes.list}>
        {page > 1 ? (
          <li>
            <LinkBehavior href={hrefFor(page - 1)} rel="prev" className={OUTLINED}>
              {t('pagination.previous')}
            </LinkBehavior>
          </li>
        ) : null}
        {visiblePages(page, count).map((item, index) =>
          item === null ? (
            <li key={`gap-${index}`} aria-hidden="true" className={classes.gap}>
              …
            </li>
          ) : (
            <li key={item}>
              <LinkBehavior
                href={hrefFor(item)}
                aria-current={item === page ? 'page' : undefined}
                aria-label={t('pagination.page', { page: item })}
                className={item === page ? CONTAINED : OUTLINED}
              >
                {item}
              </LinkBehavior>
            </li>
          ),
        )}
        {page < count ? (
          <li>
            <LinkBehavior href={hrefFor(page + 1)} rel="next" className={OUTLINED}>
              {t('pagination.next')}
            </LinkBehavior>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
