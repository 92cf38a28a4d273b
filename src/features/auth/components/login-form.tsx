import { Alert, Button, Form, Input } from '@arco-design/web-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserInfo } from '../../../../protocol';
import { useGuardedSubmit } from '../../../lib/use-guarded-submit';
import { login } from '../api/login';

interface LoginValues {
  account: string;
  password: string;
}

export interface LoginFormProps {
  onLoggedIn: (user: UserInfo) => void;
}

/** Account and password sign-in. One request at a time: a double click or Enter+click sends once. */
export function LoginForm({ onLoggedIn }: LoginFormProps) {
  const { t } = useTranslation('auth');
  const [form] = Form.useForm<LoginValues>();
  const [failure, setFailure] = useState('');
  const { submitting, submit } = useGuardedSubmit(async (values: LoginValues) => {
    setFailure('');
    onLoggedIn(await login({ account: values.account.trim(), password: values.password }));
  }, setFailure);

  return (
    <Form form={form} id="login" layout="vertical" onSubmit={submit} autoComplete="on" className="lp-login-form">
      <Form.Item label={t('account')} field="account" rules={[{ required: true, message: t('accountRequired') }]}>
        <Input placeholder={t('accountPlaceholder')} autoComplete="username" maxLength={64} />
      </Form.Item>
      <Form.Item label={t('password')} field="password" rules={[{ required: true, message: t('passwordRequired') }]}>
        <Input.Password placeholder={t('passwordPlaceholder')} autoComplete="current-password" maxLength={64} />
      </Form.Item>
      {failure ? <Alert type="error" content={failure} className="lp-login-failure" /> : null}
      <Form.Item>
        <Button type="primary" htmlType="submit" long loading={submitting} disabled={submitting}>
          {t('submit')}
        </Button>
      </Form.Item>
    </Form>
  );
}
