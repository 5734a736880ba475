import { useState } from 'react';
import { useCan } from '@refinedev/core';
import { useTranslation } from '../../i18n/useTranslation';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { localePath, useLocale } from '../../routing/routes';
import { usePageMeta } from '../../routing/seo/usePageMeta';
import { truncate } from '../../domain/text';
import type { ShoppingList, ShoppingListItem } from '../../generated/model';
import { useSession } from '../../session';
import { showToast } from '../../ui/toasts/toastStore';
import { messageOf } from '../orders/orderMessages';
import { DetailCrumbs } from '../ui/detail/DetailCrumbs';
import { DetailProblem } from '../ui/detail/DetailProblem';
import { useDetailRecord } from '../ui/detail/useDetailRecord';
import { AddListToBasketDialog } from './AddListToBasketDialog';
import { DeleteListDialog } from './DeleteListDialog';
import { ListFacts } from './ListFacts';
import { ListFormDialog } from './ListFormDialog';
import { ListItemLine } from './ListItemLine';
import { SHOPPING_LISTS_RESOURCE } from './shoppingListsResource';
import { useListAction } from './useShoppingListMutations';
import { useListOptions } from './useListOptions';

type Dialog = { kind: 'edit' } | { kind: 'delete' } | { kind: 'toCart'; items: ShoppingListItem[] } | null;

function ListSkeleton({ label }: { label: string }) {
  return (
    <Box role="status" aria-busy="true" aria-label={label}>
      <Skeleton variant="text" width={280} height={48} />
      <Skeleton variant="text" width={220} />
      <Skeleton variant="rounded" height={40} sx={{ my: 2 }} />
      {[0, 1, 2].map((index) => (
        <Skeleton key={index} variant="rounded" height={72} sx={{ mb: 1 }} />
      ))}
    </Box>
  );
}

/**
 * /moje-konto/lista/{id} (spec §2, §3, §8): one shopping list — its products with quantity and
 * remove ("Został usunięty z listy"), the whole list or the chosen products into the cart (asking
 * whether to empty it first), rename, delete, an empty state.
 */
