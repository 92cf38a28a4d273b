import { Button, Input } from '@arco-design/web-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OUTSIDER_LIMITS, type OutsiderJoinResult } from '../../../../protocol';
import { Notice } from '../../../components/notice';
import { errorText } from '../../../lib/error-text';
import { joinWithCode } from '../api/outsiders-api';

type Field = 'code' | 'name' | 'account' | 'password' | 'confirm' | 'organisation' | 'phone';
const FIELDS: Field[] = ['code', 'name', 'account', 'password', 'confirm', 'organisation', 'phone'];
const REQUIRED: Field[] = ['code', 'name', 'account', 'password', 'confirm'];

export interface JoinFormProps {
  onJoined: (result: OutsiderJoinResult) => void;
}

/** An external person's way in: the enterprise's outsider code, who they are, and the account they will sign in with. */
export function JoinForm({ onJoined }: JoinFormProps) {
  const { t } = useTranslation('outsiders');
  const [values, setValues] = useState<Record<Field, string>>(
    () => Object.fromEntries(FIELDS.map((f) => [f, ''])) as Record<Field, string>,
  );
  const [tried, setTried] = useState(false);
  const join = useMutation({
    mutationFn: () =>
      joinWithCode({
        code: values.code,
        name: values.name.trim(),
        account: values.account.trim(),
        password: values.password,
        confirm: values.confirm,
        organisation: values.organisation.trim(),
        phone: values.phone.trim(),
      }),
    onSuccess: onJoined,
  });

  const problem = (field: Field): string | null => {
    const value = values[field].trim();
    if (REQUIRED.includes(field) && !value) return t(`errors.${field}Required`);
    if (field === 'account' && value && !/^[A-Za-z0-9_.@+-]{4,40}$/.test(value)) return t('errors.accountShape');
    if (field === 'confirm' && value && value !== values.password) return t('errors.confirmMismatch');
    return null;
  };

  function submit() {
    setTried(true);
    const first = FIELDS.find((f) => problem(f));
    if (first) {
      document.getElementById(`lp-outsider-${first}`)?.focus();
      return;
    }
    join.mutate();
  }

  const field = (name: Field, input: (props: Record<string, unknown>) => React.ReactNode, hint?: string) => {
    const error = tried ? problem(name) : null;
    const id = `lp-outsider-${name}`;
    return (
      <div className="lp-outsider-field">
        <label htmlFor={id}>
          {REQUIRED.includes(name) ? <span aria-hidden="true">* </span> : null}
          {t(`fields.${name}`)}
        </label>
        {input({
          id,
          value: values[name],
          onChange: (value: string) => setValues((v) => ({ ...v, [name]: value })),
          status: error ? 'error' : undefined,
          'aria-invalid': Boolean(error),
          'aria-required': REQUIRED.includes(name),
          'aria-describedby': error ? `${id}-error` : hint ? `${id}-hint` : undefined,
        })}
        {error ? (
          <span className="lp-outsider-error" id={`${id}-error`}>
            {error}
          </span>
        ) : hint ? (
          <span className="lp-outsider-hint" id={`${id}-hint`}>
            {hint}
          </span>
        ) : null}
      </div>
    );
  };

  return (
    <form
      className="lp-outsider-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <p className="lp-outsider-muted">{t('join.intro')}</p>
      {join.isError ? (
        <Notice type="error" role="alert">
          {errorText(join.error)}
        </Notice>
      ) : null}
      {field(
        'code',
        (p) => (
          <Input {...p} autoComplete="off" maxLength={16} />
        ),
        t('join.codeHint'),
      )}
      {field('name', (p) => (
        <Input {...p} autoComplete="name" maxLength={OUTSIDER_LIMITS.nameMax} />
      ))}
      {field('organisation', (p) => (
        <Input {...p} autoComplete="organization" maxLength={OUTSIDER_LIMITS.organisationMax} />
      ))}
      {field('phone', (p) => (
        <Input {...p} autoComplete="tel" maxLength={20} />
      ))}
      {field(
        'account',
        (p) => (
          <Input {...p} autoComplete="username" maxLength={OUTSIDER_LIMITS.accountMax} />
        ),
        t('join.accountHint'),
      )}
      {field('password', (p) => (
        <Input.Password {...p} autoComplete="new-password" maxLength={64} />
      ))}
      {field('confirm', (p) => (
        <Input.Password {...p} autoComplete="new-password" maxLength={64} />
      ))}
      <Button type="primary" htmlType="submit" long loading={join.isPending} data-testid="outsider-join-submit">
        {t('join.submit')}
      </Button>
    </form>
  );
}
