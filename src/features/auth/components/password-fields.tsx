import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/form/form-field';
import { PasswordInput } from '../../../components/form/text-input';

type Bound = {
  id: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error: string | undefined;
};

export interface PasswordFieldsProps {
  /** The bound fields of the form's `password` and `confirm` (useFormState's `text`). */
  form: { text: (name: 'password' | 'confirm') => Bound };
  /** The policy's hint under the new password (usePasswordRules). */
  hint: string;
  /** Label of the first field: "Password" when signing up, "New password" when resetting. */
  label: string;
}

/** A new password checked against the enterprise's policy as it is typed, and its confirmation. */
export function PasswordFields({ form, hint, label }: PasswordFieldsProps) {
  const { t } = useTranslation('auth');
  const password = form.text('password');
  const confirm = form.text('confirm');
  const toggle = { showLabel: t('showPassword'), hideLabel: t('hidePassword') };
  return (
    <>
      <FormField label={label} htmlFor={password.id} required error={password.error} extra={hint}>
        <PasswordInput
          {...password}
          {...toggle}
          autoComplete="new-password"
          maxLength={64}
          placeholder={t('newPasswordPlaceholder')}
        />
      </FormField>
      <FormField label={t('confirmPassword')} htmlFor={confirm.id} required error={confirm.error}>
        <PasswordInput
          {...confirm}
          {...toggle}
          autoComplete="new-password"
          maxLength={64}
          placeholder={t('confirmPlaceholder')}
        />
      </FormField>
    </>
  );
}
