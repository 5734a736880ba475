import { useEffect, useMemo, useState } from 'react';
import { Controller, useFieldArray } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useCreate, useInvalidate, useList, type HttpError } from '@refinedev/core';
import { useTranslation } from '../../i18n/useTranslation';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { OFFER_REQUEST_MESSAGE_MAX } from '../../domain/offerRequest';
import type { AutocompleteProduct, OfferRequestInput } from '../../generated/model';
import { FormTextField } from '../../ui/form/FormTextField';
import { useSession } from '../../session';
import { showToast } from '../../ui/toasts/toastStore';
import { useFormMessages } from '../ui/useFormMessages';
import { emptyOfferRequest, offerRequestInput, offerRequestSchema, withProduct, type OfferRequestFormValues } from './offerRequestForm';
import { OFFERS_RESOURCE, PRODUCT_SUGGESTIONS_RESOURCE } from './offersResource';
import { FormDialog } from '../ui/form-dialog/FormDialog';
import { useDialogForm } from '../ui/form-dialog/useDialogForm';

const FIELDS = ['message', 'contactEmail', 'contactPhone'] as const;

/** The typed phrase once typing pauses (the suggestions are asked for then, not at every key). */
function useSettled(value: string, delay = 300): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/** Products to add to the request: typed name or code → suggestions (the shop's product autocomplete). */
function ProductPicker({ onPick }: { onPick: (product: AutocompleteProduct) => void }) {
  const { t } = useTranslation('account');
  const [typed, setTyped] = useState('');
  const phrase = useSettled(typed.trim());
  const suggestions = useList<AutocompleteProduct>({
    resource: PRODUCT_SUGGESTIONS_RESOURCE,
    pagination: { mode: 'off' },
    filters: [{ field: 'query', operator: 'eq', value: phrase }],
    queryOptions: { enabled: phrase.length >= 2 },
  });
  const options = phrase.length >= 2 ? (suggestions.result.data ?? []) : [];
  return (
    <Autocomplete<AutocompleteProduct>
      id="offer-request-product"
      options={options}
      value={null}
      inputValue={typed}
      onInputChange={(_event, value, reason) => {
        if (reason !== 'reset') setTyped(value);
      }}
      onChange={(_event, product) => {
        if (!product) return;
        onPick(product);
        setTyped('');
      }}
      // The server has searched already: every suggestion it gives is shown.
      filterOptions={(all) => all}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      loading={suggestions.query.isFetching}
      loadingText={t('offers.request.searching')}
      noOptionsText={phrase.length >= 2 ? t('offers.request.noProducts') : t('offers.request.typeMore')}
      renderOption={({ key, ...props }, option) => (
        <li key={key} {...props}>
          <Box>
            <Typography component="span" sx={{ display: 'block' }}>
              {option.name}
            </Typography>
            <Typography component="span" variant="body2" color="text.secondary">
              {option.category.name}
            </Typography>
          </Box>
        </li>
      )}
      renderInput={(params) => <TextField {...params} label={t('offers.request.product')} helperText={t('offers.request.productHint')} />}
    />
  );
}

/**
 * "Poproś o ofertę" (spec §2 "offer request"): what the company needs in its own words (required) and,
 * if the buyer wants, products with quantities, plus the contact data (filled from the account). The
 * rules are the domain's (src/domain/offerRequest.ts) in the page's language; a refusal of the server
 * stands beside its field, nothing typed is lost; sent, the request lists among the offers.
 */
