import { useMemo, useState } from 'react';
import { useList, type CrudFilter, type HttpError } from '@refinedev/core';
import { useTranslation } from '../../../i18n/useTranslation';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { COMPLAINT_AUTOCOMPLETE_LIMIT, RETURN } from '../../../domain/complaints';
import { formatDate } from '../../../domain/format/date';
import type { ComplaintDocument, ComplaintDocumentRef, ComplaintOrder, ComplaintType } from '../../../generated/model';
import { useLocale } from '../../../routing/routes';
import { useSession } from '../../../session';
import { formatMoney } from '../../orders/orderFormat';
import { COMPLAINT_DOCUMENTS_RESOURCE, COMPLAINT_ORDERS_RESOURCE } from '../complaintsResource';
import { typeKey } from '../complaintTexts';
import { ReturnDeadline, ReturnRights } from '../ReturnRights';
import { useDebouncedValue } from './useDebouncedValue';

/** Orders listed before "show all" (the search narrows them anyway). */
const FIRST_ORDERS = 5;

interface DocumentStepProps {
  complaintType: ComplaintType;
  /** The document loaded already (the customer came back a step): she may go on with it. */
  loaded: ComplaintDocument | null;
  loading: boolean;
  /** The server's message after a failed look-up (spec §8), shown at the document field. */
  lookupError: string | null;
  onLoad: (documentNumber: string) => void;
  onOrderChosen: (order: ComplaintOrder) => void;
}

const lookupFilters = (type: ComplaintType, query: string): CrudFilter[] => [
  { field: 'complaintType', operator: 'eq', value: type },
  { field: 'query', operator: 'eq', value: query.trim() },
];

/** What a document is in a line: its number, when it arrived, its order. */
function DocumentFacts({ document }: { document: ComplaintDocumentRef }) {
  const { t } = useTranslation('account');
  const locale = useLocale();
  return (
    <>
      {document.deliveredAt ? t('complaints.wizard.document.delivered', { date: formatDate(document.deliveredAt, locale) }) : t('complaints.wizard.document.notDelivered')}
      {document.salesOrderNumber ? ` · ${t('complaints.wizard.document.order', { number: document.salesOrderNumber })}` : ''}
    </>
  );
}

/**
 * Step 1 (spec §2, §4): the delivery document (WZ) to complain about, by its number with an
 * autocomplete, or through the order it came with (spec §7 complaints/search/orders).
 */
