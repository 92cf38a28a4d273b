import { Button } from '@arco-design/web-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { CountryCode, PasswordPolicy, UserInfo } from '../../../../protocol';
import { FormField } from '../../../components/form/form-field';
import { NativeForm } from '../../../components/form/native-form';
import { TextInput } from '../../../components/form/text-input';
import { useFormState } from '../../../components/form/use-form-state';
import { useGuardedSubmit } from '../../../lib/use-guarded-submit';
import { register } from '../api/register';
import { usePasswordRules } from '../hooks/use-password-rules';
import { useAuthDraftStore } from '../stores/auth-draft-store';
import { FormNotice, type Notice } from './form-notice';
import { PasswordFields } from './password-fields';
import { PhoneCodeFields, cleanPhone, phoneCodeRules } from './phone-code-fields';

interface RegisterValues extends Record<string, string | boolean> {
  phone: string;
  code: string;
  username: string;
  password: string;
  confirm: string;
  agree: boolean;
}

export interface RegisterFormProps {
  countryCodes: CountryCode[];
  policy: PasswordPolicy;
  onRegistered: (user: UserInfo) => void;
}

/**
 * Sign-up with a verified phone. What was typed (except passwords) is kept while the person
 * reads the agreement on its own page, so coming back does not mean starting over.
 */
export function RegisterForm({ countryCodes, policy, onRegistered }: RegisterFormProps) {
  const { t } = useTranslation('auth');
  const draft = useAuthDraftStore((state) => state.register);
  const saveDraft = useAuthDraftStore((state) => state.saveRegisterDraft);
  const clearDraft = useAuthDraftStore((state) => state.clearRegisterDraft);
  const [countryCode, setCountryCode] = useState(draft.countryCode);
  const [notice, setNotice] = useState<Notice | null>(null);
  const passwordRules = usePasswordRules(policy);
  const form = useFormState<RegisterValues>({
    id: 'register',
    initial: {
      phone: draft.phone,
      code: draft.code,
      username: draft.username,
      password: '',
      confirm: '',
      agree: draft.agree,
    },
    rules: {
      ...phoneCodeRules<RegisterValues>(t, countryCode),
      username: (value) => {
        const name = String(value).trim();
        if (!name) return t('nameRequired');
        return name.length > 30 ? t('nameTooLong') : undefined;
      },
      password: passwordRules.checkPassword,
      confirm: (value, values) => passwordRules.checkConfirm(value, values.password),
      agree: (value) => (value ? undefined : t('agreeRequired')),
    },
    onValuesChange: (all) => saveDraft({ phone: all.phone, code: all.code, username: all.username, agree: all.agree }),
  });

  function changeCountryCode(code: string) {
    setCountryCode(code);
    saveDraft({ countryCode: code });
  }

  const { submitting, submit } = useGuardedSubmit(
    async (values: RegisterValues) => {
      setNotice(null);
      const user = await register({
        phone: cleanPhone(values.phone),
        countryCode,
        code: values.code.trim(),
        username: values.username.trim(),
        password: values.password,
        confirm: values.confirm,
      });
      clearDraft();
      onRegistered(user);
    },
    (text) => setNotice({ type: 'error', text }),
  );
  const username = form.text('username');
  const agreeId = form.fieldId('agree');

  return (
    <NativeForm
      id="register"
      validate={form.validate}
      onValid={(values) => void submit(values)}
      className="lp-login-form"
    >
      <PhoneCodeFields
        form={form}
        purpose="register"
        countryCode={countryCode}
        countryCodes={countryCodes}
        onCountryCodeChange={changeCountryCode}
        onNotice={setNotice}
      />
      <FormField label={t('name')} htmlFor={username.id} required error={username.error}>
        <TextInput {...username} placeholder={t('namePlaceholder')} autoComplete="name" maxLength={30} />
      </FormField>
      <PasswordFields form={form} hint={passwordRules.hint} label={t('password')} />
      <FormField htmlFor={agreeId} error={form.errors.agree}>
        <label className="lp-checkbox">
          <input
            id={agreeId}
            type="checkbox"
            checked={form.values.agree}
            onChange={(event) => form.set('agree', event.target.checked)}
            {...(form.errors.agree ? { 'aria-invalid': true, 'aria-describedby': `${agreeId}-message` } : {})}
          />
          <span>
            {t('agreePrefix')}
            <Link to="/agreement" className="lp-login-link">
              {t('agreementLink')}
            </Link>
          </span>
        </label>
      </FormField>
      <FormNotice notice={notice} />
      <FormField>
        <Button type="primary" htmlType="submit" long loading={submitting} disabled={submitting}>
          {t('registerSubmit')}
        </Button>
      </FormField>
    </NativeForm>
  );
}
