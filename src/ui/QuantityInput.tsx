import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../domain/date';
import {
  addGroup, canDecrease, decreaseQuantity, groupSize, increaseQuantity, isQuantityInError, parseQuantity, quantityStep, showsGroupAdd,
  stockShortage, type OrderMultiple,
} from '../domain/quantity';

interface QuantityInputProps {
  id: string;
  value: number;
  onChange: (value: number) => void;
  rule: OrderMultiple;
  uom: string;
  /** Accessible name, e.g. "Ilość: Papier ksero A4". */
  label: string;
  disabled?: boolean;
  /** With the stock, a quantity above it shows available vs missing and "dostępny od {date}". */
  stock?: number;
  availableFrom?: string | null;
  /** Smaller, stacked layout for product tiles. */
  compact?: boolean;
  /** The product's name, to tell the buttons of many tiles apart. */
  productName?: string;
}

/**
 * The quantity input of spec §5: whole numbers only (empty is 0); in multiples mode step and minimum
 * are the pack group and a non-divisible value marks the field in error; minus is disabled at or below
 * the step; a "+group" button appears for groups above 1; insufficient stock is explained below.
 */
export function QuantityInput({ id, value, onChange, rule, uom, label, disabled = false, stock, availableFrom, compact = false, productName }: QuantityInputProps) {
  const { t, i18n } = useTranslation(['catalogue', 'common']);
  const step = quantityStep(rule);
  const group = groupSize(rule);
  const invalid = isQuantityInError(value, rule);
  const shortage = stock === undefined ? null : stockShortage(value, stock);
  const describedBy = [`${id}-uom`, invalid ? `${id}-error` : '', shortage ? `${id}-stock` : ''].filter(Boolean).join(' ');
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.75 }}>
        <Box
          sx={{
            display: 'inline-flex',
            alignItems: 'center',
            border: 1,
            borderColor: invalid ? 'error.main' : 'divider',
            borderRadius: 1,
            bgcolor: 'background.paper',
            height: 40,
          }}
        >
          <IconButton
            size="small"
            aria-label={t('common:quantity.decrease')}
            aria-controls={id}
            disabled={disabled || !canDecrease(value, step)}
            onClick={() => onChange(decreaseQuantity(value, step))}
          >
            <RemoveIcon fontSize="small" />
          </IconButton>
          <InputBase
            id={id}
            value={value === 0 ? '' : String(value)}
            onChange={(event) => onChange(parseQuantity(event.target.value))}
            disabled={disabled}
            error={invalid}
            slotProps={{
              input: {
                inputMode: 'numeric',
                pattern: '[0-9]*',
                'aria-label': label,
                'aria-invalid': invalid || undefined,
                'aria-describedby': describedBy,
                step,
                min: step,
              },
            }}
            sx={{ width: compact ? '4rem' : '4.8rem', '& input': { textAlign: 'center', p: 0, fontSize: '1.5rem' } }}
          />
          <Box component="span" id={`${id}-uom`} sx={{ fontSize: '1.2rem', color: 'text.secondary', pr: 0.25, whiteSpace: 'nowrap' }}>
            {uom}
          </Box>
          <IconButton size="small" aria-label={t('common:quantity.increase')} aria-controls={id} disabled={disabled} onClick={() => onChange(increaseQuantity(value, step))}>
            <AddIcon fontSize="small" />
          </IconButton>
        </Box>
        {showsGroupAdd(group, disabled) ? (
          <Button
            size="small"
            variant="text"
            aria-controls={id}
            aria-label={productName ? t('catalogue:quantity.addGroupLabelFor', { group, uom, name: productName }) : t('catalogue:quantity.addGroupLabel', { group, uom })}
            onClick={() => onChange(addGroup(value, group))}
            sx={{ minWidth: 0, px: 1, minHeight: 32, fontSize: '1.2rem', whiteSpace: 'nowrap' }}
          >
            {t('catalogue:quantity.addGroup', { group })}
          </Button>
        ) : null}
      </Box>
      {invalid ? (
        <Typography id={`${id}-error`} component="p" sx={{ fontSize: '1.2rem', color: 'error.main' }}>
          {t('catalogue:quantity.multipleError', { multiple: rule.orderQuantityMultiple, uom })}
        </Typography>
      ) : null}
      {shortage ? (
        <Typography id={`${id}-stock`} component="p" sx={{ fontSize: '1.2rem', color: 'stock.orange' }}>
          {t('catalogue:quantity.shortage', { available: shortage.available, missing: shortage.missing, uom })}
          {availableFrom ? `, ${t('catalogue:quantity.availableFrom', { date: formatDate(availableFrom, i18n.language === 'en' ? 'en' : 'pl') })}` : ''}
        </Typography>
      ) : null}
    </Box>
  );
}
