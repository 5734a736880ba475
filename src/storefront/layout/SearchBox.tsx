import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { localePath, matchRoute } from '../../app/routes';

/** The header search: goes to the search page with the phrase; an empty phrase does nothing. */
export function SearchBox() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const onSearchPage = ['search', 'search-page-number'].includes(matchRoute(pathname)?.name ?? '');
  const [phrase, setPhrase] = useState(() => (onSearchPage ? (searchParams.get('query') ?? '') : ''));
  const submit = () => {
    const query = phrase.trim();
    if (!query && !onSearchPage) return;
    void navigate(localePath('search', {}, { query: query || undefined }));
  };
  return (
    <Box
      component="form"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      sx={{
        display: 'flex',
        alignItems: 'center',
        border: 2,
        borderColor: 'primary.main',
        borderRadius: 1.5,
        bgcolor: 'background.paper',
        pl: 1.5,
        height: 44,
        overflow: 'hidden',
        width: '100%',
        '&:focus-within': { boxShadow: (theme) => `0 0 0 3px ${theme.palette.primary.light}55` },
      }}
    >
      <InputBase
        value={phrase}
        onChange={(event) => setPhrase(event.target.value)}
        placeholder={t('search.placeholder')}
        sx={{ flex: 1, fontSize: '1.5rem' }}
        slotProps={{ input: { 'aria-label': t('search.label'), type: 'search', enterKeyHint: 'search', maxLength: 200 } }}
      />
      <IconButton type="submit" aria-label={t('search.submit')} sx={{ height: '100%', borderRadius: 0, px: 1.5, bgcolor: 'primary.main', color: 'primary.contrastText', '&:hover': { bgcolor: 'primary.dark' } }}>
        <SearchIcon />
      </IconButton>
    </Box>
  );
}
