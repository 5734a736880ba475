import { useState } from 'react';
import { useList, type HttpError } from '@refinedev/core';
import { useTranslation } from '../../i18n/useTranslation';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { localePath, useLocale } from '../../routing/routes';
import { usePageMeta } from '../../routing/seo/usePageMeta';
import type { ShoppingList } from '../../generated/model';
import { SHOPPING_LISTS_LIMIT } from '../../api/queries/shoppingListQueries';
import { LoadErrorAlert } from '../ui/LoadErrorAlert';
import { DeleteListDialog } from './DeleteListDialog';
import { ListFacts } from './ListFacts';
import { ListFormDialog } from './ListFormDialog';
import { SHOPPING_LISTS_RESOURCE } from './shoppingListsResource';
import { useListOptions } from './useListOptions';

type Dialog = { kind: 'create' } | { kind: 'edit'; list: ShoppingList } | { kind: 'delete'; list: ShoppingList } | null;

/**
 * /moje-konto/lista (spec §2, §3, §9): the user's shopping lists (read 50 at a time), the default
 * first — name, type, number of products, reminder — with create, rename, delete.
 */
export default function ShoppingListsList() {
  const { t } = useTranslation('account');
  const locale = useLocale();
  usePageMeta({ title: t('shoppingLists.title'), description: t('shoppingLists.description'), noindex: true });
  const { result, query } = useList<ShoppingList, HttpError>({
    resource: SHOPPING_LISTS_RESOURCE,
    pagination: { currentPage: 1, pageSize: SHOPPING_LISTS_LIMIT, mode: 'server' },
    errorNotification: false,
  });
  const options = useListOptions();
  const [dialog, setDialog] = useState<Dialog>(null);
  const lists = result.data ?? [];
  const hrefOf = (list: ShoppingList) => localePath('dashboard-list-slug', { slug: String(list.id) }, undefined, locale);

  let body;
  if (query.isError) {
    body = (
      <LoadErrorAlert retryLabel={t('shoppingLists.retry')} onRetry={() => query.refetch()}>
        {t('shoppingLists.loadError')}
      </LoadErrorAlert>
    );
  } else if (query.isLoading) {
    body = (
      <Box role="status" aria-busy="true" aria-label={t('shoppingLists.loading')} sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} variant="rounded" height={150} />
        ))}
      </Box>
    );
  } else if (lists.length === 0) {
    body = <Alert severity="info">{t('shoppingLists.empty')}</Alert>;
  } else {
    body = (
      <Box component="ul" aria-label={t('shoppingLists.listsLabel')} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
        {lists.map((list) => {
          const nameId = `shopping-list-${list.id}`;
          return (
            <Box
              component="li"
              key={list.id}
              aria-labelledby={nameId}
              sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, bgcolor: 'background.paper', display: 'grid', gap: 1.5, alignContent: 'start' }}
            >
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                <Typography id={nameId} component="h2" sx={{ fontSize: '1.8rem', fontWeight: 700, overflowWrap: 'anywhere' }}>
                  <Link component={RouterLink} to={hrefOf(list)} underline="hover" color="inherit">
                    {list.name}
                  </Link>
                </Typography>
                {list.isDefault ? <Chip size="small" color="primary" variant="outlined" label={t('shoppingLists.default')} /> : null}
              </Box>
              <ListFacts list={list} typeName={options.typeName} cycleName={options.cycleName} />
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                <Button component={RouterLink} to={hrefOf(list)} variant="contained" size="small" aria-label={t('shoppingLists.actions.openNamed', { name: list.name })}>
                  {t('shoppingLists.actions.open')}
                </Button>
                <Button variant="outlined" size="small" onClick={() => setDialog({ kind: 'edit', list })} aria-label={t('shoppingLists.actions.editNamed', { name: list.name })}>
                  {t('shoppingLists.actions.edit')}
                </Button>
                {list.isDefault ? null : (
                  <Button variant="outlined" color="error" size="small" onClick={() => setDialog({ kind: 'delete', list })} aria-label={t('shoppingLists.actions.deleteNamed', { name: list.name })}>
                    {t('shoppingLists.actions.delete')}
                  </Button>
                )}
              </Box>
            </Box>
          );
        })}
      </Box>
    );
  }

  return (
    <Box component="section" aria-labelledby="shopping-lists-title">
      <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap', mb: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 2, flexWrap: 'wrap' }}>
          <Typography id="shopping-lists-title" variant="h1" sx={{ fontSize: { xs: '2.4rem', md: '2.8rem' }, fontWeight: 700 }}>
            {t('shoppingLists.title')}
          </Typography>
          {result.total !== undefined ? <Typography color="text.secondary">{t('shoppingLists.count', { count: result.total })}</Typography> : null}
        </Box>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog({ kind: 'create' })}>
          {t('shoppingLists.actions.create')}
        </Button>
      </Box>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('shoppingLists.lead')}
      </Typography>
      {body}
      <ListFormDialog open={dialog?.kind === 'create' || dialog?.kind === 'edit'} list={dialog?.kind === 'edit' ? dialog.list : null} onClose={() => setDialog(null)} />
      {dialog?.kind === 'delete' ? <DeleteListDialog open list={dialog.list} onClose={() => setDialog(null)} /> : null}
    </Box>
  );
}
