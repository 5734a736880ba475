import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import NativeSelect from '@mui/material/NativeSelect';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { localePath, matchRoute } from '../../app/routes';
import { normalizePhrase } from '../../domain/search';
import { getProductsAutocomplete } from '../../generated/api/search-and-products/search-and-products';
import { useGetCategories } from '../../generated/api/settings-and-menus/settings-and-menus';
import { useSession } from '../../session';
import { visuallyHidden } from '../../ui/visuallyHidden';
import { AutocompletePopup, PopupMessage } from '../search/autocomplete/AutocompletePopup';
import { ProductSuggestions } from '../search/autocomplete/ProductSuggestions';
import { useCancellableSearch } from '../search/autocomplete/useCancellableSearch';
import { useCombobox } from '../search/autocomplete/useCombobox';
import { useSearchSubmit } from '../search/useSearchSubmit';

const SEARCH_ROUTES = ['search', 'search-page-number'];

/**
 * The header search (spec §2): a combobox with autocomplete of categories and products, a category
 * choice, and a submit that opens the phrase's content page when there is one, else the search page.
 */
export function SearchBox() {
  const { t } = useTranslation(['search', 'common']);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const { status, showNetPrices } = useSession();
  const onSearchPage = SEARCH_ROUTES.includes(matchRoute(pathname)?.name ?? '');
  const urlPhrase = onSearchPage ? (searchParams.get('query') ?? '') : '';
  const [phrase, setPhrase] = useState(urlPhrase);
  const [categoryId, setCategoryId] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const submit = useSearchSubmit();

  useEffect(() => {
    if (onSearchPage) setPhrase(urlPhrase);
  }, [onSearchPage, urlPhrase]);

  const categories = useGetCategories({ nestingLevel: 0 }, { query: { enabled: status === 'ready', staleTime: 10 * 60_000 } });
  const categoryIds = categoryId ? [Number(categoryId)] : undefined;
  const suggestions = useCancellableSearch(
    phrase,
    (query, signal) => getProductsAutocomplete({ query, ...(categoryIds ? { categoryIds } : {}) }, undefined, signal),
    { enabled: status === 'ready', key: categoryId },
  );
  const found = suggestions.data;
  const options = [
    ...(found?.categories ?? []).map((category) => localePath('category-slug', { slug: category.slug })),
    ...(found?.products ?? []).map((product) => localePath('product-slug', { slug: product.slug })),
  ];
  const combobox = useCombobox({
    count: options.length,
    containerRef,
    onChoose: (index) => void navigate(options[index]),
    onClear: () => setPhrase(''),
  });
  const typed = normalizePhrase(phrase) !== '';
  const showPopup = combobox.open && typed && (found !== null || suggestions.loading);
  const expanded = showPopup && options.length > 0;

  const onSubmit = async () => {
    combobox.close();
    setSubmitting(true);
    try {
      await submit({ phrase, categoryIds, onSearchPage });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Box ref={containerRef} sx={{ position: 'relative', width: '100%' }}>
      <Box
        component="form"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          void onSubmit();
        }}
        sx={{
          display: 'flex',
          alignItems: 'center',
          border: 2,
          borderColor: 'primary.main',
          borderRadius: 1.5,
          bgcolor: 'background.paper',
          height: 44,
          overflow: 'hidden',
          width: '100%',
          '&:focus-within': { boxShadow: (theme) => `0 0 0 3px ${theme.palette.primary.light}55` },
        }}
      >
        <Box sx={{ display: { xs: 'none', lg: 'flex' }, alignItems: 'center', height: '100%', borderRight: 1, borderColor: 'divider', bgcolor: 'grey.50' }}>
          <Box component="label" htmlFor="search-category" sx={visuallyHidden}>
            {t('search:box.category')}
          </Box>
          <NativeSelect
            id="search-category"
            value={categoryId}
            onChange={(event) => setCategoryId(event.target.value)}
            disableUnderline
            sx={{ fontSize: '1.3rem', width: 190, '& select': { pl: 1.5, py: 0 } }}
          >
            <option value="">{t('search:box.allCategories')}</option>
            {(categories.data?.categories ?? []).map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </NativeSelect>
        </Box>
        <InputBase
          value={phrase}
          onChange={(event) => {
            setPhrase(event.target.value);
            combobox.setActive(-1);
            combobox.setOpen(true);
          }}
          onClick={() => combobox.setOpen(true)}
          onKeyDown={combobox.onKeyDown}
          placeholder={t('common:search.placeholder')}
          sx={{ flex: 1, fontSize: '1.5rem', pl: 1.5 }}
          slotProps={{
            input: {
              'aria-label': t('common:search.label'),
              type: 'search',
              enterKeyHint: 'search',
              maxLength: 200,
              autoComplete: 'off',
              ...combobox.inputProps(expanded),
            },
          }}
        />
        <IconButton
          type="submit"
          aria-label={t('common:search.submit')}
          disabled={submitting}
          sx={{ height: '100%', borderRadius: 0, px: 1.5, bgcolor: 'primary.main', color: 'primary.contrastText', '&:hover': { bgcolor: 'primary.dark' }, '&.Mui-disabled': { bgcolor: 'primary.main', color: 'primary.contrastText' } }}
        >
          <SearchIcon />
        </IconButton>
      </Box>
      {showPopup ? (
        <AutocompletePopup variant="header">
          {!found ? (
            <PopupMessage>{t('common:status.loading')}</PopupMessage>
          ) : options.length === 0 ? (
            <PopupMessage>{t('common:listing.noResults')}</PopupMessage>
          ) : (
            <ProductSuggestions
              listboxId={combobox.listboxId}
              label={t('search:autocomplete.label')}
              categories={found.categories}
              products={found.products}
              active={combobox.active}
              optionId={combobox.optionId}
              onChoose={(index) => {
                combobox.close();
                void navigate(options[index]);
              }}
              onHover={combobox.setActive}
              showNetPrices={showNetPrices}
            />
          )}
        </AutocompletePopup>
      ) : null}
    </Box>
  );
}
