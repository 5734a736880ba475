import { Fragment, useId } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { SalesOrderSummary } from '../../generated/model';
import { useFormatPln } from '../useFormatPln';
import { orderValue, overLimit } from './acceptanceValues';

export interface OrderApprovalValidationDialogProps {
  open: boolean;
  orders: SalesOrderSummary[];
  showNetPrices: boolean;
  onClose: () => void;
  onConfirm: () => Promise<unknown> | void;
  pending?: boolean;
}

/**
 * "Order approval validation" (spec §2 dialogs): before accepting, the approver sees each order's
 * cost centre, value and by how much it goes over the centre's remaining limit, and confirms.
 */
export function OrderApprovalValidationDialog({ open, orders, showNetPrices, onClose, onConfirm, pending = false }: OrderApprovalValidationDialogProps) {
  const { t } = useTranslation('account');
  const formatPln = useFormatPln();
  const titleId = useId();
  const over = orders.reduce((sum, order) => sum + overLimit(order), 0);
  const many = orders.length > 1;
  const phone = useMediaQuery('(max-width:599.95px)', { noSsr: true });
  const valueLabel = t(showNetPrices ? 'acceptance.columns.valueNet' : 'acceptance.columns.valueGross');
  const overLabel = t('acceptance.columns.amountOverLimit');
  /** What the approver checks for one order: number, cost centre, value, amount over the limit. */
  const details = (order: SalesOrderSummary): [string, string][] => [
    [t('acceptance.columns.number'), order.number],
    [t('acceptance.columns.costCenter'), order.costCenter?.name ?? t('acceptance.noCostCenter')],
    [valueLabel, orderValue(order, showNetPrices)],
    [overLabel, overLimit(order) > 0 ? formatPln(overLimit(order)) : t('acceptance.withinLimit')],
  ];
  return (
    <Dialog open={open} onClose={pending ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{many ? t('acceptance.accept.titleMany', { count: orders.length }) : t('acceptance.accept.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {many ? t('acceptance.accept.leadMany', { count: orders.length }) : t('acceptance.accept.lead', { number: orders[0]?.number ?? '' })}
        </DialogContentText>
        {phone ? (
          // Phones: one block per order instead of a table that would not fit.
          orders.map((order) => (
            <Box key={order.id} component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0, py: 1, borderTop: 1, borderColor: 'divider' }}>
              {details(order).map(([term, value]) => (
                <Fragment key={term}>
                  <Box component="dt" sx={{ color: 'text.secondary' }}>
                    {term}
                  </Box>
                  <Box component="dd" sx={{ m: 0, textAlign: 'right', fontWeight: term === overLabel && overLimit(order) > 0 ? 700 : undefined }}>
                    {value}
                  </Box>
                </Fragment>
              ))}
            </Box>
          ))
        ) : (
          <Table size="small" aria-label={t('acceptance.accept.tableLabel')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('acceptance.columns.number')}</TableCell>
                <TableCell>{t('acceptance.columns.costCenter')}</TableCell>
                <TableCell align="right">{valueLabel}</TableCell>
                <TableCell align="right">{overLabel}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {orders.map((order) => {
                const [number, centre, value, over] = details(order).map(([, text]) => text);
                return (
                  <TableRow key={order.id}>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{number}</TableCell>
                    <TableCell>{centre}</TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>{value}</TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontWeight: overLimit(order) > 0 ? 700 : undefined }}>
                      {over}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        )}
        {over > 0 ? (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {t('acceptance.accept.overLimit', { amount: formatPln(over) })}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={pending}>
          {t('acceptance.cancel')}
        </Button>
        <Button variant="contained" color="success" onClick={() => void onConfirm()} disabled={pending}>
          {many ? t('acceptance.accept.confirmMany', { count: orders.length }) : t('acceptance.accept.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
