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
import { RETURN } from '../../../domain/complaints';
import { formatDate } from '../../../domain/format/date';
import type { ComplaintOrder, ComplaintType } from '../../../generated/model';
import { useLocale } from '../../../routing/routes';
import { ReturnDeadline } from '../ReturnRights';

interface ComplaintDocumentDialogProps {
  /** The order whose delivery documents to choose from; null closes the dialog. */
  order: ComplaintOrder | null;
  complaintType: ComplaintType;
  onChoose: (documentNumber: string) => void;
  onClose: () => void;
}

/**
 * "Complaint document" (spec §2 dialogs): an order that came in several deliveries has a WZ document
 * for each; the customer picks the one with the products to complain about or return (one submission
 * refers to one document). For a return each document says until when it may still be returned.
 */
export function ComplaintDocumentDialog({ order, complaintType, onChoose, onClose }: ComplaintDocumentDialogProps) {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const titleId = useId();
  const fullScreen = useMediaQuery('(max-width:599.95px)', { noSsr: true });
  return (
    <Dialog open={order !== null} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm" fullScreen={fullScreen}>
      <DialogTitle id={titleId}>{order ? t('complaints.wizard.documentDialog.title', { number: order.number }) : null}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('complaints.wizard.documentDialog.lead')}</DialogContentText>
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
          {order?.documents.map((document) => (
            <Box
              component="li"
              key={document.number}
              sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap', border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}
            >
              <Box sx={{ minWidth: 0 }}>
                <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{document.number}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {document.deliveredAt
                    ? t('complaints.wizard.document.delivered', { date: formatDate(document.deliveredAt, locale) })
                    : t('complaints.wizard.document.notDelivered')}
                  {complaintType === RETURN && document.deliveredAt ? (
                    <>
                      {' · '}
                      <ReturnDeadline deliveredAt={document.deliveredAt} />
                    </>
                  ) : null}
                </Typography>
              </Box>
              <Button variant="contained" size="small" onClick={() => onChoose(document.number)} aria-label={t('complaints.wizard.documentDialog.chooseNamed', { number: document.number })}>
                {t('complaints.wizard.documentDialog.choose')}
              </Button>
            </Box>
          ))}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('complaints.wizard.cancel')}</Button>
      </DialogActions>
    </Dialog>
  );
}
