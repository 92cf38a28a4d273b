import { Button, Checkbox, Form, Input } from '@arco-design/web-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { CountryCode, PasswordPolicy, UserInfo } from '../../../../protocol';
import { errorText } from '../../../lib/error-text';
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
  const [submitting, setSubmitting] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const inFlight = useRef(false);

  function changeCountryCode(code: string) {
    setCountryCode(code);
    saveDraft({ countryCode: code });
  }

  async function submit(values: RegisterValues) {
    if (inFlight.current) return;
    inFlight.current = true;
    setSubmitting(true);
    setNotice(null);
    try {
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
    } catch (error) {
      setNotice({ type: 'error', text: errorText(error) });
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  }

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
