import { Controller, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { PasswordField } from './PasswordField';

/** A form that sets a password: the password and its confirmation. */
interface NewPasswordForm extends FieldValues {
  password: string;
  passwordConfirmation: string;
}

const PASSWORD = 'password';
const CONFIRMATION = 'passwordConfirmation';

/**
 * A new password, twice (registration, a password reset): a confirmation already typed is checked
 * again when the password changes.
 */
export function NewPasswordFields<T extends NewPasswordForm>({ form, labels }: { form: UseFormReturn<T>; labels: { password: string; hint: string; confirmation: string } }) {
  const confirmation = CONFIRMATION as Path<T>;
  return (
    <>
      <Controller
        name={PASSWORD as Path<T>}
        control={form.control}
        render={({ field, fieldState }) => (
          <PasswordField
            field={{
              ...field,
              onChange: (event: unknown) => {
                field.onChange(event);
                if (form.getFieldState(confirmation).isTouched) void form.trigger(confirmation);
              },
            }}
            error={fieldState.error?.message}
            hint={labels.hint}
            label={labels.password}
            autoComplete="new-password"
          />
        )}
      />
      <Controller
        name={confirmation}
        control={form.control}
        render={({ field, fieldState }) => <PasswordField field={field} error={fieldState.error?.message} label={labels.confirmation} autoComplete="new-password" />}
      />
    </>
  );
}
