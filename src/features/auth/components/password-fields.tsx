import { Form, Input } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import type { PasswordPolicy } from '../../../../protocol';
import { usePasswordRules } from '../hooks/use-password-rules';

export interface PasswordFieldsProps {
  /** The password field's current value, for the confirmation check. */
  readPassword: () => string | undefined;
  policy: PasswordPolicy;
  /** Label of the first field: "Password" when signing up, "New password" when resetting. */
  label: string;
}

/** A new password checked against the enterprise's policy as it is typed, and its confirmation. */
export function PasswordFields({ readPassword, policy, label }: PasswordFieldsProps) {
  const { t } = useTranslation('auth');
  const rules = usePasswordRules(policy);
  return (
    <>
      <Form.Item label={label} field="password" required extra={rules.hint} rules={[{ validator: rules.validatePassword }]}>
        <Input.Password autoComplete="new-password" maxLength={64} placeholder={t('newPasswordPlaceholder')} />
      </Form.Item>
      <Form.Item
        label={t('confirmPassword')}
        field="confirm"
        required
        dependencies={['password']}
        rules={[{ validator: rules.validateConfirm(readPassword) }]}
      >
        <Input.Password autoComplete="new-password" maxLength={64} placeholder={t('confirmPlaceholder')} />
      </Form.Item>
    </>
  );
}
