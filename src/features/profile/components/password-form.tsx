import { Button, Form, Input, Message } from '@arco-design/web-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorCode, type PasswordPolicy, type PasswordProblem, type UserInfo } from '../../../../protocol';
import { isApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { updatePassword } from '../api/profile-api';
import { newPasswordProblem, passwordProblemMessage, policyRules } from '../profile-rules';

interface FormValues {
  oldPassword: string;
  password: string;
  confirm: string;
}

export interface PasswordFormProps {
  policy: PasswordPolicy;
  onChanged: (user: UserInfo | null) => void;
}

/** Current, new and confirm; the enterprise's policy checked as you type, with the exact rule broken. */
export function PasswordForm({ policy, onChanged }: PasswordFormProps) {
  const { t } = useTranslation('profile');
  const [form] = Form.useForm<FormValues>();
  const [saving, setSaving] = useState(false);

  async function submit(values: FormValues) {
    if (saving) return;
    setSaving(true);
    try {
      const user = await updatePassword(values);
      form.resetFields();
      Message.success(t('password.changed'));
      onChanged(user);
    } catch (error) {
      if (isApiError(error) && error.code === ErrorCode.OLD_PASSWORD_WRONG) {
        form.setFields({ oldPassword: { error: { message: error.msg } } });
      } else if (isApiError(error) && error.code === ErrorCode.PASSWORD_REJECTED) {
        // The server names the rule; show it on the field it concerns, in the form's words.
        const rule = (error.data as { rule?: PasswordProblem } | null)?.rule;
        const message = rule
          ? t(passwordProblemMessage(rule, policy).key, passwordProblemMessage(rule, policy).values)
          : error.msg;
        form.setFields({ [rule === 'mismatch' ? 'confirm' : 'password']: { error: { message } } });
      } else if (isApiError(error) && error.code === ErrorCode.PASSWORD_UNCHANGED) {
        form.setFields({ password: { error: { message: t('password.unchanged') } } });
      } else if (!(isApiError(error) && error.handled)) {
        Message.error(errorText(error));
      }
    } finally {
      setSaving(false);
    }
  }

  return (
    <>
      <p className="lp-image-field-label">{t('password.policy')}</p>
      <ul className="lp-profile-rules">
        {policyRules(policy).map((rule) => (
          <li key={rule.key}>{t(rule.key, rule.values)}</li>
        ))}
      </ul>
      <Form<FormValues>
        form={form}
        className="lp-profile-form"
        layout="horizontal"
        labelCol={{ span: 7 }}
        wrapperCol={{ span: 17 }}
        onSubmit={(values) => void submit(values)}
      >
        <Form.Item
          label={t('password.old')}
          field="oldPassword"
          required
          rules={[{ required: true, message: t('password.oldRequired') }]}
        >
          <Input.Password autoComplete="current-password" maxLength={64} />
        </Form.Item>
        <Form.Item
          label={t('password.new')}
          field="password"
          required
          rules={[
            { required: true, message: t('password.newRequired') },
            {
              validator: (v: string | undefined, cb) => {
                const problem = v ? newPasswordProblem(v, policy) : null;
                if (problem) return cb(t(problem.key, problem.values));
                if (v && v === form.getFieldValue('oldPassword')) return cb(t('password.unchanged'));
                cb();
              },
            },
          ]}
        >
          <Input.Password autoComplete="new-password" maxLength={64} />
        </Form.Item>
        <Form.Item
          label={t('password.confirm')}
          field="confirm"
          required
          dependencies={['password']}
          rules={[
            { required: true, message: t('password.confirmRequired') },
            {
              validator: (v: string | undefined, cb) =>
                cb(v && v !== form.getFieldValue('password') ? t('password.rule.mismatch') : undefined),
            },
          ]}
        >
          <Input.Password autoComplete="new-password" maxLength={64} />
        </Form.Item>
        <Form.Item wrapperCol={{ offset: 7 }}>
          <Button type="primary" htmlType="submit" loading={saving} disabled={saving}>
            {t('password.submit')}
          </Button>
        </Form.Item>
      </Form>
    </>
  );
}
