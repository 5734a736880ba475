import PlaylistAddCheckIcon from '@mui/icons-material/PlaylistAddCheck';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from 'react-i18next';
import { localePath } from '../../../app/routes';
import { useSession } from '../../../session';

/** The shopping list: the local list for guests, the account's lists for users (spec §2). */
export function ShoppingListLink() {
  const { t } = useTranslation('layout');
  const { isLoggedIn } = useSession();
  return (
    <IconButton href={isLoggedIn ? localePath('dashboard-list') : localePath('shoppingList')} aria-label={t('header.shoppingList')} title={t('header.shoppingList')} sx={{ color: 'text.primary', width: 44, height: 44 }}>
      <PlaylistAddCheckIcon />
    </IconButton>
  );
}
