import { useTranslation } from '../../../i18n/useTranslation';
import type { ProductAutocompleteResponse } from '../../../generated/model';
import { AutocompletePopup, PopupMessage } from './AutocompletePopup';
import { ProductSuggestions } from './ProductSuggestions';

/**
 * The header search's suggestions (spec §2): loading, "no results", or categories and products to
 * choose. Its code loads when the search box is first used.
 */
export default function SearchSuggestions({
  found,
  listboxId,
  active,
  optionId,
  onChoose,
  onHover,
  showNetPrices,
}: {
  found: ProductAutocompleteResponse | null;
  listboxId: string;
  active: number;
  optionId: (index: number) => string;
  onChoose: (index: number) => void;
  onHover: (index: number) => void;
  showNetPrices: boolean;
}) {
  const { t } = useTranslation(['search', 'common']);
  const count = (found?.categories.length ?? 0) + (found?.products.length ?? 0);
  return (
    <AutocompletePopup variant="header">
      {!found ? (
        <PopupMessage>{t('common:status.loading')}</PopupMessage>
      ) : count === 0 ? (
        <PopupMessage>{t('common:listing.noResults')}</PopupMessage>
      ) : (
        <ProductSuggestions
          listboxId={listboxId}
          label={t('search:autocomplete.label')}
          categories={found.categories}
          products={found.products}
          active={active}
          optionId={optionId}
          onChoose={onChoose}
          onHover={onHover}
          showNetPrices={showNetPrices}
        />
      )}
    </AutocompletePopup>
  );
}
