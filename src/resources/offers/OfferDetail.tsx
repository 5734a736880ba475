import { useId, useState } from 'react';
import { useCan, useCustomMutation, type HttpError } from '@refinedev/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/useTranslation';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import AddShoppingCartOutlined from '@mui/icons-material/AddShoppingCartOutlined';
import { currentCartKey } from '../../api/queries/cartQueries';
import { formatDate } from '../../domain/format/date';
import { offerCartBlock, offerCartBlockMessage } from '../../domain/offerToCart';
import { formatMoney } from '../../domain/price';
import { quantityWithUnit } from '../../domain/quantityWithUnit';
import type { OfferDetail as Offer, OfferToCart, ShoppingCartResponse } from '../../generated/model';
import { localePath, useLocale } from '../../routing/routes';
import { usePageMeta } from '../../routing/seo/usePageMeta';
import { useSession } from '../../session';
import { sendWithAgeAnswer } from '../../ui/ageGate/ageGateBatch';
import { showToast } from '../../ui/toasts/toastStore';
import { messageOf } from '../orders/orderMessages';
import { DetailCrumbs } from '../ui/detail/DetailCrumbs';
import { DetailProblem } from '../ui/detail/DetailProblem';
import { useDetailRecord } from '../ui/detail/useDetailRecord';
import { Facts } from '../ui/detail/Facts';
import { OfferStatusChip } from './OfferStatusChip';
import { OFFERS_RESOURCE } from './offersResource';

function OfferSkeleton({ label }: { label: string }) {
  return (
    <Box role="status" aria-busy="true" aria-label={label}>
      <Skeleton variant="text" width={320} height={48} />
      <Skeleton variant="rounded" height={96} sx={{ my: 2 }} />
      {[0, 1, 2, 3].map((index) => (
        <Skeleton key={index} variant="rounded" height={48} sx={{ mb: 1 }} />
      ))}
    </Box>
  );
}

/** The offer's lines into the cart (the binding's action addToCart); the cart's readers load again. */
function useOfferToCart() {
  const { mutateAsync } = useCustomMutation<ShoppingCartResponse & Record<string, unknown>, HttpError, OfferToCart>();
  const queryClient = useQueryClient();
  return async (id: number, payload: OfferToCart): Promise<ShoppingCartResponse> => {
    try {
      const response = await mutateAsync({
        url: '', method: 'post', values: payload, meta: { resource: OFFERS_RESOURCE, action: 'addToCart', id }, successNotification: false, errorNotification: false,
      });
      return response.data;
    } finally {
      await queryClient.invalidateQueries({ queryKey: currentCartKey() });
    }
  };
}

/**
 * One offer (/moje-konto/oferty?id=…): its number, status, validity and value, its lines with the
 * negotiated unit prices, and "Dodaj do koszyka" for every line or the chosen ones (the cart takes the
 * offer's prices). An offer that expired, is being prepared or is a request not yet priced says why
 * (src/domain/offerToCart.ts) and offers no way into the cart.
 */
