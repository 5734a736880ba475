import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import type { ControllerRenderProps, FieldValues, Path } from 'react-hook-form';
import { useTranslation } from '../../i18n/useTranslation';

interface PasswordFieldProps<T extends FieldValues> {
  field: ControllerRenderProps<T, Path<T>>;
  label: string;
  error?: string;
  /** Shown under the field while it has no error (e.g. the length rule). */
  hint?: string;
  /** `new-password` where a password is chosen (registration, reset). */
  autoComplete?: 'current-password' | 'new-password';
}

/** A password input with a show/hide toggle. */
export function PasswordField<T extends FieldValues>({ field, label, error, hint, autoComplete = 'current-password' }: PasswordFieldProps<T>) {
  const { t } = useTranslation('auth');
  const [visible, setVisible] = useState(false);
  // The ref goes to the input only (on the TextField it would end on its root <div>, which cannot take the focus).
  const { ref, ...props } = field;
  return (
    <TextField
      {...props}
      inputRef={ref}
      id={`field-${field.name}`}
      label={label}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      required
      error={Boolean(error)}
      helperText={error ?? hint}
      fullWidth
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                onClick={() => setVisible((shown) => !shown)}
                aria-label={visible ? t('password.hide') : t('password.show')}
                aria-pressed={visible}
                edge="end"
              >
                {visible ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
