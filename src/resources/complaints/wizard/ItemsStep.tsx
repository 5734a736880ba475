import { useTranslation } from '../../../i18n/useTranslation';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RETURN, type ComplaintWizardEvent, type ComplaintWizardState } from '../../../domain/complaints';
import { formatDate } from '../../../domain/format/date';
import type { ComplaintDocument } from '../../../generated/model';
import { useLocale } from '../../../routing/routes';
import { ReturnDeadline } from '../ReturnRights';
import { ComplaintItemCard } from './ComplaintItemCard';
import type { ItemField } from './submitError';

interface ItemsStepProps {
  state: ComplaintWizardState & { document: ComplaintDocument };
  dispatch: (event: ComplaintWizardEvent) => void;
  /** The server's refusals, by `${position}.${field}`. */
  serverErrors: Record<string, string>;
  onFieldEdited: (position: number, fields: readonly string[]) => void;
  showAllProblems: boolean;
  /** Said above the items when the customer tried to go on with nothing to send. */
  blockedMessage: string | null;
}

/** Step 2: the document's positions; the ticked ones with their amount, reason, serial number, device model and files. */
export function ItemsStep({ state, dispatch, serverErrors, onFieldEdited, showAllProblems, blockedMessage }: ItemsStepProps) {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const { document, complaintType } = state;
  if (!complaintType) return null;
  const errorsOf = (position: number): Partial<Record<ItemField, string>> =>
    Object.fromEntries(Object.entries(serverErrors).flatMap(([key, message]) => (key.startsWith(`${position}.`) ? [[key.slice(String(position).length + 1), message]] : [])));

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box component="dl" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 0.5, m: 0, '& dt': { color: 'text.secondary' }, '& dd': { m: 0, fontWeight: 600 } }}>
        <Box sx={{ display: 'flex', gap: 0.75 }}>
          <dt>{t('complaints.wizard.summary.document')}</dt>
          <dd>{document.number}</dd>
        </Box>
        {document.salesOrderNumber ? (
          <Box sx={{ display: 'flex', gap: 0.75 }}>
            <dt>{t('complaints.wizard.summary.order')}</dt>
            <dd>{document.salesOrderNumber}</dd>
          </Box>
        ) : null}
        {document.deliveredAt ? (
          <Box sx={{ display: 'flex', gap: 0.75 }}>
            <dt>{t('complaints.wizard.summary.deliveredAt')}</dt>
            <dd>{formatDate(document.deliveredAt, locale)}</dd>
          </Box>
        ) : null}
      </Box>
      {complaintType === RETURN && document.deliveredAt ? (
        <Alert severity="info" variant="outlined">
          <ReturnDeadline deliveredAt={document.deliveredAt} />
        </Alert>
      ) : null}
      <Typography color="text.secondary">{t('complaints.wizard.items.lead')}</Typography>
      {blockedMessage ? (
        <Alert severity="warning" role="alert">
          {blockedMessage}
        </Alert>
      ) : null}
      <Box component="ul" aria-label={t('complaints.wizard.items.listLabel', { number: document.number })} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
        {document.positions.map((position) => (
          <ComplaintItemCard
            key={position.id}
            position={position}
            item={state.items.find((item) => item.position === position.id)}
            complaintType={complaintType}
            additionalListOptions={document.additionalListOptions}
            onToggle={() => {
              onFieldEdited(position.id, ['position']);
              dispatch({ type: 'itemToggled', position });
            }}
            onChange={(changes) => {
              onFieldEdited(position.id, Object.keys(changes));
              dispatch({ type: 'itemChanged', position: position.id, changes });
            }}
            serverErrors={errorsOf(position.id)}
            showAllProblems={showAllProblems}
          />
        ))}
      </Box>
    </Box>
  );
}
