import { Button, Form, Input, InputTag, Message, TreeSelect } from '@arco-design/web-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  PROFILE_LIMITS,
  type BirthdayType,
  type DepartmentNode,
  type Profile,
  type UserInfo,
} from '../../../../protocol';
import { isApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { saveProfile } from '../api/profile-api';
import {
  birthdayParts,
  birthdayProblem,
  birthdayText,
  emailProblem,
  labelsProblem,
  type RuleMessage,
} from '../profile-rules';
import { BirthdayField, type BirthdayValue } from './birthday-field';

interface FormValues {
  username: string;
  nickname: string;
  email: string;
  birthday: BirthdayValue;
  /** TreeSelect keys are strings. */
  departmentId: string | undefined;
  post: string;
  labels: string[];
}

export interface PersonalDataFormProps {
  profile: Profile;
  departments: DepartmentNode[];
  birthdayTypes: readonly BirthdayType[];
  onSaved: (profile: Profile, user: UserInfo | null) => void;
}

interface TreeNode {
  key: string;
  title: string;
  children: TreeNode[];
}

function toTreeData(nodes: DepartmentNode[]): TreeNode[] {
  return nodes.map((node) => ({ key: String(node.id), title: node.name, children: toTreeData(node.children) }));
}

function valuesOf(profile: Profile): FormValues {
  return {
    username: profile.username,
    nickname: profile.nickname,
    email: profile.email,
    birthday: { type: profile.birthdayType, ...birthdayParts(profile.birthday) },
    departmentId: profile.departmentId === null ? undefined : String(profile.departmentId),
    post: profile.post,
    labels: profile.labels,
  };
}

/** The editable fields of spec 001 §3 User, checked as the server checks them; one Save for all. */
export function PersonalDataForm({ profile, departments, birthdayTypes, onSaved }: PersonalDataFormProps) {
  const { t } = useTranslation('profile');
  const [form] = Form.useForm<FormValues>();
  const [saving, setSaving] = useState(false);
  const treeData = useMemo(() => toTreeData(departments), [departments]);
  const initial = useMemo(() => valuesOf(profile), [profile]);
  const emailRequired = profile.requiredFields.includes('email');
  const say = (rule: RuleMessage | null) => (rule ? t(rule.key, rule.values) : undefined);
  const maxLength = (max: number) => ({ maxLength: max, message: t('rules.tooLong', { max, count: max }) });

  async function submit(values: FormValues) {
    if (saving) return;
    setSaving(true);
    try {
      const draft = {
        username: values.username.trim(),
        nickname: (values.nickname ?? '').trim(),
        email: (values.email ?? '').trim(),
        birthday: birthdayText(values.birthday),
        birthdayType: values.birthday.type,
        departmentId: values.departmentId ? Number(values.departmentId) : null,
        post: (values.post ?? '').trim(),
        labels: (values.labels ?? []).map((label) => label.trim()).filter(Boolean),
      };
      const result = await saveProfile(draft);
      onSaved(result.profile, result.user);
      Message.success(t('saved'));
    } catch (error) {
      if (!(isApiError(error) && error.handled)) Message.error(errorText(error));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Form<FormValues>
      form={form}
      className="lp-profile-form"
      layout="horizontal"
      labelCol={{ span: 5 }}
      wrapperCol={{ span: 19 }}
      initialValues={initial}
      onSubmit={(values) => void submit(values)}
    >
      <Form.Item
        label={t('fields.username')}
        field="username"
        required
        rules={[
          {
            required: true,
            validator: (v: string | undefined, cb) =>
              cb(v?.trim() ? undefined : t('rules.required', { field: t('fields.username') })),
          },
          maxLength(PROFILE_LIMITS.username),
        ]}
      >
        <Input placeholder={t('placeholders.username')} maxLength={PROFILE_LIMITS.username} />
      </Form.Item>
      <Form.Item label={t('fields.nickname')} field="nickname" rules={[maxLength(PROFILE_LIMITS.nickname)]}>
        <Input placeholder={t('placeholders.nickname')} maxLength={PROFILE_LIMITS.nickname} />
      </Form.Item>
      <Form.Item
        label={t('fields.email')}
        field="email"
        required={emailRequired}
        rules={[{ validator: (v: string | undefined, cb) => cb(say(emailProblem(v ?? '', emailRequired))) }]}
      >
        <Input placeholder={t('placeholders.email')} type="email" />
      </Form.Item>
      <Form.Item
        label={t('fields.birthday')}
        field="birthday"
        rules={[
          {
            validator: (v: BirthdayValue | undefined, cb) =>
              cb(v ? say(birthdayProblem(v, v.type, new Date())) : undefined),
          },
        ]}
      >
        <BirthdayField types={birthdayTypes} age={profile.age} />
      </Form.Item>
      <Form.Item label={t('fields.department')} field="departmentId">
        <TreeSelect treeData={treeData} placeholder={t('placeholders.department')} allowClear showSearch />
      </Form.Item>
      <Form.Item label={t('fields.post')} field="post" rules={[maxLength(PROFILE_LIMITS.post)]}>
        <Input placeholder={t('placeholders.post')} maxLength={PROFILE_LIMITS.post} />
      </Form.Item>
      <Form.Item
        label={t('fields.labels')}
        field="labels"
        extra={t('labelsHint', {
          max: PROFILE_LIMITS.labels,
          length: PROFILE_LIMITS.labelLength,
          count: PROFILE_LIMITS.labels,
        })}
        rules={[{ validator: (v: string[] | undefined, cb) => cb(say(labelsProblem(v ?? []))) }]}
      >
        <InputTag placeholder={t('placeholders.labels')} allowClear saveOnBlur />
      </Form.Item>
      <Form.Item wrapperCol={{ offset: 5 }}>
        <Button type="primary" htmlType="submit" loading={saving} disabled={saving}>
          {t('save')}
        </Button>{' '}
        <Button disabled={saving} onClick={() => form.setFieldsValue(initial)}>
          {t('reset')}
        </Button>
      </Form.Item>
    </Form>
  );
}
