import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { COMPLAINT, type ComplaintItemChanges, type ComplaintItemDraft } from '../../../domain/complaints';
import type { ComplaintType, DeliveryDocumentPosition } from '../../../generated/model';
import { imageUrl } from '../../../ui/imageUrl';
import { formatMoney } from '../../orders/orderFormat';
import { typeKey } from '../complaintTexts';
import { AttachmentsField } from './AttachmentsField';
import { itemFieldProblems, type ItemProblem } from './itemFields';
import type { ItemField } from './submitError';

/** The id of an item's field (a refusal of the server or a problem focuses it). */
export const itemFieldId = (position: number, field: ItemField): string => `complaint-item-${position}-${field}`;

interface ComplaintItemCardProps {
  position: DeliveryDocumentPosition;
  item: ComplaintItemDraft | undefined;
  complaintType: ComplaintType;
  additionalListOptions: string[];
  onToggle: () => void;
  onChange: (changes: ComplaintItemChanges) => void;
  /** The server's refusals by field (they stay until the field is changed). */
  serverErrors: Partial<Record<ItemField, string>>;
  /** Every problem is shown, touched or not (the customer tried to go on). */
  showAllProblems: boolean;
}

/** Fields whose problem is shown once left (or once the customer tries to go on); the amount's at once (spec §5: eager). */
const SHOWN_WHEN_TOUCHED: readonly ItemField[] = ['reason', 'serialNumber', 'deviceModel'];

/**
 * One position of the delivery document: ticked, it becomes a complained item with its amount (at
 * most what may still be complained about), the typical reasons (the additional list), the reason in
 * the customer's words, the serial number and device model where the product needs them, and files.
 */