export function OfferRequestDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('account');
  const base = useFormMessages();
  const user = useSession().currentUser?.user;
  const initial = useMemo(() => emptyOfferRequest({ email: user?.email, phone: user?.phoneCell || user?.phone1 }), [user]);
  const schema = useMemo(() => offerRequestSchema({ ...base, quantity: t('offers.request.quantityRule') }), [base, t]);
  const { form, formError, setFormError, refuse } = useDialogForm<OfferRequestFormValues>({ open, initial, resolver: zodResolver(schema) });
  const products = useFieldArray({ control: form.control, name: 'products', keyName: 'key' });
  const { mutateAsync: create } = useCreate<Record<string, never>, HttpError, OfferRequestInput>();
  const invalidate = useInvalidate();

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const response = await create({ resource: OFFERS_RESOURCE, values: offerRequestInput(values), successNotification: false, errorNotification: false });
      await invalidate({ resource: OFFERS_RESOURCE, invalidates: ['list'] });
      showToast({ message: (response as { message?: string }).message || t('offers.request.sent') });
      onClose();
    } catch (error) {
      const problem = error as HttpError;
      const [field] = Object.keys(problem.errors ?? {});
      const known = FIELDS.find((candidate) => candidate === field);
      const line = /^products\.(\d+)\.quantity$/.exec(field ?? '');
      refuse(known ?? (line ? `products.${Number(line[1])}.quantity` : undefined), problem.message, problem.message || t('offers.request.failed'));
    }
  });

  const pick = (product: AutocompleteProduct) => {
    products.replace(withProduct(form.getValues('products'), product));
  };

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t('offers.request.title')}
      submitting={form.formState.isSubmitting}
      onSubmit={submit}
      formError={formError}
      cancelLabel={t('offers.request.cancel')}
      submitLabel={t('offers.request.submit')}
      maxWidth="md"
      lead={t('offers.request.lead')}
    >
      <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>
        <Controller
          name="message"
          control={form.control}
          render={({ field: { ref, ...field }, fieldState }) => (
            <TextField
              {...field}
              inputRef={ref}
              id="offer-request-message"
              label={t('offers.request.message')}
              required
              multiline
              minRows={4}
              fullWidth
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message ?? t('offers.request.messageHint', { max: OFFER_REQUEST_MESSAGE_MAX })}
            />
          )}
        />
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
          <Typography component="legend" sx={{ fontWeight: 700, mb: 1 }}>
            {t('offers.request.productsTitle')}
          </Typography>
          <ProductPicker onPick={pick} />
          {products.fields.length ? (
            <Box component="ul" aria-label={t('offers.request.productsList')} sx={{ listStyle: 'none', p: 0, m: 0, mt: 1.5, display: 'grid', gap: 1 }}>
              {products.fields.map((line, index) => (
                <Box component="li" key={line.key} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
                  <Typography sx={{ flex: 1, pt: 1, minWidth: 0 }}>{line.name}</Typography>
                  <Controller
                    name={`products.${index}.quantity`}
                    control={form.control}
                    render={({ field: { ref, value, onChange, ...field }, fieldState }) => (
                      <TextField
                        {...field}
                        inputRef={ref}
                        value={Number.isNaN(value) ? '' : value}
                        onChange={(event) => onChange(event.target.value === '' ? Number.NaN : Number(event.target.value))}
                        type="number"
                        size="small"
                        label={t('offers.request.quantity')}
                        slotProps={{ htmlInput: { min: 1, step: 1, 'aria-label': t('offers.request.quantityOf', { name: line.name }) } }}
                        error={Boolean(fieldState.error)}
                        helperText={fieldState.error?.message}
                        sx={{ width: 120 }}
                      />
                    )}
                  />
                  <IconButton aria-label={t('offers.request.removeProduct', { name: line.name })} onClick={() => products.remove(index)}>
                    <DeleteOutlined />
                  </IconButton>
                </Box>
              ))}
            </Box>
          ) : null}
        </Box>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <FormTextField control={form.control} name="contactEmail" label={t('offers.request.contactEmail')} type="email" autoComplete="email" inputMode="email" />
          <FormTextField control={form.control} name="contactPhone" label={t('offers.request.contactPhone')} type="tel" autoComplete="tel" inputMode="tel" hint={t('offers.request.phoneHint')} />
        </Box>
      </Box>
    </FormDialog>
  );
}
