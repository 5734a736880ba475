import { useTranslation } from 'react-i18next';
import { formatDate } from '../domain/date';
import {
  addGroup, canDecrease, decreaseQuantity, groupSize, increaseQuantity, isQuantityInError, parseQuantity, quantityStep, showsGroupAdd,
  stockShortage, type OrderMultiple,
} from '../domain/quantity';
import controls from './controls.module.css';
import classes from './QuantityInput.module.css';
import { AddSvg, RemoveSvg } from './icons';

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
  // Plain elements styled by a CSS module: every tile of a listing has one (see ProductTile).
  return (
    <div className={classes.root}>
      <div className={classes.row}>
        <div className={invalid ? classes.fieldInvalid : classes.field}>
          <button
            type="button"
            className={controls.iconButton}
            aria-label={t('common:quantity.decrease')}
            aria-controls={id}
            disabled={disabled || !canDecrease(value, step)}
            onClick={() => onChange(decreaseQuantity(value, step))}
          >
            <RemoveSvg className={controls.svgIconSmall} />
          </button>
          <div className={`${classes.inputRoot}${compact ? ` ${classes.compact}` : ''}${disabled ? ` ${classes.disabled}` : ''}`}>
            <input
              id={id}
              type="text"
              className={`${controls.inputBase} ${classes.input}`}
              value={value === 0 ? '' : String(value)}
              onChange={(event) => onChange(parseQuantity(event.target.value))}
              disabled={disabled}
              inputMode="numeric"
              pattern="[0-9]*"
              aria-label={label}
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
              step={step}
              min={step}
            />
          </div>
          <span id={`${id}-uom`} className={classes.uom}>
            {uom}
          </span>
          <button
            type="button"
            className={controls.iconButton}
            aria-label={t('common:quantity.increase')}
            aria-controls={id}
            disabled={disabled}
            onClick={() => onChange(increaseQuantity(value, step))}
          >
            <AddSvg className={controls.svgIconSmall} />
          </button>
        </div>
        {showsGroupAdd(group, disabled) ? (
          <button
            type="button"
            className={`${controls.textSmall} ${classes.group}`}
            aria-controls={id}
            aria-label={productName ? t('catalogue:quantity.addGroupLabelFor', { group, uom, name: productName }) : t('catalogue:quantity.addGroupLabel', { group, uom })}
            onClick={() => onChange(addGroup(value, group))}
          >
            {t('catalogue:quantity.addGroup', { group })}
          </button>
        ) : null}
      </div>
      {invalid ? (
        <p id={`${id}-error`} className={classes.error}>
          {t('catalogue:quantity.multipleError', { multiple: rule.orderQuantityMultiple, uom })}
        </p>
      ) : null}
      {shortage ? (
        <p id={`${id}-stock`} className={classes.stock}>
          {t('catalogue:quantity.shortage', { available: shortage.available, missing: shortage.missing, uom })}
          {availableFrom ? `, ${t('catalogue:quantity.availableFrom', { date: formatDate(availableFrom, i18n.language === 'en' ? 'en' : 'pl') })}` : ''}
        </p>
      ) : null}
    </div>
  );
}
