import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CategoryFilterEntry } from '../../generated/model';
import { CountedLinkList } from '../../ui/CountedLinkList';

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
    <Box component="nav" aria-labelledby={`${id}-title`} sx={{ mb: 3 }}>
      <Typography id={`${id}-title`} component="h2" sx={{ fontWeight: 700, fontSize: '1.4rem', mb: 0.5 }}>
        {t('results.categories')}
      </Typography>
      {chosen ? (
        <Box sx={{ mb: 0.5 }}>
          <Link href={hrefFor([])} underline="hover" sx={{ fontSize: '1.3rem' }}>
            ‹ {t('results.allCategories')}
          </Link>
          <Typography component="p" aria-current="true" sx={{ fontWeight: 700, fontSize: '1.35rem', mt: 0.5 }}>
            {chosen}
          </Typography>
        </Box>
      ) : null}
      <CountedLinkList entries={entries} hrefFor={(entry) => hrefFor([entry.id])} sx={{ pl: chosen ? 1.5 : 0 }} />
    </Box>
  );
}
