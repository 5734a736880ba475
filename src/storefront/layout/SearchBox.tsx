import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n/useTranslation';
import { localePath, matchRoute } from '../../routing/routes';
import { normalizePhrase } from '../../domain/search';
import { searchApi } from '../../api/searchApi';
import { useGetCategories } from '../../generated/api/settings-and-menus/getCategories';
import { useSession } from '../../session';
import { ArrowDropDownSvg, SearchSvg } from '../../ui/icons';
import { useCancellableSearch } from '../search/autocomplete/useCancellableSearch';
import { useCombobox } from '../search/autocomplete/useCombobox';
import { useSearchSubmit } from '../search/useSearchSubmit';
import hidden from '../../ui/visuallyHidden.module.css';
import controls from '../../ui/controls.module.css';
import { loadOnDemand } from '../../ui/loadOnDemand';
import classes from './SearchBox.module.css';

const SEARCH_ROUTES = ['search', 'search-page-number'];

/** The suggestions' code and the search API load when the box is first focused (before the first answer comes). */
const suggestionsCode = loadOnDemand(() => import('../search/autocomplete/SearchSuggestions'));

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
    async (query, signal) => (await searchApi()).getProductsAutocomplete({ query, ...(categoryIds ? { categoryIds } : {}) }, undefined, signal),
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
  const SearchSuggestions = suggestionsCode.useComponent(showPopup);
  const expanded = Boolean(SearchSuggestions) && showPopup && options.length > 0;

  /** `typed`: what the box shows, which is the phrase but for text typed while the page's scripts were taking the box over. */
  const onSubmit = async (typed: string) => {
    combobox.close();
    setSubmitting(true);
    try {
      await submit({ phrase: typed, categoryIds, onSearchPage });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <div ref={containerRef} className={classes.root}>
      {/* An address and named fields: before the page's scripts have come, the browser sends the search there itself. */}
      <form
        role="search"
        action={localePath('search')}
        method="get"
        onSubmit={(event) => {
          event.preventDefault();
          const box = event.currentTarget.elements.namedItem('query');
          void onSubmit(box instanceof HTMLInputElement ? box.value : phrase);
        }}
        className={classes.form}
      >
        <div className={classes.category}>
          <label htmlFor="search-category" className={hidden.visuallyHidden}>
            {t('search:box.category')}
          </label>
          <div className={classes.selectRoot}>
            <select id="search-category" name="categories[]" value={categoryId} onChange={(event) => setCategoryId(event.target.value)} className={`${controls.inputBase} ${classes.select}`}>
              <option value="">{t('search:box.allCategories')}</option>
              {(categories.data?.categories ?? []).map((category) => (
                <option key={category.id} value={category.id}>
                  {category.name}
                </option>
              ))}
            </select>
            <ArrowDropDownSvg className={classes.selectIcon} fontSize="medium" />
          </div>
        </div>
        <div className={classes.inputRoot}>
          <input
            name="query"
            value={phrase}
            onChange={(event) => {
              setPhrase(event.target.value);
              combobox.typed();
            }}
            onClick={() => combobox.setOpen(true)}
            onFocus={() => void Promise.all([suggestionsCode.preload(), searchApi()]).catch(() => undefined)}
            onKeyDown={combobox.onKeyDown}
            placeholder={t('common:search.placeholder')}
            aria-label={t('common:search.label')}
            type="search"
            enterKeyHint="search"
            maxLength={200}
            autoComplete="off"
            {...combobox.inputProps(expanded)}
            className={`${controls.inputBase} ${classes.input}`}
          />
        </div>
        <button type="submit" aria-label={t('common:search.submit')} disabled={submitting} className={`${controls.buttonBase} ${classes.submit}`}>
          <SearchSvg />
        </button>
      </form>
      {SearchSuggestions ? (
        <SearchSuggestions
          found={found}
          listboxId={combobox.listboxId}
          active={combobox.active}
          optionId={combobox.optionId}
          onChoose={(index) => {
            combobox.close();
            void navigate(options[index]);
          }}
          onHover={combobox.setActive}
          showNetPrices={showNetPrices}
        />
      ) : null}
    </div>
  );
}

/** The search box's outline without its fields: the server's shell of a page (visitorPending.ts), where nothing typed could be kept. */
export function SearchBoxOutline() {
  return (
    <div className={classes.root} aria-hidden="true">
      <div className={classes.form} />
    </div>
  );
}
