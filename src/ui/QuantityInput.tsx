import { useState } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { formatDate } from '../domain/format/calendarDate';
import { formatCount } from '../domain/format/grouping';
import {
  addGroup, canDecrease, decreaseQuantity, groupSize, increaseQuantity, isQuantityInError, MAX_TYPED_QUANTITY, parseTypedQuantity, quantityStep,
  showsGroupAdd, stockShortage, type OrderMultiple, type QuantityRefusal,
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
  /**
   * Typing 0 where 0 means "remove" (a cart line): asked here instead of a silent deletion; `restore`
   * puts the previous quantity back when the shopper keeps the product. Without it, 0 is refused.
   */
  onZero?: (restore: () => void) => void;
  /** Told whether the field holds a refused value (the form then does not add). */
  onRefusedChange?: (refused: boolean) => void;
}

/**
 * The quantity input of spec §5: whole numbers only (parseTypedQuantity). A value that is not one
 * ("2.5", "1e3", "-5", "7,5", letters) stays in the field with its message and is never passed on:
 * the previous quantity is kept. An emptied field passes nothing on either and gets the previous
 * quantity back when the shopper leaves it; 0 asks (onZero) or is refused. In multiples mode step and minimum
 * are the pack group and a non-divisible value marks the field in error; minus is disabled at or below
 * the step; a "+group" button appears for groups above 1; insufficient stock is explained below.
 */
export function QuantityInput({
  id, value, onChange, rule, uom, label, disabled = false, stock, availableFrom, compact = false, productName, onZero, onRefusedChange,
}: QuantityInputProps) {
  const { t, i18n } = useTranslation(['catalogue', 'common']);
  /** What the field shows while it differs from `value` (empty, refused, or 0 being asked about). */
  const [draft, setDraft] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<QuantityRefusal | null>(null);
  const step = quantityStep(rule);
  const group = groupSize(rule);
  const multipleError = refusal === null && isQuantityInError(value, rule);
  const invalid = multipleError || refusal !== null;
  const shortage = stock === undefined || refusal !== null ? null : stockShortage(value, stock);
  const describedBy = [`${id}-uom`, invalid ? `${id}-error` : '', shortage ? `${id}-stock` : ''].filter(Boolean).join(' ');

  const refuse = (text: string, reason: QuantityRefusal | null) => {
    setDraft(reason === null ? null : text);
    setRefusal(reason);
    onRefusedChange?.(reason !== null);
  };
  /** A quantity from the buttons replaces whatever the field held. */
  const choose = (next: number) => {
    refuse('', null);
    onChange(next);
  };
  const onType = (text: string) => {
    const typed = parseTypedQuantity(text);
    if (typed.kind === 'empty') {
      refuse('', null);
      setDraft('');
    } else if (typed.kind === 'refused') {
      refuse(text, typed.reason);
    } else if (typed.value === 0 && onZero) {
      refuse('', null);
      setDraft(text);
      onZero(() => setDraft(null));
    } else if (typed.value === 0) {
      refuse(text, 'belowOne');
    } else {
      refuse('', null);
      if (typed.value !== value) onChange(typed.value);
    }
  };
  // Leaving an emptied field puts the previous quantity back; a refused value stays to be corrected.
  const onBlur = () => {
    if (draft !== null && refusal === null && parseTypedQuantity(draft).kind === 'empty') setDraft(null);
  };
  const refusalText = refusal === null ? '' : `${t(`common:quantity.${refusal}`, { max: formatCount(MAX_TYPED_QUANTITY, i18n.language === 'en' ? 'en' : 'pl') })} ${t('common:quantity.kept', { quantity: value, uom })}`;
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
            onClick={() => choose(decreaseQuantity(value, step))}
          >
            <RemoveSvg className={controls.svgIconSmall} />
          </button>
          <div className={`${classes.inputRoot}${compact ? ` ${classes.compact}` : ''}${disabled ? ` ${classes.disabled}` : ''}`}>
            <input
              id={id}
              type="text"
              className={`${controls.inputBase} ${classes.input}`}
              value={draft ?? (value === 0 ? '' : String(value))}
              onChange={(event) => onType(event.target.value)}
              onBlur={onBlur}
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
            onClick={() => choose(increaseQuantity(value, step))}
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
            onClick={() => choose(addGroup(value, group))}
          >
            {t('catalogue:quantity.addGroup', { group })}
          </button>
        ) : null}
      </div>
      {refusal !== null ? (
        <p id={`${id}-error`} role="alert" className={classes.error}>
          {refusalText}
        </p>
      ) : multipleError ? (
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
