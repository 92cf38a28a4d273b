import { Button } from '@arco-design/web-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_COUNTRY_CODE, type CountryCode, type UserInfo } from '../../../../protocol';
import { FormField } from '../../../components/form/form-field';
import { NativeForm } from '../../../components/form/native-form';
import { useFormState } from '../../../components/form/use-form-state';
import { useGuardedSubmit } from '../../../lib/use-guarded-submit';
import { login } from '../api/login';
import { FormNotice, type Notice } from './form-notice';
import { PhoneCodeFields, cleanPhone, phoneCodeRules } from './phone-code-fields';

interface CodeLoginValues extends Record<string, string> {
  phone: string;
  code: string;
}

export interface CodeLoginFormProps {
  countryCodes: CountryCode[];
  onLoggedIn: (user: UserInfo) => void;
}

/** Phone and login-code sign-in. One request at a time: a double click sends once. */
export function CodeLoginForm({ countryCodes, onLoggedIn }: CodeLoginFormProps) {
  const { t } = useTranslation('auth');
  const [countryCode, setCountryCode] = useState(DEFAULT_COUNTRY_CODE);
  const form = useFormState<CodeLoginValues>({
    id: 'login-code',
    initial: { phone: '', code: '' },
    rules: phoneCodeRules(t, countryCode),
  });
  const [notice, setNotice] = useState<Notice | null>(null);
  const { submitting, submit } = useGuardedSubmit(
    async (values: CodeLoginValues) => {
      setNotice(null);
      onLoggedIn(
        await login({ loginType: 'code', phone: cleanPhone(values.phone), countryCode, code: values.code.trim() }),
      );
    },
    (text) => setNotice({ type: 'error', text }),
  );

  return (
    <NativeForm
      id="login-code"
      validate={form.validate}
      onValid={(values) => void submit(values)}
      className="lp-login-form"
    >
      <PhoneCodeFields
        form={form}
        purpose="login"
        countryCode={countryCode}
        countryCodes={countryCodes}
        onCountryCodeChange={setCountryCode}
        onNotice={setNotice}
      />
      <FormNotice notice={notice} />
      <FormField>
        <Button type="primary" htmlType="submit" long loading={submitting} disabled={submitting}>
          {t('submit')}
        </Button>
      </FormField>
    </NativeForm>
  );
}
