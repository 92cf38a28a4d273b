import { Input } from '@arco-design/web-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { findPeople, meetingKeys } from '../api/meetings-api';

export type Role = 'host' | 'member';

/** People of the organisation to invite: each row's checkboxes make the person a host or a member. */
export function PeoplePicker({
  roles,
  onChange,
}: {
  roles: Map<number, Role>;
  onChange(roles: Map<number, Role>): void;
}) {
  const { t } = useTranslation('meetings');
  const [keyword, setKeyword] = useState('');
  const people = useQuery({ queryKey: meetingKeys.people(keyword), queryFn: () => findPeople(keyword) });
  const set = (id: number, role: Role, on: boolean) => {
    const next = new Map(roles);
    if (on) next.set(id, role);
    else if (next.get(id) === role) next.delete(id);
    onChange(next);
  };
  const hosts = [...roles.values()].filter((r) => r === 'host').length;
  return (
    <fieldset className="lp-meetings__people">
      <legend>{t('form.people')}</legend>
      <p className="lp-meetings__muted" aria-live="polite">
        {t('form.chosen', { hosts, members: roles.size })}
      </p>
      <Input.Search aria-label={t('form.search')} placeholder={t('form.search')} onSearch={setKeyword} allowClear />
      <table className="lp-meetings__table">
        <thead>
          <tr>
            <th scope="col">{t('form.name')}</th>
            <th scope="col">{t('form.host')}</th>
            <th scope="col">{t('form.member')}</th>
          </tr>
        </thead>
        <tbody>
          {(people.data?.items ?? []).map((person) => (
            <tr key={person.id}>
              <th scope="row">
                {person.name}
                {person.department ? <span className="lp-meetings__muted"> · {person.department}</span> : null}
              </th>
              <td>
                <input
                  type="checkbox"
                  aria-label={t('form.asHost', { name: person.name })}
                  checked={roles.get(person.id) === 'host'}
                  onChange={(e) => set(person.id, 'host', e.target.checked)}
                />
              </td>
              <td>
                <input
                  type="checkbox"
                  aria-label={t('form.asMember', { name: person.name })}
                  checked={roles.get(person.id) === 'member'}
                  onChange={(e) => set(person.id, 'member', e.target.checked)}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </fieldset>
  );
}
