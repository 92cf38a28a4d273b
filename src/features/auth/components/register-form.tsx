import { Button, Checkbox, Form, Input } from '@arco-design/web-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { CountryCode, PasswordPolicy, UserInfo } from '../../../../protocol';
import { useGuardedSubmit } from '../../../lib/use-guarded-submit';
import { register } from '../api/register';
import { useAuthDraftStore } from '../stores/auth-draft-store';
import { FormNotice, type Notice } from './form-notice';
import { PasswordFields } from './password-fields';
import { PhoneCodeFields, cleanPhone } from './phone-code-fields';

interface RegisterValues {
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
  const [form] = Form.useForm<RegisterValues>();
  const [countryCode, setCountryCode] = useState(draft.countryCode);
  const [notice, setNotice] = useState<Notice | null>(null);

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

  return (
    <Form
      form={form}
      id="register"
      layout="vertical"
      onSubmit={submit}
      className="lp-login-form"
      initialValues={{ phone: draft.phone, code: draft.code, username: draft.username, agree: draft.agree }}
      onValuesChange={(_changed, all) => saveDraft({ phone: all.phone ?? '', code: all.code ?? '', username: all.username ?? '', agree: !!all.agree })}
    >
      <PhoneCodeFields validatePhone={() => form.validate(['phone'])} purpose="register" countryCode={countryCode} countryCodes={countryCodes} onCountryCodeChange={changeCountryCode} onNotice={setNotice} />
      <Form.Item label={t('name')} field="username" rules={[{ required: true, message: t('nameRequired') }, { maxLength: 30, message: t('nameTooLong') }]}>
        <Input placeholder={t('namePlaceholder')} autoComplete="name" maxLength={30} />
      </Form.Item>
      <PasswordFields readPassword={() => form.getFieldValue('password') as string | undefined} policy={policy} label={t('password')} />
      <Form.Item field="agree" triggerPropName="checked" rules={[{ validator: (value: boolean | undefined, cb: (e?: string) => void) => cb(value ? undefined : t('agreeRequired')) }]}>
        <Checkbox>
          {t('agreePrefix')}
          <Link to="/agreement" className="lp-login-link">
            {t('agreementLink')}
          </Link>
        </Checkbox>
      </Form.Item>
      <FormNotice notice={notice} />
      <Form.Item>
        <Button type="primary" htmlType="submit" long loading={submitting} disabled={submitting}>
          {t('registerSubmit')}
        </Button>
      </Form.Item>
    </Form>
  );
}
