import { useId } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import type { CategoryFilterEntry } from '../../generated/model';
import { CountedLinkList } from '../../ui/CountedLinkList';
import { TextLink } from '../../ui/TextLink';
import sidebar from '../catalogue/listing/sidebar.module.css';
import classes from './SearchCategoryNav.module.css';

interface SearchCategoryNavProps {
  /** The category the results are narrowed to, if any. */
  chosen: string | null;
  entries: CategoryFilterEntry[];
  /** The href with `categories[]` set to these ids (empty: all categories). */
  hrefFor: (categoryIds: number[]) => string;
}

/** The category filter of search results (`categories[]`): drill down into a category, or back to all. */
export function SearchCategoryNav({ chosen, entries, hrefFor }: SearchCategoryNavProps) {
  const { t } = useTranslation('search');
  const id = useId();
  if (!chosen && !entries.length) return null;
  return (
    <nav aria-labelledby={`${id}-title`} className={classes.nav}>
      <h2 id={`${id}-title`} className={sidebar.heading}>
        {t('results.categories')}
      </h2>
      {chosen ? (
        <div className={classes.chosen}>
          <TextLink href={hrefFor([])} underline="hover" className={classes.all}>
            ‹ {t('results.allCategories')}
          </TextLink>
          <p aria-current="true" className={classes.current}>
            {chosen}
          </p>
        </div>
      ) : null}
      <CountedLinkList entries={entries} hrefFor={(entry) => hrefFor([entry.id])} indent={Boolean(chosen)} />
    </nav>
  );
}
