import { useMemo, useState } from 'react';
import { useCan } from '@refinedev/core';
import { useAccountTable } from '../useAccountTable';
import { useTranslation } from '../../i18n/useTranslation';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import type { GridColDef } from '@mui/x-data-grid';
import TextField from '@mui/material/TextField';
import AddOutlined from '@mui/icons-material/AddOutlined';
import type { Offer } from '../../generated/model';
import { localePath, useLocale } from '../../routing/routes';
import { usePageMeta } from '../../routing/seo/usePageMeta';
import { useSession } from '../../session';
import { ACCOUNT_PAGE_SIZE, ACCOUNT_PAGE_SIZES } from '../listQuery';
import { AccessGate } from '../ui/AccessGate';
import { GridPage } from '../ui/GridPage';
import { offerColumns } from './offerColumns';
import { OfferRequestDialog } from './OfferRequestDialog';
import { OFFERS_RESOURCE } from './offersResource';
import { usePhoneLayout } from '../ui/usePhoneLayout';

const STATUSES = ['active', 'expired', 'inPreparation', 'requested'] as const;
const NO_HIDDEN_COLUMNS: Record<string, boolean> = {};
/** Shown when the user asks for them ("Kolumny"): the number, date, status, value and actions fit the screen first. */
const SECONDARY_COLUMNS = ['itemsCount'];
const PHONE_HIDDEN_COLUMNS: Record<string, boolean> = { number: false, createdAt: false, validUntil: false, itemsCount: false, grandTotal: false };

function Offers() {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const { showNetPrices } = useSession();
  const table = useAccountTable<Offer>({
    resource: OFFERS_RESOURCE,
    pagination: { pageSize: ACCOUNT_PAGE_SIZE, pageSizes: ACCOUNT_PAGE_SIZES },
    sorters: { initial: [{ field: 'createdAt', order: 'desc' }] },
    filters: { mode: 'server', defaultBehavior: 'replace' },
  });
  const narrow = usePhoneLayout();
  const columns = useMemo(
    () =>
      offerColumns(t, locale, showNetPrices, narrow).map((column): GridColDef<Offer> => {
        if (column.field !== 'name' || !column.renderCell) return column;
        const renderName = column.renderCell;
        // The name opens the offer's page; the link takes the focus only in the focused cell (one tab stop for the grid).
        return {
          ...column,
          renderCell: (params) => (
            <Link component={RouterLink} to={offerHref(params.row.id, locale)} tabIndex={params.tabIndex} underline="hover" color="inherit" sx={{ display: 'block' }}>
              {renderName(params)}
            </Link>
          ),
        };
      }),
    [t, locale, showNetPrices, narrow],
  );
  const mayRequest = useCan({ resource: OFFERS_RESOURCE, action: 'create' }).data?.can === true;
  const [requesting, setRequesting] = useState(false);
  const status = table.filters.find((filter) => 'field' in filter && filter.field === 'status')?.value ?? '';
  const chooseStatus = (value: string) => {
    table.setFilters(value ? [{ field: 'status', operator: 'eq', value }] : [], 'replace');
    table.setCurrentPage(1);
  };

  return (
    <GridPage
      titleId="offers-title"
      title={t('offers.title')}
      countLabel={(count) => t('offers.count', { count })}
      loadError={t('offers.loadError')}
      retryLabel={t('offers.retry')}
      errorDetail
      toolbar={
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
          <TextField
            select
            size="small"
            id="offers-status"
            label={t('offers.statusFilter')}
            value={String(status)}
            onChange={(event) => chooseStatus(event.target.value)}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            sx={{ minWidth: 220 }}
          >
            <option value="">{t('offers.statusAll')}</option>
            {STATUSES.map((id) => (
              <option key={id} value={id}>
                {t(`offers.statuses.${id}`)}
              </option>
            ))}
          </TextField>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button component={RouterLink} to={localePath('dashboard-my-offer', undefined, undefined, locale)} variant="outlined">
              {t('offers.myOfferLink')}
            </Button>
            {mayRequest ? (
              <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setRequesting(true)}>
                {t('offers.request.open')}
              </Button>
            ) : null}
          </Box>
        </Box>
      }
      table={table}
      resource={OFFERS_RESOURCE}
      columns={columns}
      rowHref={(offer) => offerHref(offer.id, locale)}
      secondaryColumns={SECONDARY_COLUMNS}
      label={t('offers.gridLabel')}
      noRowsLabel={t('offers.empty')}
      columnVisibilityModel={narrow ? PHONE_HIDDEN_COLUMNS : NO_HIDDEN_COLUMNS}
      getRowHeight={() => 'auto'}
      sx={{ '& .MuiDataGrid-cell': { display: 'flex', alignItems: 'center' } }}
    >
      <OfferRequestDialog open={requesting} onClose={() => setRequesting(false)} />
    </GridPage>
  );
}

/** One offer's page: /moje-konto/oferty/5101. */
export const offerHref = (id: number, locale: 'pl' | 'en') => localePath('dashboard-offers-slug', { slug: id }, undefined, locale);

/**
 * /moje-konto/oferty: the company's negotiated offers and requests (status, validity, value), 24 a page,
 * and "Poproś o ofertę"; Enter on a row or its number opens the offer's own page (OfferPage).
 */
export default function OffersList() {
  const { t } = useTranslation('account');
  usePageMeta({ title: t('offers.title'), description: t('offers.description') });
  return (
    <AccessGate resource={OFFERS_RESOURCE} title={t('offers.title')}>
      <Offers />
    </AccessGate>
  );
}
