/**
 * "Dodaj do listy" for a logged-in user (spec §2 "add product to list"): choose one of the lists (the
 * default list chosen already) or a new one, and the quantity. Loaded on first use (the tiles only
 * hold the button), drawn on the modal stack.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '../../i18n/useTranslation';
import { isApiError, serverMessageOr } from '../../api/ApiError';
import { parseTypedQuantity } from '../../domain/quantity';
import { truncate } from '../../domain/text';
import { addShoppingListItems, createShoppingList, getGetShoppingListsQueryKey, getShoppingLists } from '../../generated/api/shopping-lists/shopping-lists';
import type { ShoppingList } from '../../generated/model';
import i18n from '../../i18n';
import { closeModal, openModal } from '../../ui/modal/modalStore';
import { showToast } from '../../ui/toasts/toastStore';
import { addToListSchema, LIST_NAME_MAX_LENGTH, NEW_LIST, type AddToListValues } from '../../ui/form/addToListSchema';
import { invalidateShoppingLists, SHOPPING_LISTS_PARAMS } from '../../api/queries/shoppingListQueries';

export interface ListDialogProduct {
  id: number;
  name: string;
  uom: string;
  orderQuantityMultiple: number;
}

/** Opens the dialog; `onAdded` gets the list the product went on. */
export function openAddToListDialog(product: ListDialogProduct, onAdded: (list: ShoppingList) => void): void {
  let id = 0;
  id = openModal({
    title: i18n.t('common:shoppingList.dialog.title'),
    content: <AddToListForm product={product} onCancel={() => closeModal(id)} onAdded={(list) => {
      closeModal(id);
      onAdded(list);
    }} />,
  });
}

/** A quantity as the field holds it: whole numbers only (spec §5); empty or refused text is not a number (the form says so). */
const parseQuantity = (text: string) => {
  const typed = parseTypedQuantity(text);
  return typed.kind === 'quantity' ? typed.value : Number.NaN;
};

