import { Button, Form } from '@arco-design/web-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_COUNTRY_CODE, type CountryCode, type PasswordPolicy } from '../../../../protocol';
import { useGuardedSubmit } from '../../../lib/use-guarded-submit';
import { resetPassword } from '../api/reset-password';
import { FormNotice, type Notice } from './form-notice';
import { PasswordFields } from './password-fields';
import { PhoneCodeFields, cleanPhone } from './phone-code-fields';

interface ResetValues {
  phone: string;
  code: string;
  password: string;
  confirm: string;
}

export interface ResetPasswordFormProps {
  countryCodes: CountryCode[];
  policy: PasswordPolicy;
  onReset: () => void;
}

/** Forgotten password: phone, code, and a new password under the enterprise's policy. */
export function ResetPasswordForm({ countryCodes, policy, onReset }: ResetPasswordFormProps) {
  const { t } = useTranslation('auth');
  const [form] = Form.useForm<ResetValues>();
  const [countryCode, setCountryCode] = useState(DEFAULT_COUNTRY_CODE);
  const [notice, setNotice] = useState<Notice | null>(null);
  const { submitting, submit } = useGuardedSubmit(
    async (values: ResetValues) => {
      setNotice(null);
      await resetPassword({ phone: cleanPhone(values.phone), countryCode, code: values.code.trim(), password: values.password, confirm: values.confirm });
      onReset();
    },
    (text) => setNotice({ type: 'error', text }),
  );

  return (
    <Form form={form} id="reset-password" layout="vertical" onSubmit={submit} className="lp-login-form">
      <PhoneCodeFields validatePhone={() => form.validate(['phone'])} purpose="reset_password" countryCode={countryCode} countryCodes={countryCodes} onCountryCodeChange={setCountryCode} onNotice={setNotice} />
      <PasswordFields readPassword={() => form.getFieldValue('password')} policy={policy} label={t('newPassword')} />
      <FormNotice notice={notice} />
      <Form.Item>
        <Button type="primary" htmlType="submit" long loading={submitting} disabled={submitting}>
          {t('resetSubmit')}
        </Button>
      </Form.Item>
    </Form>
  );
}
