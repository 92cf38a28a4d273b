import { Button, Form, Input, Message, Select } from '@arco-design/web-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_COUNTRY_CODE, type CountryCode, type Profile, type UserInfo } from '../../../../protocol';
import { isApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { changePhone, getCountryCodes } from '../api/profile-api';
import { profileKeys } from '../api/query-keys';
import { newPhoneProblem, type RuleMessage } from '../profile-rules';
import { SendCodeButton } from './send-code-button';

const NO_CODES: CountryCode[] = [];

interface FormValues {
  countryCode: string;
  phone: string;
  code: string;
}

export interface PhoneChangeFormProps {
  profile: Profile;
  onChanged: (profile: Profile, user: UserInfo | null) => void;
}

/** New phone + country code + a change_phone code sent to it (spec 001 §5 phone rules). */
export function PhoneChangeForm({ profile, onChanged }: PhoneChangeFormProps) {
  const { t, i18n } = useTranslation('profile');
  const [form] = Form.useForm<FormValues>();
  const codes =
    useQuery({ queryKey: profileKeys.countryCodes(i18n.language), queryFn: getCountryCodes, retry: false }).data ??
    NO_CODES;
  const [saving, setSaving] = useState(false);
  const say = (rule: RuleMessage | null) => (rule ? t(rule.key, rule.values) : undefined);
  // Stored as phoneKey(): compared in the same spelling by newPhoneProblem.
  const current = profile.phone;

  async function target() {
    try {
      const values = await form.validate(['countryCode', 'phone']);
      return {
        phone: (values.phone ?? '').replace(/[\s-]/g, ''),
        countryCode: values.countryCode ?? DEFAULT_COUNTRY_CODE,
      };
    } catch {
      return null;
    }
  }

  async function submit(values: FormValues) {
    if (saving) return;
    setSaving(true);
    try {
      const result = await changePhone({
        phone: values.phone.replace(/[\s-]/g, ''),
        countryCode: values.countryCode,
        code: values.code.trim(),
      });
      form.resetFields();
      onChanged(result.profile, result.user);
      Message.success(t('phone.changed'));
    } catch (error) {
      if (!(isApiError(error) && error.handled)) Message.error(errorText(error));
    } finally {
      setSaving(false);
    }
  }

  const options = (codes.length ? codes : [{ code: DEFAULT_COUNTRY_CODE, iso: 'CN', name: '' }]).map((c) => ({
    label: c.name ? `${c.code} ${c.name}` : c.code,
    value: c.code,
  }));
  return (
    <Form<FormValues>
      form={form}
      className="lp-profile-form"
      layout="horizontal"
      labelCol={{ span: 6 }}
      wrapperCol={{ span: 18 }}
      initialValues={{ countryCode: DEFAULT_COUNTRY_CODE, phone: '', code: '' }}
      onSubmit={(values) => void submit(values)}
    >
      <Form.Item label={t('phone.countryCode')} field="countryCode">
        <Select
          options={options}
          showSearch
          style={{ width: 260 }}
          // A number already typed is checked again under the new country's rule.
          onChange={() =>
            form.getFieldValue('phone') ? void form.validate(['phone']).catch(() => undefined) : undefined
          }
        />
      </Form.Item>
      <Form.Item
        label={t('phone.newPhone')}
        field="phone"
        required
        rules={[
          {
            validator: (v: string | undefined, cb) =>
              cb(say(newPhoneProblem(v ?? '', form.getFieldValue('countryCode') ?? DEFAULT_COUNTRY_CODE, current))),
          },
        ]}
      >
        <Input placeholder={t('phone.newPhonePlaceholder')} inputMode="tel" autoComplete="tel-national" />
      </Form.Item>
      <Form.Item label={t('phone.code')} required>
        <div className="lp-code-row">
          <Form.Item
            field="code"
            noStyle
            rules={[
              {
                validator: (v: string | undefined, cb) =>
                  cb(
                    !v?.trim()
                      ? t('phone.codeRequired')
                      : /^\d{6}$/.test(v.trim())
                        ? undefined
                        : t('phone.codeInvalid'),
                  ),
              },
            ]}
          >
            <Input
              id="lp-change-phone-code"
              aria-label={t('phone.code')}
              placeholder={t('phone.codePlaceholder')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
            />
          </Form.Item>
          <SendCodeButton target={target} />
        </div>
      </Form.Item>
      <Form.Item wrapperCol={{ offset: 6 }}>
        <Button type="primary" htmlType="submit" loading={saving} disabled={saving}>
          {t('phone.submit')}
        </Button>
      </Form.Item>
    </Form>
  );
}