function AddToListForm({ product, onCancel, onAdded }: { product: ListDialogProduct; onCancel: () => void; onAdded: (list: ShoppingList) => void }) {
  const { t } = useTranslation('common');
  const queryClient = useQueryClient();
  const lists = useQuery({
    queryKey: getGetShoppingListsQueryKey(SHOPPING_LISTS_PARAMS),
    queryFn: ({ signal }) => getShoppingLists(SHOPPING_LISTS_PARAMS, undefined, signal),
  });
  const [failure, setFailure] = useState<string | null>(null);
  const [quantityText, setQuantityText] = useState('');
  const schema = useMemo(
    () => addToListSchema({
      required: t('validation.required'),
      maxLength: t('validation.maxLength', { length: LIST_NAME_MAX_LENGTH }),
      quantity: t('quantity.invalid'),
    }),
    [t],
  );
  const { control, handleSubmit, watch, setValue, setError, getValues, formState } = useForm<AddToListValues>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { list: '', name: '', quantity: Math.max(1, product.orderQuantityMultiple) },
  });
  const ids = useId();
  const choice = watch('list');
  const all = lists.data?.shoppingLists ?? [];

  // The default list is chosen as soon as the lists are in (a user without lists starts a new one).
  useEffect(() => {
    if (!lists.data || getValues('list')) return;
    const preferred = lists.data.shoppingLists.find((list) => list.isDefault) ?? lists.data.shoppingLists[0];
    setValue('list', preferred ? String(preferred.id) : NEW_LIST);
  }, [lists.data, getValues, setValue]);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    let listId = Number(values.list);
    try {
      if (values.list === NEW_LIST) listId = (await createShoppingList({ name: values.name })).shoppingList.id;
    } catch (error) {
      if (isApiError(error) && error.status === 400) setError('name', { message: serverMessageOr(error, t('shoppingList.failed')) });
      else setFailure(serverMessageOr(error, t('shoppingList.failed')));
      return;
    }
    try {
      const response = await addShoppingListItems(listId, { items: [{ itemId: product.id, quantity: values.quantity }] });
      showToast({ title: truncate(product.name), message: t('shoppingList.added') });
      onAdded(response.shoppingList);
    } catch (error) {
      setFailure(serverMessageOr(error, t('shoppingList.failed')));
    } finally {
      await invalidateShoppingLists(queryClient);
    }
  });

  const quantityOn = (list: ShoppingList) => list.items.find((line) => line.item.id === product.id)?.quantity;

  return (
    <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 2 }}>
      <Box component="p" sx={{ m: 0, fontWeight: 700 }}>
        {product.name}
      </Box>
      {failure ? <Alert severity="error">{failure}</Alert> : null}
      <Controller
        name="list"
        control={control}
        render={({ field, fieldState }) => (
          <FormControl error={Boolean(fieldState.error)}>
            <FormLabel id={`${ids}-lists`}>{t('shoppingList.dialog.listLabel')}</FormLabel>
            {lists.isPending ? (
              <Box role="status" aria-label={t('status.loading')}>
                <Skeleton width="60%" height={36} />
                <Skeleton width="50%" height={36} />
              </Box>
            ) : lists.isError ? (
              <Alert severity="warning" sx={{ my: 1 }} action={<Button color="inherit" size="small" onClick={() => void lists.refetch()}>{t('actions.retry')}</Button>}>
                {t('shoppingList.dialog.loadError')}
              </Alert>
            ) : null}
            <RadioGroup aria-labelledby={`${ids}-lists`} name={field.name} value={field.value} onChange={(event) => field.onChange(event.target.value)} onBlur={field.onBlur}>
              {all.map((list) => {
                const there = quantityOn(list);
                return (
                  <FormControlLabel
                    key={list.id}
                    value={String(list.id)}
                    control={<Radio />}
                    label={
                      <span>
                        {list.name}{' '}
                        <Box component="span" sx={{ color: 'text.secondary', fontSize: '1.3rem' }}>
                          ({t('shoppingList.dialog.itemsCount', { count: list.itemsCount })}
                          {there !== undefined ? ` · ${t('shoppingList.dialog.alreadyOn', { quantity: there, uom: product.uom })}` : ''})
                        </Box>
                      </span>
                    }
                  />
                );
              })}
              <FormControlLabel value={NEW_LIST} control={<Radio />} label={t('shoppingList.dialog.newList')} />
            </RadioGroup>
            {fieldState.error ? <FormHelperText>{fieldState.error.message}</FormHelperText> : null}
          </FormControl>
        )}
      />
      {choice === NEW_LIST ? (
        <Controller
          name="name"
          control={control}
          render={({ field: { ref, ...field }, fieldState }) => (
            <TextField
              {...field}
              inputRef={ref}
              id={`${ids}-name`}
              label={t('shoppingList.dialog.newListName')}
              required
              autoFocus
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message}
              fullWidth
            />
          )}
        />
      ) : null}
      <Controller
        name="quantity"
        control={control}
        render={({ field: { ref, value, onChange, ...field }, fieldState }) => (
          <TextField
            {...field}
            inputRef={ref}
            id={`${ids}-quantity`}
            label={t('shoppingList.dialog.quantity', { uom: product.uom })}
            value={Number.isNaN(value) ? quantityText : String(value)}
            onChange={(event) => {
              setQuantityText(event.target.value);
              onChange(parseQuantity(event.target.value));
            }}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            sx={{ maxWidth: 200 }}
          />
        )}
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', flexWrap: 'wrap', gap: 1, pt: 1 }}>
        <Button variant="outlined" color="inherit" onClick={onCancel} disabled={formState.isSubmitting}>
          {t('shoppingList.dialog.cancel')}
        </Button>
        <Button type="submit" variant="contained" loading={formState.isSubmitting} disabled={lists.isPending && !choice}>
          {t('shoppingList.dialog.submit')}
        </Button>
      </Box>
    </Box>
  );
}
