import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { fieldId } from './fieldId';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';

interface FormTextFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label: string;
  /** Shown under the field while it has no error. */
  hint?: string;
  required?: boolean;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric';
  sx?: TextFieldProps['sx'];
}

/** A text field of a react-hook-form form: its error (or hint) under it, its id from its name. */
export function FormTextField<T extends FieldValues>({ control, name, label, hint, required = false, type = 'text', autoComplete, inputMode, sx }: FormTextFieldProps<T>) {
  return (
    <Controller
      name={name}
      control={control}
      // The ref goes to the input only: given to the TextField too, it would end on its root <div>, and focusing a field (an error) would do nothing.
      render={({ field: { ref, ...field }, fieldState }) => (
        <TextField
          {...field}
          inputRef={ref}
          id={fieldId(name)}
          label={label}
          type={type}
          autoComplete={autoComplete}
          required={required}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? hint}
          fullWidth
          slotProps={inputMode ? { htmlInput: { inputMode } } : undefined}
          sx={sx}
        />
      )}
    />
  );
}
