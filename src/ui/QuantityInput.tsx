import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import { useTranslation } from 'react-i18next';
import {
  canDecrease, decreaseQuantity, increaseQuantity, isValidOrderMultiple, parseQuantity, quantityStep, type OrderMultiple,
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
}

/** Whole numbers only; minus/plus step by the pack group in multiples mode (spec §5). */
export function QuantityInput({ id, value, onChange, rule, uom, label, disabled = false }: QuantityInputProps) {
  const { t } = useTranslation();
  const step = quantityStep(rule);
  const invalid = value > 0 && !isValidOrderMultiple(value, rule);
  return (
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
        aria-label={t('quantity.decrease')}
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
            'aria-describedby': `${id}-uom`,
            step,
            min: step,
          },
        }}
        sx={{ width: '4.8rem', '& input': { textAlign: 'center', p: 0, fontSize: '1.5rem' } }}
      />
      <Box component="span" id={`${id}-uom`} sx={{ fontSize: '1.2rem', color: 'text.secondary', pr: 0.5 }}>
        {uom}
      </Box>
      <IconButton size="small" aria-label={t('quantity.increase')} aria-controls={id} disabled={disabled} onClick={() => onChange(increaseQuantity(value, step))}>
        <AddIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}