export function DocumentStep({ complaintType, loaded, loading, lookupError, onLoad, onOrderChosen }: DocumentStepProps) {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const { showNetPrices } = useSession();
  const [typed, setTyped] = useState(loaded?.number ?? '');
  const [orderQuery, setOrderQuery] = useState('');
  const [allOrders, setAllOrders] = useState(false);
  // Spec §4: a new request cancels the previous one (the query's signal), an empty query asks nothing.
  const documentQuery = useDebouncedValue(typed.trim());
  const documents = useList<ComplaintDocumentRef & { id: string }, HttpError>({
    resource: COMPLAINT_DOCUMENTS_RESOURCE,
    filters: lookupFilters(complaintType, documentQuery),
    pagination: { currentPage: 1, pageSize: COMPLAINT_AUTOCOMPLETE_LIMIT, mode: 'server' },
    queryOptions: { enabled: documentQuery.length > 0 },
    errorNotification: false,
  });
  const settledOrderQuery = useDebouncedValue(orderQuery.trim());
  const orders = useList<ComplaintOrder, HttpError>({
    resource: COMPLAINT_ORDERS_RESOURCE,
    filters: lookupFilters(complaintType, settledOrderQuery),
    pagination: { currentPage: 1, pageSize: COMPLAINT_AUTOCOMPLETE_LIMIT, mode: 'server' },
    errorNotification: false,
  });
  // Autocomplete failures are silent (spec §8): no suggestions, the number can still be typed.
  const options = useMemo(() => (documentQuery ? (documents.result.data ?? []) : []), [documentQuery, documents.result.data]);
  const orderRows = orders.result.data ?? [];
  const shownOrders = allOrders ? orderRows : orderRows.slice(0, FIRST_ORDERS);

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      {complaintType === RETURN ? <ReturnRights headingLevel={3} /> : null}
      <Box component="section" aria-labelledby="complaint-document-heading">
        <Typography id="complaint-document-heading" variant="h3" sx={{ fontSize: '1.8rem', fontWeight: 700, mb: 1.5 }}>
          {t('complaints.wizard.document.byNumber')}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', flexWrap: { xs: 'wrap', sm: 'nowrap' } }}>
          <Autocomplete<ComplaintDocumentRef & { id: string }, false, false, true>
            freeSolo
            fullWidth
            id="complaint-document-number"
            options={options}
            filterOptions={(all) => all}
            getOptionLabel={(option) => (typeof option === 'string' ? option : option.number)}
            inputValue={typed}
            onInputChange={(_event, value) => setTyped(value)}
            // A suggestion chosen, or Enter on a typed number: the document is loaded at once.
            onChange={(_event, value) => {
              const number = typeof value === 'string' ? value : value?.number;
              if (number?.trim()) onLoad(number);
            }}
            // The suggestions stay inside the page's main landmark (a portal would put them outside it).
            disablePortal
            loading={documents.query.isFetching}
            loadingText={t('complaints.wizard.document.searching')}
            noOptionsText={t('complaints.wizard.document.noOptions')}
            renderOption={({ key, ...props }, option) => (
              <li key={key} {...props}>
                <Box>
                  <Typography sx={{ fontWeight: 600 }}>{option.number}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    <DocumentFacts document={option} />
                  </Typography>
                </Box>
              </li>
            )}
            renderInput={(params) => (
              <TextField
                {...params}
                label={t('complaints.wizard.document.number')}
                error={Boolean(lookupError)}
                helperText={t('complaints.wizard.document.numberHint')}
              />
            )}
          />
          <Button
            variant="contained"
            onClick={() => typed.trim() && onLoad(typed)}
            disabled={loading || !typed.trim()}
            startIcon={loading ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
            sx={{ flexShrink: 0, minHeight: 56, width: { xs: '100%', sm: 'auto' } }}
          >
            {loading ? t('complaints.wizard.document.loading') : t('complaints.wizard.document.load')}
          </Button>
        </Box>
        {lookupError ? (
          <Alert severity="error" role="alert" sx={{ mt: 1.5 }}>
            {lookupError}
          </Alert>
        ) : null}
      </Box>

      <Box component="section" aria-labelledby="complaint-orders-heading">
        <Typography id="complaint-orders-heading" variant="h3" sx={{ fontSize: '1.8rem', fontWeight: 700, mb: 0.5 }}>
          {t('complaints.wizard.document.byOrder')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 1.5 }}>
          {t('complaints.wizard.document.ordersLead')}
        </Typography>
        <TextField
          id="complaint-order-search"
          type="search"
          label={t('complaints.wizard.document.orderSearch')}
          helperText={t('complaints.wizard.document.orderSearchHint')}
          value={orderQuery}
          onChange={(event) => setOrderQuery(event.target.value)}
          fullWidth
          sx={{ mb: 2, maxWidth: 520 }}
        />
        {orders.query.isError ? (
          <Alert severity="error">{t('complaints.wizard.document.ordersError')}</Alert>
        ) : orders.query.isLoading ? (
          <Box role="status" aria-busy="true" aria-label={t('complaints.wizard.document.ordersLoading')} sx={{ display: 'grid', gap: 1 }}>
            {[0, 1, 2].map((index) => (
              <Skeleton key={index} variant="rounded" height={64} />
            ))}
          </Box>
        ) : orderRows.length === 0 ? (
          // Nothing found for a search (spec §8's empty-list text), or nothing at all to report (said why).
          <Alert severity="info">{settledOrderQuery ? t('complaints.wizard.document.ordersEmpty') : t(`complaints.wizard.document.ordersNone.${typeKey(complaintType)}`)}</Alert>
        ) : (
          <>
            <Box component="ul" aria-label={t('complaints.wizard.document.ordersLabel')} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
              {shownOrders.map((order) => (
                <Paper
                  component="li"
                  variant="outlined"
                  key={order.id}
                  sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap', p: 1.5 }}
                >
                  <Box sx={{ minWidth: 0 }}>
                    <Typography sx={{ fontWeight: 700 }}>{t('complaints.wizard.document.orderNumber', { number: order.number })}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {t('complaints.wizard.document.orderFacts', {
                        date: formatDate(order.createdAt, locale),
                        value: formatMoney(order.grandTotal, showNetPrices ? 'net' : 'gross'),
                        count: order.documents.length,
                      })}
                    </Typography>
                    {complaintType === RETURN && order.documents.length === 1 ? (
                      <Typography variant="body2" color="text.secondary">
                        <ReturnDeadline deliveredAt={order.documents[0].deliveredAt} />
                      </Typography>
                    ) : null}
                  </Box>
                  <Button variant="outlined" onClick={() => onOrderChosen(order)} aria-label={t('complaints.wizard.document.chooseOrderNamed', { number: order.number })}>
                    {t('complaints.wizard.document.chooseOrder')}
                  </Button>
                </Paper>
              ))}
            </Box>
            {orderRows.length > FIRST_ORDERS ? (
              <Button onClick={() => setAllOrders((all) => !all)} sx={{ mt: 1 }} aria-expanded={allOrders}>
                {allOrders ? t('complaints.wizard.document.fewerOrders') : t('complaints.wizard.document.allOrders', { count: orderRows.length })}
              </Button>
            ) : null}
          </>
        )}
      </Box>
    </Box>
  );
}