export default function ShoppingListShow() {
  const { t } = useTranslation(['account', 'common']);
  const locale = useLocale();
  const navigate = useNavigate();
  const { slug } = useParams();
  const { showNetPrices } = useSession();
  const { record: list, query, error } = useDetailRecord<ShoppingList>(SHOPPING_LISTS_RESOURCE, slug);
  const options = useListOptions();
  // Putting products into the cart is buying: never for the onlyData role.
  const mayBuy = useCan({ resource: SHOPPING_LISTS_RESOURCE, action: 'reorder' }).data?.can === true;
  const setQuantity = useListAction('setQuantity');
  const removeItem = useListAction('removeItem');
  const removeItems = useListAction('removeItems');
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const [dialog, setDialog] = useState<Dialog>(null);
  const [failure, setFailure] = useState<string | null>(null);
  usePageMeta({
    title: list ? t('account:shoppingLists.detail.titleOf', { name: list.name }) : t('account:shoppingLists.title'),
    description: t('account:shoppingLists.description'),
    noindex: true,
  });
  const listsHref = localePath('dashboard-list', undefined, undefined, locale);

  const breadcrumbs = <DetailCrumbs label={t('account:shoppingLists.detail.breadcrumbs')} list={{ href: listsHref, label: t('account:shoppingLists.title') }} current={list?.name} />;

  if (error) {
    return (
      <DetailProblem
        error={error}
        onRetry={() => query.refetch()}
        headingId="shopping-list-title"
        breadcrumbs={breadcrumbs}
        texts={{
          notFound: t('account:shoppingLists.detail.notFound'),
          notFoundLead: t('account:shoppingLists.detail.notFoundLead'),
          title: t('account:shoppingLists.title'),
          loadError: t('account:shoppingLists.detail.loadError'),
          retry: t('account:shoppingLists.retry'),
          back: { href: listsHref, label: t('account:shoppingLists.detail.backToList') },
        }}
      />
    );
  }
  if (!list) {
    return (
      <Box component="section">
        {breadcrumbs}
        <ListSkeleton label={t('account:shoppingLists.detail.loading')} />
      </Box>
    );
  }

  const items = list.items;
  const chosenItems = items.filter((line) => chosen.has(line.item.id));
  const allChosen = items.length > 0 && chosenItems.length === items.length;
  const busy = removeItem.isPending || removeItems.isPending;
  const choose = (id: number, on: boolean) =>
    setChosen((previous) => {
      const next = new Set(previous);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const forget = (ids: readonly number[]) => setChosen((previous) => new Set([...previous].filter((id) => !ids.includes(id))));

  const changeQuantity = async (line: ShoppingListItem, quantity: number): Promise<string | null> => {
    try {
      await setQuantity.run(list.id, { itemId: line.item.id, quantity });
      return null;
    } catch (error) {
      return messageOf(error, t('account:shoppingLists.detail.quantityFailed'));
    }
  };
  const remove = async (line: ShoppingListItem) => {
    setFailure(null);
    try {
      await removeItem.run(list.id, { itemId: line.item.id });
      forget([line.item.id]);
      showToast({ title: truncate(line.item.name), message: t('common:shoppingList.removed') });
    } catch (error) {
      setFailure(messageOf(error, t('account:shoppingLists.detail.removeFailed')));
    }
  };
  const removeChosen = async () => {
    const ids = chosenItems.map((line) => line.item.id);
    setFailure(null);
    try {
      await removeItems.run(list.id, { itemIds: ids });
      forget(ids);
      showToast({ message: t('account:shoppingLists.detail.removedMany', { count: ids.length }) });
    } catch (error) {
      setFailure(messageOf(error, t('account:shoppingLists.detail.removeFailed')));
    }
  };

  return (
    <Box component="article" aria-labelledby="shopping-list-title">
      {breadcrumbs}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap', mb: 1 }}>
        <Typography id="shopping-list-title" variant="h1" sx={{ fontSize: { xs: '2.2rem', md: '2.8rem' }, fontWeight: 700, overflowWrap: 'anywhere' }}>
          {list.name}
        </Typography>
        {list.isDefault ? <Chip size="small" color="primary" variant="outlined" label={t('account:shoppingLists.default')} /> : null}
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <ListFacts list={list} typeName={options.typeName} cycleName={options.cycleName} />
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button variant="outlined" onClick={() => setDialog({ kind: 'edit' })}>
            {t('account:shoppingLists.actions.edit')}
          </Button>
          {list.isDefault ? null : (
            <Button variant="outlined" color="error" onClick={() => setDialog({ kind: 'delete' })}>
              {t('account:shoppingLists.actions.delete')}
            </Button>
          )}
        </Box>
      </Box>
      {failure ? (
        <Alert severity="error" sx={{ mb: 2 }} onClose={() => setFailure(null)}>
          {failure}
        </Alert>
      ) : null}

      <Paper component="section" variant="outlined" aria-labelledby="shopping-list-items" sx={{ p: { xs: 1.5, md: 2.5 } }}>
        <Typography id="shopping-list-items" component="h2" sx={{ fontSize: '1.8rem', fontWeight: 700, mb: 1 }}>
          {t('account:shoppingLists.detail.itemsTitle')}
        </Typography>
        {items.length === 0 ? (
          <Box sx={{ py: 3, textAlign: 'center' }}>
            <Typography sx={{ fontWeight: 700, mb: 1 }}>{t('account:shoppingLists.detail.empty')}</Typography>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {t('account:shoppingLists.detail.emptyHint')}
            </Typography>
            <Button component={RouterLink} to={localePath('home', undefined, undefined, locale)} variant="contained">
              {t('account:shoppingLists.detail.browse')}
            </Button>
          </Box>
        ) : (
          <>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap', pb: 1, borderBottom: 1, borderColor: 'divider' }}>
              <FormControlLabel
                control={<Checkbox checked={allChosen} indeterminate={chosenItems.length > 0 && !allChosen} onChange={(event) => setChosen(event.target.checked ? new Set(items.map((line) => line.item.id)) : new Set())} />}
                label={t('account:shoppingLists.detail.chooseAll')}
              />
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                <Button variant="outlined" color="error" disabled={chosenItems.length === 0 || busy} onClick={() => void removeChosen()}>
                  {t('account:shoppingLists.detail.removeChosen')}
                </Button>
                {mayBuy ? (
                  <>
                    <Button variant="outlined" disabled={chosenItems.length === 0} onClick={() => setDialog({ kind: 'toCart', items: chosenItems })}>
                      {t('account:shoppingLists.detail.addChosen', { count: chosenItems.length })}
                    </Button>
                    <Button variant="contained" onClick={() => setDialog({ kind: 'toCart', items })}>
                      {t('account:shoppingLists.detail.addAll')}
                    </Button>
                  </>
                ) : null}
              </Box>
            </Box>
            <Box component="ul" aria-label={t('account:shoppingLists.detail.itemsLabel')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {items.map((line) => (
                <ListItemLine
                  key={line.item.id}
                  line={line}
                  showNetPrices={showNetPrices}
                  chosen={chosen.has(line.item.id)}
                  onChoose={(on) => choose(line.item.id, on)}
                  onQuantity={(quantity) => changeQuantity(line, quantity)}
                  onRemove={() => void remove(line)}
                  busy={busy}
                />
              ))}
            </Box>
          </>
        )}
      </Paper>

      <ListFormDialog open={dialog?.kind === 'edit'} list={list} onClose={() => setDialog(null)} />
      {dialog?.kind === 'delete' ? <DeleteListDialog open list={list} onClose={() => setDialog(null)} onDeleted={() => void navigate(listsHref)} /> : null}
      {dialog?.kind === 'toCart' ? <AddListToBasketDialog open list={list} items={dialog.items} onClose={() => setDialog(null)} /> : null}
    </Box>
  );
}
