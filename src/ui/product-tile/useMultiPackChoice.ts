import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { searchApi } from '../../api/searchApi';
import type { ProductSummary } from '../../generated/model';

const PARAMS = { includeProduct: true } as const;

/**
 * The multi-pack chosen in a tile (spec §4): choosing one shows a loader, fetches that pack's
 * product and then shows its data (price, stock, quantity rules) in the tile. A failed fetch keeps
 * the current pack. Until a pack is chosen the tile follows the listing's data.
 */
export function useMultiPackChoice(listed: ProductSummary) {
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<ProductSummary | null>(null);
  const [loadingSlug, setLoadingSlug] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const product = chosen ?? listed;

  const choose = async (slug: string) => {
    if (slug === product.slug) return;
    if (slug === listed.slug) {
      setChosen(null);
      setFailed(false);
      return;
    }
    setLoadingSlug(slug);
    setFailed(false);
    try {
      const { getGetProductQueryKey, getProduct } = await searchApi();
      const response = await queryClient.fetchQuery({
        queryKey: getGetProductQueryKey(slug, PARAMS),
        queryFn: ({ signal }) => getProduct(slug, PARAMS, undefined, signal),
        staleTime: 60_000,
      });
      setChosen(response.product);
    } catch {
      setFailed(true);
    } finally {
      setLoadingSlug(null);
    }
  };

  return { product, choose, loadingSlug, failed };
}
