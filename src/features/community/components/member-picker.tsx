import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CommunityPerson } from '../../../../protocol';
import { OpenDataName } from '../../../components/open-data-name';
import { getMembers } from '../api/community-api';
import { communityKeys } from '../api/query-keys';

export interface MemberPickerProps {
  label: string;
  selected: CommunityPerson[];
  max: number;
  onChange: (people: CommunityPerson[]) => void;
  /** Pick one and close (the @ picker) instead of keeping a list. */
  single?: boolean;
}

/** Members of the enterprise by name; names through the host's open data inside WeCom. */
export function MemberPicker({ label, selected, max, onChange, single }: MemberPickerProps) {
  const { t } = useTranslation('community');
  const [keyword, setKeyword] = useState('');
  const inputId = useId();
  const members = useQuery({ queryKey: communityKeys.members(keyword), queryFn: () => getMembers(keyword) });
  const chosen = new Set(selected.map((p) => p.id));
  const full = selected.length >= max;
  return (
    <div className="lp-community-picker">
      <label htmlFor={inputId} className="lp-community-picker__label">
        {label}
        {!single && (
          <span className="lp-community-picker__count"> {t('picker.count', { count: selected.length, max })}</span>
        )}
      </label>
      <input
        id={inputId}
        type="search"
        className="lp-community-input"
        value={keyword}
        placeholder={t('picker.search')}
        onChange={(e) => setKeyword(e.target.value)}
      />
      {!single && selected.length > 0 && (
        <ul className="lp-community-chips" aria-label={t('picker.selected')}>
          {selected.map((p) => (
            <li key={p.id}>
              <button
                type="button"
                className="lp-community-chip"
                aria-label={t('picker.remove', { name: p.name })}
                onClick={() => onChange(selected.filter((s) => s.id !== p.id))}
              >
                <OpenDataName type="userName" openid={p.wecomUserId} name={p.name} /> ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <ul className="lp-community-picker__list" aria-label={t('picker.members')}>
        {(members.data ?? []).map((p) => (
          <li key={p.id}>
            <button
              type="button"
              className="lp-community-picker__member"
              aria-pressed={chosen.has(p.id)}
              disabled={!chosen.has(p.id) && full && !single}
              onClick={() =>
                single
                  ? onChange([p])
                  : onChange(chosen.has(p.id) ? selected.filter((s) => s.id !== p.id) : [...selected, p])
              }
            >
              <OpenDataName type="userName" openid={p.wecomUserId} name={p.name} />
              {chosen.has(p.id) && <span aria-hidden="true"> ✓</span>}
            </button>
          </li>
        ))}
      </ul>
      {full && !single && <p className="lp-community-hint">{t('picker.full', { max })}</p>}
    </div>
  );
}
