import type { ReactNode } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { fieldId, GroupError } from './fields';
import classes from './RadioCards.module.css';

export interface RadioCardOption {
  value: string;
  title: ReactNode;
  detail?: ReactNode;
  /** On the right of the title (a price, "free"). */
  aside?: ReactNode;
  disabled?: boolean;
  /** Beside a disabled option: e.g. the button that explains why. */
  extra?: ReactNode;
  /** Under the chosen option (e.g. the pickup-point chooser). */
  expanded?: ReactNode;
}

interface RadioCardsProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  legend: string;
  options: RadioCardOption[];
  onValueChange?: (value: string) => void;
}

/**
 * A required choice as a group of radio cards (delivery, payment, stock decision): a fieldset with
 * its legend, native radios (arrow keys move between them), the field's message under the group.
 */
export function RadioCards<T extends FieldValues>({ control, name, legend, options, onValueChange }: RadioCardsProps<T>) {
  const { field, fieldState } = useController({ control, name });
  const id = fieldId(name);
  const errorId = `${id}-helper-text`;
  const firstEnabled = options.find((option) => !option.disabled)?.value;
  return (
    <fieldset className={classes.group} aria-describedby={fieldState.error ? errorId : undefined}>
      <legend className={classes.legend}>{legend}</legend>
      <div className={classes.cards}>
        {options.map((option) => {
          const optionId = `${id}-${option.value}`;
          const checked = field.value === option.value;
          return (
            <div key={option.value} className={[classes.card, checked ? classes.checked : '', option.disabled ? classes.disabled : ''].filter(Boolean).join(' ')}>
              <div className={classes.row}>
                <input
                  // The group's first enabled radio carries the field's id: a failed submit focuses it.
                  id={option.value === (field.value || firstEnabled) ? id : optionId}
                  type="radio"
                  name={name}
                  value={option.value}
                  checked={checked}
                  disabled={option.disabled}
                  onChange={() => {
                    field.onChange(option.value);
                    onValueChange?.(option.value);
                  }}
                  onBlur={field.onBlur}
                  aria-invalid={Boolean(fieldState.error)}
                  className={classes.radio}
                />
                <label htmlFor={option.value === (field.value || firstEnabled) ? id : optionId} className={classes.label}>
                  <span className={classes.title}>{option.title}</span>
                  {option.detail ? <span className={classes.detail}>{option.detail}</span> : null}
                </label>
                {option.aside ? <span className={classes.aside}>{option.aside}</span> : null}
                {option.extra}
              </div>
              {checked && option.expanded ? <div className={classes.expanded}>{option.expanded}</div> : null}
            </div>
          );
        })}
      </div>
      <GroupError id={errorId} message={fieldState.error?.message} />
    </fieldset>
  );
}
