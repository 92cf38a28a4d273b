import { Checkbox, Input, Radio, Spin, Tag } from '@arco-design/web-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessagingAudienceOptions } from '../../../../protocol';
import { LoadState } from '../../../components/load-state';
import { errorText } from '../../../lib/error-text';
import { getAudienceOptions, previewAudience, type AudienceChoice } from '../api/messaging-api';
import { messagingKeys } from '../api/query-keys';

export interface AudiencePickerProps {
  value: AudienceChoice;
  onChange: (value: AudienceChoice) => void;
  /** Names of chosen members, kept by the page so chips survive a new search. */
  memberNames: Map<number, string>;
  onMemberName: (id: number, name: string) => void;
}

type Department = MessagingAudienceOptions['departments'][number];

/** Departments in tree order with their depth, so the list reads like the organisation chart. */
function treeOrder(departments: Department[]): Array<Department & { depth: number }> {
  const byParent = new Map<number | null, Department[]>();
  for (const d of departments) byParent.set(d.parentId, [...(byParent.get(d.parentId) ?? []), d]);
  const known = new Set(departments.map((d) => d.id));
  const out: Array<Department & { depth: number }> = [];
  const walk = (parent: number | null, depth: number) => {
    for (const d of byParent.get(parent) ?? []) {
      out.push({ ...d, depth });
      walk(d.id, depth + 1);
    }
  };
  walk(null, 0);
  // A department whose parent is missing still shows, at the top level.
  for (const d of departments) if (d.parentId !== null && !known.has(d.parentId)) out.push({ ...d, depth: 0 });
  return out;
}

/** Everyone, departments (with their sub-departments) or chosen members, and how many that reaches. */
export function AudiencePicker({ value, onChange, memberNames, onMemberName }: AudiencePickerProps) {
  const { t } = useTranslation('admin-messaging');
  const [keyword, setKeyword] = useState('');
  const options = useQuery({
    queryKey: messagingKeys.audience(keyword.trim()),
    queryFn: () => getAudienceOptions(keyword.trim()),
    placeholderData: keepPreviousData,
  });
  const ready =
    value.scope === 'all' ||
    (value.scope === 'departments' && value.departmentIds.length > 0) ||
    (value.scope === 'members' && value.userIds.length > 0);
  const preview = useQuery({
    queryKey: messagingKeys.preview(value),
    queryFn: () => previewAudience(value),
    enabled: ready,
  });

  const toggle = (list: number[], id: number, on: boolean) => (on ? [...list, id] : list.filter((x) => x !== id));

  return (
    <fieldset className="lp-amsg-audience">
      <legend>{t('audience.legend')}</legend>
      <Radio.Group
        type="button"
        value={value.scope}
        onChange={(scope: AudienceChoice['scope']) => onChange({ ...value, scope })}
        aria-label={t('audience.legend')}
      >
        <Radio value="departments">{t('audience.departments')}</Radio>
        <Radio value="members">{t('audience.members')}</Radio>
        <Radio value="all">{t('audience.all')}</Radio>
      </Radio.Group>

      {value.scope === 'departments' ? (
        options.isPending ? (
          <Spin />
        ) : options.isError ? (
          <LoadState kind="error" error={options.error} onRetry={() => void options.refetch()} />
        ) : (
          <ul className="lp-amsg-departments" aria-label={t('audience.departments')}>
            {treeOrder(options.data.departments).map((d) => (
              <li key={d.id} style={{ paddingInlineStart: `${d.depth * 20}px` }}>
                <Checkbox
                  checked={value.departmentIds.includes(d.id)}
                  onChange={(on: boolean) =>
                    onChange({ ...value, departmentIds: toggle(value.departmentIds, d.id, on) })
                  }
                >
                  {d.name} <span className="lp-amsg-muted">{t('audience.memberCount', { count: d.members })}</span>
                </Checkbox>
              </li>
            ))}
          </ul>
        )
      ) : null}

      {value.scope === 'members' ? (
        <div className="lp-amsg-members">
          <div className="lp-amsg-chips" aria-live="polite">
            {value.userIds.map((id) => (
              <Tag
                key={id}
                closable
                onClose={() => onChange({ ...value, userIds: value.userIds.filter((x) => x !== id) })}
              >
                {memberNames.get(id) ?? `#${id}`}
              </Tag>
            ))}
          </div>
          <Input.Search
            allowClear
            value={keyword}
            onChange={setKeyword}
            placeholder={t('audience.searchPlaceholder')}
            aria-label={t('audience.search')}
          />
          {options.data ? (
            options.data.members.length === 0 ? (
              <p className="lp-amsg-muted">{t('audience.noMatch')}</p>
            ) : (
              <ul className="lp-amsg-member-list" aria-label={t('audience.matches')}>
                {options.data.members.map((m) => (
                  <li key={m.id}>
                    <Checkbox
                      checked={value.userIds.includes(m.id)}
                      onChange={(on: boolean) => {
                        onMemberName(m.id, m.name);
                        onChange({ ...value, userIds: toggle(value.userIds, m.id, on) });
                      }}
                    >
                      {m.name}{' '}
                      <span className="lp-amsg-muted">{[m.account, m.department].filter(Boolean).join(' · ')}</span>
                    </Checkbox>
                  </li>
                ))}
              </ul>
            )
          ) : (
            <Spin />
          )}
        </div>
      ) : null}

      <p className="lp-amsg-preview" role="status" data-testid="audience-preview">
        {!ready
          ? t('audience.chooseFirst')
          : preview.isPending
            ? t('audience.counting')
            : preview.isError
              ? errorText(preview.error)
              : t('audience.reaches', { count: preview.data })}
      </p>
    </fieldset>
  );
}
