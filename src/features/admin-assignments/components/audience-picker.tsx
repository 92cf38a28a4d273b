import { Button, Input } from '@arco-design/web-react';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AssignPickerDepartment, AssignPickerMember } from '../../../../protocol';
import { LoadState } from '../../../components/load-state';
import { getAudienceOptions, searchMembers } from '../api/admin-assignments-api';
import { assignmentKeys } from '../api/query-keys';
import { useDebouncedValue } from '../use-debounced-value';

/** What the administrator chose: members by name, departments (each with its sub-departments) and posts. */
export interface AudienceChoice {
  members: AssignPickerMember[];
  departmentIds: number[];
  posts: string[];
}

export const NO_AUDIENCE: AudienceChoice = { members: [], departmentIds: [], posts: [] };

export function isEmptyAudience(a: AudienceChoice): boolean {
  return a.members.length + a.departmentIds.length + a.posts.length === 0;
}

export interface AudiencePickerProps {
  value: AudienceChoice;
  onChange: (value: AudienceChoice) => void;
}

/**
 * Who gets it: a member search (add and remove by name), the department tree (a department
 * includes its sub-departments: they show as included) and the posts, each with member counts.
 */
export function AudiencePicker({ value, onChange }: AudiencePickerProps) {
  const { t } = useTranslation('admin-assignments');
  const options = useQuery({ queryKey: assignmentKeys.options, queryFn: getAudienceOptions });
  return (
    <div className="lp-assign-audience">
      <MemberSearch value={value} onChange={onChange} />
      <fieldset className="lp-assign-fieldset">
        <legend>{t('audience.departments')}</legend>
        <p className="lp-page-muted">{t('audience.departmentsHint')}</p>
        {options.isPending ? (
          <LoadState kind="loading" />
        ) : !options.data ? (
          <LoadState kind="error" error={options.error} onRetry={() => void options.refetch()} />
        ) : (
          <DepartmentTree
            departments={options.data.departments}
            chosen={value.departmentIds}
            onChange={(departmentIds) => onChange({ ...value, departmentIds })}
          />
        )}
      </fieldset>
      <fieldset className="lp-assign-fieldset">
        <legend>{t('audience.posts')}</legend>
        {options.data && options.data.posts.length === 0 ? (
          <p className="lp-page-muted">{t('audience.noPosts')}</p>
        ) : null}
        <ul className="lp-assign-checks">
          {(options.data?.posts ?? []).map((p) => (
            <li key={p.name}>
              <label className="lp-assign-check">
                <input
                  type="checkbox"
                  checked={value.posts.includes(p.name)}
                  onChange={(e) =>
                    onChange({
                      ...value,
                      posts: e.target.checked ? [...value.posts, p.name] : value.posts.filter((x) => x !== p.name),
                    })
                  }
                />
                <span className="lp-assign-check-name">{p.name}</span>
                <span className="lp-page-muted">{t('audience.memberCount', { count: p.members })}</span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
    </div>
  );
}

function MemberSearch({ value, onChange }: AudiencePickerProps) {
  const { t } = useTranslation('admin-assignments');
  const [typed, setTyped] = useState('');
  const keyword = useDebouncedValue(typed.trim());
  const resultsId = useId();
  const found = useQuery({
    queryKey: assignmentKeys.members(keyword),
    queryFn: () => searchMembers(keyword),
    enabled: keyword !== '',
  });
  const chosen = new Set(value.members.map((m) => m.id));
  return (
    <fieldset className="lp-assign-fieldset">
      <legend>{t('audience.members')}</legend>
      <Input
        aria-label={t('audience.memberSearch')}
        aria-controls={resultsId}
        placeholder={t('audience.memberSearchPlaceholder')}
        value={typed}
        maxLength={50}
        allowClear
        onChange={setTyped}
      />
      <ul id={resultsId} className="lp-assign-results" aria-label={t('audience.memberResults')} aria-live="polite">
        {keyword !== '' && found.data?.length === 0 ? (
          <li className="lp-page-muted">{t('audience.noMembers')}</li>
        ) : null}
        {keyword !== ''
          ? (found.data ?? []).map((m) => (
              <li key={m.id} className="lp-assign-result">
                <span className="lp-assign-result-text">
                  <strong>{m.name}</strong>
                  <span className="lp-page-muted">{[m.account, m.department, m.post].filter(Boolean).join(' · ')}</span>
                </span>
                <Button
                  size="small"
                  disabled={chosen.has(m.id)}
                  aria-label={t('audience.addNamed', { name: m.name })}
                  onClick={() => onChange({ ...value, members: [...value.members, m] })}
                >
                  {chosen.has(m.id) ? t('audience.added') : t('audience.add')}
                </Button>
              </li>
            ))
          : null}
      </ul>
      {value.members.length > 0 ? (
        <ul className="lp-assign-chips" aria-label={t('audience.chosenMembers')}>
          {value.members.map((m) => (
            <li key={m.id}>
              <button
                type="button"
                className="lp-assign-chip"
                aria-label={t('audience.removeNamed', { name: m.name })}
                onClick={() => onChange({ ...value, members: value.members.filter((x) => x.id !== m.id) })}
              >
                {m.name} <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </fieldset>
  );
}

function DepartmentTree({
  departments,
  chosen,
  onChange,
}: {
  departments: AssignPickerDepartment[];
  chosen: number[];
  onChange: (ids: number[]) => void;
}) {
  const { t } = useTranslation('admin-assignments');
  const children = new Map<number | null, AssignPickerDepartment[]>();
  for (const d of departments) children.set(d.parentId, [...(children.get(d.parentId) ?? []), d]);
  const known = new Set(departments.map((d) => d.id));
  // A department whose parent is missing (bad data) is shown at the top rather than lost.
  const roots = departments.filter((d) => d.parentId === null || !known.has(d.parentId));
  const picked = new Set(chosen);
  const render = (nodes: AssignPickerDepartment[], inherited: boolean, seen: Set<number>) => (
    <ul className="lp-assign-tree">
      {nodes.map((d) => {
        if (seen.has(d.id)) return null;
        const next = new Set(seen).add(d.id);
        const own = picked.has(d.id);
        return (
          <li key={d.id}>
            <label className="lp-assign-check">
              <input
                type="checkbox"
                checked={own || inherited}
                disabled={inherited}
                onChange={(e) => onChange(e.target.checked ? [...chosen, d.id] : chosen.filter((id) => id !== d.id))}
              />
              <span className="lp-assign-check-name">{d.name}</span>
              <span className="lp-page-muted">
                {inherited ? t('audience.included') : t('audience.memberCount', { count: d.members })}
              </span>
            </label>
            {(children.get(d.id) ?? []).length > 0 ? render(children.get(d.id)!, inherited || own, next) : null}
          </li>
        );
      })}
    </ul>
  );
  if (departments.length === 0) return <p className="lp-page-muted">{t('audience.noDepartments')}</p>;
  return render(roots, false, new Set());
}
