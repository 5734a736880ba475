import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { fieldId } from './fieldId';
import { Controller, type Control, type FieldValues, type Path, type PathValue } from 'react-hook-form';

/** One choice of a select: the value the form keeps and the words shown. */
export interface SelectOption {
  value: string;
  label: string;
}

interface FormSelectFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label: string;
  options: readonly SelectOption[];
  /** The first choice while none is made (an empty value). */
  placeholder?: string;
  /** Shown under the field while it has no error: fixed words, or words for the chosen value. */
  hint?: string | ((value: PathValue<T, Path<T>>) => string);
  required?: boolean;
  disabled?: boolean;
  fullWidth?: boolean;
  /** The select's id (by default from its name, as FormTextField's). */
  id?: string;
  sx?: TextFieldProps['sx'];
}

/**
 * A select of a react-hook-form form: the browser's own list (a phone shows its picker), the label
 * always above it, its error (or hint) under it.
 */
export function FormSelectField<T extends FieldValues>({
  control, name, label, options, placeholder, hint, required = false, disabled = false, fullWidth = true, id, sx,
}: FormSelectFieldProps<T>) {
  return (
    <Controller
      name={name}
      control={control}
      // The ref goes to the select only (see FormTextField).
      render={({ field: { ref, ...field }, fieldState }) => (
        <TextField
          {...field}
          inputRef={ref}
          id={id ?? fieldId(name)}
          select
          label={label}
          required={required}
          disabled={disabled}
          fullWidth={fullWidth}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? (typeof hint === 'function' ? hint(field.value) : hint)}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={sx}
        >
          {placeholder === undefined ? null : <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </TextField>
      )}
    />
  );
}