export default function OfferDetail({ id }: { id: string }) {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const { showNetPrices } = useSession();
  const headingId = useId();
  const { record: offer, query, error } = useDetailRecord<Offer>(OFFERS_RESOURCE, id);
  // Putting products into the cart is buying: never for the onlyData role.
  const mayBuy = useCan({ resource: OFFERS_RESOURCE, action: 'reorder' }).data?.can === true;
  const toCart = useOfferToCart();
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const [sending, setSending] = useState<'all' | 'chosen' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  usePageMeta({ title: offer ? t('offers.detail.titleOf', { name: offer.name }) : t('offers.title'), description: t('offers.description'), noindex: true });
  const listHref = localePath('dashboard-offers', undefined, undefined, locale);

  const breadcrumbs = <DetailCrumbs label={t('offers.detail.breadcrumbs')} list={{ href: listHref, label: t('offers.title') }} current={offer?.number} />;

  if (error) {
    return (
      <DetailProblem
        error={error}
        onRetry={() => query.refetch()}
        headingId={headingId}
        breadcrumbs={breadcrumbs}
        texts={{
          notFound: t('offers.detail.notFound'),
          notFoundLead: t('offers.detail.notFoundLead'),
          title: t('offers.title'),
          loadError: t('offers.detail.loadError'),
          retry: t('offers.retry'),
          back: { href: listHref, label: t('offers.detail.backToList') },
        }}
      />
    );
  }
  if (!offer) {
    return (
      <Box component="section">
        {breadcrumbs}
        <OfferSkeleton label={t('offers.detail.loading')} />
      </Box>
    );
  }

  const block = offerCartBlock(String(offer.status.id));
  const buyable = block === null && mayBuy && offer.lines.length > 0;
  const chosenLines = offer.lines.filter((line) => chosen.has(line.product.id));
  const allChosen = chosenLines.length === offer.lines.length && offer.lines.length > 0;
  const money = (value: Offer['grandTotal']) => (value ? formatMoney(value, showNetPrices) : '—');
  const choose = (productId: number, on: boolean) =>
    setChosen((previous) => {
      const next = new Set(previous);
      if (on) next.add(productId);
      else next.delete(productId);
      return next;
    });

  const add = async (which: 'all' | 'chosen') => {
    setSending(which);
    setFailure(null);
    try {
      const items = which === 'chosen' ? chosenLines.map((line) => ({ productId: line.product.id, quantity: line.quantity })) : undefined;
      // Products for adults follow the age gate (spec §4): when the API asks, the age popup decides whether they go in.
      const response = await sendWithAgeAnswer((ageConfirmed) => toCart(offer.id, { items, ageConfirmed }));
      showToast({ message: response.message || t('offers.detail.added'), link: { href: localePath('cart', undefined, undefined, locale), label: t('offers.detail.goToCart') } });
      setChosen(new Set());
    } catch (error) {
      setFailure(messageOf(error, t('offers.detail.addFailed')));
    } finally {
      setSending(null);
    }
  };

  return (
    <Box component="section" aria-labelledby={headingId}>
      {breadcrumbs}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <Typography id={headingId} variant="h1" sx={{ fontSize: { xs: '2.2rem', md: '2.8rem' }, fontWeight: 700, flex: '1 1 320px', overflowWrap: 'anywhere' }}>
          {offer.name}
        </Typography>
        <OfferStatusChip status={offer.status} />
      </Box>
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Facts
          rows={[
            [t('offers.columns.number'), offer.number],
            [t('offers.columns.createdAt'), formatDate(offer.createdAt, locale)],
            [t('offers.columns.validUntil'), offer.validUntil ? formatDate(offer.validUntil, locale) : '—'],
            [t('offers.columns.itemsCount'), offer.itemsCount],
            [t(showNetPrices ? 'offers.columns.valueNet' : 'offers.columns.valueGross'), money(offer.grandTotal)],
          ]}
        />
      </Paper>
      {block ? (
        <Alert severity={block === 'expired' ? 'warning' : 'info'} sx={{ mb: 2 }}>
          {offerCartBlockMessage(block, offer.validUntil, locale)}
        </Alert>
      ) : null}
      {failure ? (
        <Alert severity="error" sx={{ mb: 2 }} role="alert">
          {failure}
        </Alert>
      ) : null}
      {buyable ? (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
          <Button variant="contained" startIcon={<AddShoppingCartOutlined />} onClick={() => void add('all')} loading={sending === 'all'} disabled={sending !== null}>
            {t('offers.detail.addAll')}
          </Button>
          <Button variant="outlined" onClick={() => void add('chosen')} loading={sending === 'chosen'} disabled={sending !== null || chosenLines.length === 0}>
            {t('offers.detail.addChosen', { count: chosenLines.length })}
          </Button>
          <Typography variant="body2" color="text.secondary">
            {t('offers.detail.pricesNote')}
          </Typography>
        </Box>
      ) : null}
      {offer.lines.length === 0 ? (
        <Alert severity="info">{t('offers.detail.noLines')}</Alert>
      ) : (
        <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={t('offers.detail.linesLabel')}>
            <TableHead>
              <TableRow>
                {buyable ? (
                  <TableCell padding="checkbox">
                    <Checkbox
                      checked={allChosen}
                      indeterminate={chosenLines.length > 0 && !allChosen}
                      onChange={(event) => setChosen(event.target.checked ? new Set(offer.lines.map((line) => line.product.id)) : new Set())}
                      slotProps={{ input: { 'aria-label': t('offers.detail.chooseAll') } }}
                    />
                  </TableCell>
                ) : null}
                <TableCell>{t('offers.detail.product')}</TableCell>
                <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                  {t('offers.detail.quantity')}
                </TableCell>
                <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                  {t(showNetPrices ? 'offers.detail.unitPriceNet' : 'offers.detail.unitPriceGross')}
                </TableCell>
                <TableCell align="right">{t(showNetPrices ? 'offers.columns.valueNet' : 'offers.columns.valueGross')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {offer.lines.map((line) => (
                <TableRow key={line.product.id} selected={chosen.has(line.product.id)}>
                  {buyable ? (
                    <TableCell padding="checkbox">
                      <Checkbox
                        checked={chosen.has(line.product.id)}
                        onChange={(event) => choose(line.product.id, event.target.checked)}
                        slotProps={{ input: { 'aria-label': t('offers.detail.choose', { name: line.product.name }) } }}
                      />
                    </TableCell>
                  ) : null}
                  <TableCell sx={{ minWidth: { xs: 0, sm: 180 } }}>
                    <Link component={RouterLink} to={localePath('product-slug', { slug: line.product.slug }, undefined, locale)} sx={{ fontWeight: 600 }}>
                      {line.product.name}
                    </Link>
                    <Typography variant="body2" color="text.secondary">
                      {t('offers.detail.code', { code: line.product.code })}
                      {/* Phones: the quantity and the unit price here (their own columns are hidden). */}
                      <Box component="span" sx={{ display: { xs: 'block', sm: 'none' } }}>
                        {`${quantityWithUnit(line.quantity, line.product.uom, locale)} × ${money(line.unitPrice)}`}
                      </Box>
                    </Typography>
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap', display: { xs: 'none', sm: 'table-cell' } }}>{quantityWithUnit(line.quantity, line.product.uom, locale)}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap', display: { xs: 'none', sm: 'table-cell' } }}>
                    {money(line.unitPrice)}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>{money(line.value)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Paper>
      )}
      <Box sx={{ mt: 2 }}>
        <Button component={RouterLink} to={listHref}>
          {t('offers.detail.backToList')}
        </Button>
      </Box>
    </Box>
  );
}
