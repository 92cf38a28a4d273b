import { Button } from '@arco-design/web-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserInfo } from '../../../../protocol';
import { FormField } from '../../../components/form/form-field';
import { NativeForm } from '../../../components/form/native-form';
import { PasswordInput, TextInput } from '../../../components/form/text-input';
import { useFormState } from '../../../components/form/use-form-state';
import { useGuardedSubmit } from '../../../lib/use-guarded-submit';
import { login } from '../api/login';
import { FormNotice } from './form-notice';

interface LoginValues extends Record<string, string> {
  account: string;
  password: string;
}

export interface LoginFormProps {
  onLoggedIn: (user: UserInfo) => void;
}

/** Account and password sign-in. One request at a time: a double click or Enter+click sends once. */
export function LoginForm({ onLoggedIn }: LoginFormProps) {
  const { t } = useTranslation('auth');
  const form = useFormState<LoginValues>({
    id: 'login',
    initial: { account: '', password: '' },
    rules: {
      account: (value) => (String(value).trim() ? undefined : t('accountRequired')),
      password: (value) => (value ? undefined : t('passwordRequired')),
    },
  });
  const [failure, setFailure] = useState('');
  const { submitting, submit } = useGuardedSubmit(async (values: LoginValues) => {
    setFailure('');
    onLoggedIn(await login({ account: values.account.trim(), password: values.password }));
  }, setFailure);
  const account = form.text('account');
  const password = form.text('password');

  return (
    <NativeForm
      id="login"
      validate={form.validate}
      onValid={(values) => void submit(values)}
      autoComplete="on"
      className="lp-login-form"
    >
      <FormField label={t('account')} htmlFor={account.id} required error={account.error}>
        <TextInput {...account} placeholder={t('accountPlaceholder')} autoComplete="username" maxLength={64} />
      </FormField>
      <FormField label={t('password')} htmlFor={password.id} required error={password.error}>
        <PasswordInput
          {...password}
          placeholder={t('passwordPlaceholder')}
          autoComplete="current-password"
          maxLength={64}
          showLabel={t('showPassword')}
          hideLabel={t('hidePassword')}
        />
      </FormField>
      {failure ? <FormNotice notice={{ type: 'error', text: failure }} /> : null}
      <FormField>
        <Button type="primary" htmlType="submit" long loading={submitting} disabled={submitting}>
          {t('submit')}
        </Button>
      </FormField>
    </NativeForm>
  );
}