export function ComplaintItemCard({ position, item, complaintType, additionalListOptions, onToggle, onChange, serverErrors, showAllProblems }: ComplaintItemCardProps) {
  const { t } = useTranslation('account');
  const [touched, setTouched] = useState<ReadonlySet<ItemField>>(new Set());
  const touch = (field: ItemField) => setTouched((previous) => (previous.has(field) ? previous : new Set(previous).add(field)));
  const active = item?.isActive ?? false;
  const nothingLeft = position.complainableQuantity <= 0;
  const problems = item && active ? itemFieldProblems(item, position) : {};
  const nameId = `complaint-position-${position.id}-name`;

  const problemText = (problem: ItemProblem): string => {
    switch (problem.rule) {
      case 'reasonRequired':
        return t('complaints.wizard.errors.reasonRequired');
      case 'amountRange':
        return t('complaints.wizard.errors.amountRange', { max: problem.max });
      case 'nothingLeft':
        return t('complaints.wizard.errors.nothingLeft');
      case 'tooManyFiles':
        return t('complaints.wizard.errors.tooManyFiles', { count: problem.max });
      case 'tooLong':
        return t('common:validation.maxLength', { length: problem.max });
      default:
        return t('complaints.wizard.errors.required');
    }
  };
  /** The message under a field: the server's refusal first, then the rule's problem when it is to be shown. */
  const errorOf = (field: ItemField): string | undefined => {
    if (serverErrors[field]) return serverErrors[field];
    const problem = problems[field];
    if (!problem) return undefined;
    const shown = showAllProblems || problem.rule === 'tooLong' || !SHOWN_WHEN_TOUCHED.includes(field) || touched.has(field);
    return shown ? problemText(problem) : undefined;
  };
  const showSerialNumber = position.requiresSerialNumber || complaintType === COMPLAINT;
  const uom = position.uom;

  const textField = (field: 'reason' | 'serialNumber' | 'deviceModel', label: string, required: boolean, hint: string, multiline = false) => {
    const error = errorOf(field);
    return (
      <TextField
        id={itemFieldId(position.id, field)}
        label={label}
        value={item?.[field] ?? ''}
        onChange={(event) => onChange({ [field]: event.target.value })}
        onBlur={() => touch(field)}
        required={required}
        error={Boolean(error)}
        helperText={error ?? hint}
        multiline={multiline}
        minRows={multiline ? 3 : undefined}
        fullWidth
      />
    );
  };

  const amountError = errorOf('amount');
  const listError = errorOf('additionalList');
  const positionError = errorOf('position');

  return (
    <Paper component="li" variant="outlined" aria-labelledby={nameId} sx={{ p: { xs: 1.5, md: 2 }, borderColor: active ? 'primary.main' : 'divider', borderWidth: active ? 2 : 1 }}>
      <Box sx={{ display: 'flex', gap: { xs: 1, md: 2 }, alignItems: 'flex-start' }}>
        <Checkbox
          id={itemFieldId(position.id, 'position')}
          checked={active}
          disabled={nothingLeft && !item}
          onChange={onToggle}
          slotProps={{ input: { 'aria-labelledby': nameId, 'aria-describedby': `complaint-position-${position.id}-facts` } }}
          sx={{ mt: -0.5, ml: -1 }}
        />
        <Box
          component="img"
          src={imageUrl(position.pictureUrl)}
          alt=""
          width={56}
          height={56}
          loading="lazy"
          sx={{ objectFit: 'contain', bgcolor: 'background.default', borderRadius: 1, flexShrink: 0, display: { xs: 'none', sm: 'block' } }}
        />
        <Box sx={{ minWidth: 0, flex: 1 }}>
          {/* Clicking the name ticks the item too, as a checkbox label would. */}
          <Typography
            id={nameId}
            component="label"
            htmlFor={itemFieldId(position.id, 'position')}
            sx={{ display: 'block', fontWeight: 700, overflowWrap: 'anywhere', cursor: nothingLeft && !item ? 'default' : 'pointer' }}
          >
            {position.name}
          </Typography>
          <Typography id={`complaint-position-${position.id}-facts`} variant="body2" color="text.secondary">
            {t('complaints.wizard.items.code', { code: position.code })}
            {' · '}
            {t('complaints.wizard.items.delivered', { quantity: position.quantity, uom })}
            {' · '}
            {nothingLeft ? t('complaints.wizard.items.nothingLeft') : t('complaints.wizard.items.complainable', { quantity: position.complainableQuantity, uom })}
            {' · '}
            {t('complaints.wizard.items.unitPrice', { net: formatMoney(position.priceObject, 'net'), gross: formatMoney(position.priceObject, 'gross') })}
          </Typography>
          {positionError ? <FormHelperText error>{positionError}</FormHelperText> : null}
        </Box>
      </Box>

      {item && active ? (
        <Box sx={{ display: 'grid', gap: 2, mt: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 1fr)' } }}>
          <TextField
            id={itemFieldId(position.id, 'amount')}
            type="number"
            label={t('complaints.wizard.items.amount', { uom })}
            value={Number.isFinite(item.amount) && item.amount > 0 ? String(item.amount) : ''}
            // Spec §5: whole numbers; an empty field is 0 (and then too few).
            onChange={(event) => onChange({ amount: event.target.value === '' ? 0 : Math.trunc(Number(event.target.value)) })}
            required
            error={Boolean(amountError)}
            helperText={amountError ?? t('complaints.wizard.items.amountHint', { max: position.complainableQuantity })}
            slotProps={{ htmlInput: { min: 1, max: position.complainableQuantity, step: 1, inputMode: 'numeric' } }}
            sx={{ maxWidth: 220 }}
          />
          <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0, gridColumn: { md: '1 / -1' } }}>
            <Box component="legend" sx={{ p: 0, mb: 0.5, fontWeight: 600 }}>
              {t('complaints.wizard.items.additionalList')}
            </Box>
            <FormGroup sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
              {additionalListOptions.map((option, index) => (
                <FormControlLabel
                  key={option}
                  control={
                    <Checkbox
                      id={index === 0 ? itemFieldId(position.id, 'additionalList') : undefined}
                      checked={item.additionalList.includes(option)}
                      onChange={(event) =>
                        onChange({ additionalList: event.target.checked ? [...item.additionalList, option] : item.additionalList.filter((entry) => entry !== option) })
                      }
                    />
                  }
                  label={option}
                />
              ))}
            </FormGroup>
            {listError ? <FormHelperText error>{listError}</FormHelperText> : null}
          </Box>
          <Box sx={{ gridColumn: { md: '1 / -1' } }}>
            {textField('reason', t(`complaints.wizard.items.reason.${typeKey(complaintType)}`), false, t('complaints.wizard.items.reasonHint'), true)}
          </Box>
          {showSerialNumber ? textField('serialNumber', t('complaints.wizard.items.serialNumber'), position.requiresSerialNumber, t('complaints.wizard.items.serialNumberHint')) : null}
          {position.requiresDeviceModel ? textField('deviceModel', t('complaints.wizard.items.deviceModel'), true, t('complaints.wizard.items.deviceModelHint')) : null}
          <Box sx={{ gridColumn: { md: '1 / -1' } }}>
            <AttachmentsField
              id={itemFieldId(position.id, 'attachments')}
              files={item.attachments}
              onChange={(attachments) => onChange({ attachments })}
              serverError={errorOf('attachments')}
            />
          </Box>
        </Box>
      ) : null}
    </Paper>
  );
}
