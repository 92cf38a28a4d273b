import { Button } from '@arco-design/web-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_COUNTRY_CODE, type CountryCode, type PasswordPolicy } from '../../../../protocol';
import { FormField } from '../../../components/form/form-field';
import { NativeForm } from '../../../components/form/native-form';
import { useFormState } from '../../../components/form/use-form-state';
import { useGuardedSubmit } from '../../../lib/use-guarded-submit';
import { resetPassword } from '../api/reset-password';
import { usePasswordRules } from '../hooks/use-password-rules';
import { FormNotice, type Notice } from './form-notice';
import { PasswordFields } from './password-fields';
import { PhoneCodeFields, cleanPhone, phoneCodeRules } from './phone-code-fields';

interface ResetValues extends Record<string, string> {
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
  const [countryCode, setCountryCode] = useState(DEFAULT_COUNTRY_CODE);
  const passwordRules = usePasswordRules(policy);
  const form = useFormState<ResetValues>({
    id: 'reset-password',
    initial: { phone: '', code: '', password: '', confirm: '' },
    rules: {
      ...phoneCodeRules<ResetValues>(t, countryCode),
      password: passwordRules.checkPassword,
      confirm: (value, values) => passwordRules.checkConfirm(value, values.password),
    },
  });
  const [notice, setNotice] = useState<Notice | null>(null);
  const { submitting, submit } = useGuardedSubmit(
    async (values: ResetValues) => {
      setNotice(null);
      await resetPassword({
        phone: cleanPhone(values.phone),
        countryCode,
        code: values.code.trim(),
        password: values.password,
        confirm: values.confirm,
      });
      onReset();
    },
    (text) => setNotice({ type: 'error', text }),
  );

  return (
    <NativeForm
      id="reset-password"
      validate={form.validate}
      onValid={(values) => void submit(values)}
      className="lp-login-form"
    >
      <PhoneCodeFields
        form={form}
        purpose="reset_password"
        countryCode={countryCode}
        countryCodes={countryCodes}
        onCountryCodeChange={setCountryCode}
        onNotice={setNotice}
      />
      <PasswordFields form={form} hint={passwordRules.hint} label={t('newPassword')} />
      <FormNotice notice={notice} />
      <FormField>
        <Button type="primary" htmlType="submit" long loading={submitting} disabled={submitting}>
          {t('resetSubmit')}
        </Button>
      </FormField>
    </NativeForm>
  );
}
