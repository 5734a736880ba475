import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { localePath } from '../../routing/routes';
import { normalizePhrase, searchQuery, slugifyPhrase, type SearchCriteria } from '../../domain/search';
import { searchApi } from '../../api/searchApi';

const HOUR = 3_600_000;

/**
 * Submitting the header search (spec §2): an empty phrase does nothing unless already on the search
 * page; otherwise the content page of the slugified phrase opens when it exists (`/szukaj/{slug}`),
 * else the search page with the phrase and the chosen category.
 */
export function useSearchSubmit() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  return async function submit({ phrase, categoryIds, onSearchPage }: { phrase: string; categoryIds?: number[]; onSearchPage: boolean }) {
    const query = normalizePhrase(phrase);
    if (!query) {
      if (onSearchPage) await navigate(localePath('search'));
      return;
    }
    const slug = slugifyPhrase(query);
    if (slug) {
      try {
        const { getAtsContent, getGetAtsContentQueryKey } = await searchApi();
        const response = await queryClient.fetchQuery({
          queryKey: getGetAtsContentQueryKey(slug),
          queryFn: ({ signal }) => getAtsContent(slug, undefined, signal),
          staleTime: HOUR,
          retry: false,
        });
        if (response?.content?.slug) {
          await navigate(localePath('ats-slug', { slug: response.content.slug }));
          return;
        }
      } catch {
        // no content page for this phrase: a normal search
      }
    }
    const criteria: SearchCriteria = { query, ...(categoryIds?.length ? { categoryIds } : {}) };
    await navigate(localePath('search', {}, searchQuery(criteria)));
  };
}
