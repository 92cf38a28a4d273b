import { Button, Form } from '@arco-design/web-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_COUNTRY_CODE, type CountryCode, type UserInfo } from '../../../../protocol';
import { useGuardedSubmit } from '../../../lib/use-guarded-submit';
import { login } from '../api/login';
import { FormNotice, type Notice } from './form-notice';
import { PhoneCodeFields, cleanPhone } from './phone-code-fields';

interface CodeLoginValues {
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
  const [form] = Form.useForm<CodeLoginValues>();
  const [countryCode, setCountryCode] = useState(DEFAULT_COUNTRY_CODE);
  const [notice, setNotice] = useState<Notice | null>(null);
  const { submitting, submit } = useGuardedSubmit(
    async (values: CodeLoginValues) => {
      setNotice(null);
      onLoggedIn(await login({ loginType: 'code', phone: cleanPhone(values.phone), countryCode, code: values.code.trim() }));
    },
    (text) => setNotice({ type: 'error', text }),
  );

  return (
    <Form form={form} id="login-code" layout="vertical" onSubmit={submit} className="lp-login-form">
      <PhoneCodeFields validatePhone={() => form.validate(['phone'])} purpose="login" countryCode={countryCode} countryCodes={countryCodes} onCountryCodeChange={setCountryCode} onNotice={setNotice} />
      <FormNotice notice={notice} />
      <Form.Item>
        <Button type="primary" htmlType="submit" long loading={submitting} disabled={submitting}>
          {t('submit')}
        </Button>
      </Form.Item>
    </Form>
  );
}
