import { Input } from '@arco-design/web-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ASSIGNMENT_KINDS, type AssignableItem, type AssignmentKind } from '../../../../protocol';
import { formatDate } from '../../../lib/date-format';
import { LoadState } from '../../../components/load-state';
import { searchItems } from '../api/admin-assignments-api';
import { assignmentKeys } from '../api/query-keys';
import { useDebouncedValue } from '../use-debounced-value';

export interface ItemPickerProps {
  kind: AssignmentKind;
  onKind: (kind: AssignmentKind) => void;
  item: AssignableItem | null;
  onItem: (item: AssignableItem | null) => void;
}

/** What to assign: the kind, then one item of it found by title (radio list, keyboard-usable). */
export function ItemPicker({ kind, onKind, item, onItem }: ItemPickerProps) {
  const { t } = useTranslation('admin-assignments');
  const [typed, setTyped] = useState('');
  const keyword = useDebouncedValue(typed.trim());
  const items = useQuery({ queryKey: assignmentKeys.items(kind, keyword), queryFn: () => searchItems(kind, keyword) });
  return (
    <>
      <fieldset className="lp-assign-fieldset">
        <legend>{t('item.kind')}</legend>
        <div className="lp-assign-kinds">
          {ASSIGNMENT_KINDS.map((k) => (
            <label key={k} className={`lp-assign-kind${k === kind ? ' is-active' : ''}`}>
              <input
                type="radio"
                name="lp-assign-kind"
                value={k}
                checked={k === kind}
                onChange={() => {
                  onKind(k);
                  onItem(null);
                }}
              />
              {t(`kinds.${k}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="lp-assign-fieldset">
        <legend>{t('item.legend', { kind: t(`kinds.${kind}`) })}</legend>
        <Input
          aria-label={t('item.search')}
          placeholder={t('item.searchPlaceholder')}
          value={typed}
          maxLength={50}
          allowClear
          onChange={setTyped}
        />
        {items.isPending ? (
          <LoadState kind="loading" />
        ) : !items.data ? (
          <LoadState kind="error" error={items.error} onRetry={() => void items.refetch()} />
        ) : items.data.length === 0 ? (
          <p className="lp-page-muted">{t('item.none')}</p>
        ) : (
          <ul className="lp-assign-items" aria-label={t('item.results')}>
            {items.data.map((i) => (
              <li key={i.id}>
                <label className={`lp-assign-item${item?.id === i.id ? ' is-active' : ''}`}>
                  <input
                    type="radio"
                    name="lp-assign-item"
                    value={i.id}
                    checked={item?.id === i.id}
                    onChange={() => onItem(i)}
                  />
                  <span className="lp-assign-item-text">
                    <span className="lp-assign-item-title">{i.title}</span>
                    {i.startsAt !== null && i.endsAt !== null ? (
                      <span className="lp-page-muted">
                        {t('item.window', { from: formatDate(i.startsAt, 'date'), to: formatDate(i.endsAt, 'date') })}
                      </span>
                    ) : null}
                  </span>
                </label>
              </li>
            ))}
          </ul>
        )}
      </fieldset>
    </>
  );
}
