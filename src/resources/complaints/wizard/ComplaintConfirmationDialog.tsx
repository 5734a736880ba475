import { useId } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import type { ComplaintResult, ComplaintType } from '../../../generated/model';
import { formatMoney } from '../../orders/orderFormat';
import { typeKey } from '../complaintTexts';

interface ComplaintConfirmationDialogProps {
  /** What the server registered; null closes the dialog. */
  result: ComplaintResult | null;
  complaintType: ComplaintType | null;
  /** To the list of what was filed (the new entries are on it). */
  onDone: () => void;
  /** Files another one of the same type. */
  onAnother: () => void;
}

/**
 * "Complaint confirmation" (spec §2 dialogs, §3 complaint result): the numbers the shop gave — one per
 * product — the quantity and the total, net and gross, and what happens next.
 */
export function ComplaintConfirmationDialog({ result, complaintType, onDone, onAnother }: ComplaintConfirmationDialogProps) {
  const { t } = useTranslation('account');
  const titleId = useId();
  const fullScreen = useMediaQuery('(max-width:599.95px)', { noSsr: true });
  const key = complaintType ? typeKey(complaintType) : 'complaint';
  return (
    <Dialog open={result !== null} onClose={onDone} aria-labelledby={titleId} fullWidth maxWidth="sm" fullScreen={fullScreen}>
      <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <CheckCircleOutline color="success" aria-hidden />
        {t(`complaints.wizard.confirmation.title.${key}`)}
      </DialogTitle>
      {result ? (
        <DialogContent>
          <Typography sx={{ fontWeight: 600 }}>{t('complaints.wizard.confirmation.numbers', { count: result.complaintNumbers.length })}</Typography>
          <Box component="ul" sx={{ m: 0, mb: 2, pl: 3 }}>
            {result.complaintNumbers.map((number) => (
              <li key={number}>
                <Typography component="span" sx={{ fontWeight: 700, fontSize: '1.7rem' }}>
                  {number}
                </Typography>
              </li>
            ))}
          </Box>
          <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0, mb: 2, '& dt': { color: 'text.secondary' }, '& dd': { m: 0, fontWeight: 600 } }}>
            <dt>{t('complaints.wizard.confirmation.quantity')}</dt>
            <dd>{result.quantity}</dd>
            <dt>{t('complaints.wizard.confirmation.totalGross')}</dt>
            <dd>{formatMoney(result.grandTotal, 'gross')}</dd>
            <dt>{t('complaints.wizard.confirmation.totalNet')}</dt>
            <dd>{formatMoney(result.grandTotal, 'net')}</dd>
          </Box>
          <DialogContentText>{t(`complaints.wizard.confirmation.next.${key}`)}</DialogContentText>
        </DialogContent>
      ) : null}
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onAnother}>{t(`complaints.wizard.confirmation.another.${key}`)}</Button>
        <Button variant="contained" onClick={onDone} autoFocus>
          {t(`complaints.wizard.confirmation.done.${key}`)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
