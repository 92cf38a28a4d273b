import { Input, Radio, Switch } from '@arco-design/web-react';
import '@arco-design/web-react/es/Switch/style/css.js';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HIDDEN_ITEM_KINDS, type HiddenItemKindValue } from '../../../../protocol';
import { LoadState } from '../../../components/load-state';
import { Pager } from '../../../components/pager';
import { notifyError } from '../../../lib/notify';
import { errorText } from '../../../lib/error-text';
import { getVisibilityItems, setItemHidden } from '../api/admin-members-api';
import { memberKeys } from '../api/query-keys';

/**
 * Which courses, training and activities one member may see (decision 0054): each item of a kind
 * with a switch; off = hidden from this member's lists and pages. Each change is audited.
 */
export function VisibilityPanel({ userId, hiddenCount }: { userId: number; hiddenCount: number }) {
  const { t } = useTranslation('admin-members');
  const queryClient = useQueryClient();
  const [kind, setKind] = useState<HiddenItemKindValue>('course');
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const items = useQuery({
    queryKey: memberKeys.visibility(userId, kind, keyword, page),
    queryFn: () => getVisibilityItems(userId, kind, keyword, page),
    placeholderData: (previous) => previous,
  });
  const toggle = useMutation({
    mutationFn: (v: { itemId: number; hidden: boolean }) => setItemHidden(userId, kind, v.itemId, v.hidden),
    onError: (error) => notifyError(errorText(error)),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: memberKeys.all }),
  });

  return (
    <section className="lp-page-card lp-members-card" aria-labelledby="lp-members-visibility">
      <h2 id="lp-members-visibility" className="lp-page-h2">
        {t('visibility.title')}
      </h2>
      <p className="lp-page-muted">{t('visibility.hint')}</p>
      <p className="lp-page-muted">
        {hiddenCount > 0 ? t('visibility.hiddenNow', { count: hiddenCount }) : t('visibility.hiddenNone')}
      </p>
      <div className="lp-members-visibility-bar">
        <Radio.Group
          type="button"
          value={kind}
          aria-label={t('visibility.title')}
          onChange={(value: HiddenItemKindValue) => {
            setKind(value);
            setPage(1);
          }}
        >
          {HIDDEN_ITEM_KINDS.map((k) => (
            <Radio key={k} value={k}>
              {t(`visibility.kinds.${k}`)}
            </Radio>
          ))}
        </Radio.Group>
        <Input.Search
          className="lp-members-visibility-search"
          aria-label={t('visibility.search')}
          placeholder={t('visibility.search')}
          maxLength={50}
          allowClear
          onSearch={(value) => {
            setKeyword(value.trim());
            setPage(1);
          }}
        />
      </div>
      {items.isPending ? (
        <LoadState kind="loading" />
      ) : !items.data ? (
        <LoadState kind="error" error={items.error} onRetry={() => void items.refetch()} />
      ) : items.data.items.length === 0 ? (
        <LoadState kind="empty" emptyText={t('visibility.empty')} />
      ) : (
        <>
          <ul className="lp-members-items">
            {items.data.items.map((item) => (
              <li key={item.itemId} className="lp-members-item">
                <span className="lp-members-item-title">{item.title}</span>
                <span
                  className={
                    item.hidden ? 'lp-members-item-state lp-members-item-state--hidden' : 'lp-members-item-state'
                  }
                >
                  {item.hidden ? t('visibility.hidden') : t('visibility.visible')}
                </span>
                <Switch
                  checked={!item.hidden}
                  loading={toggle.isPending && toggle.variables?.itemId === item.itemId}
                  aria-label={t('visibility.toggleNamed', { title: item.title })}
                  onChange={(visible: boolean) => toggle.mutate({ itemId: item.itemId, hidden: !visible })}
                />
              </li>
            ))}
          </ul>
          <Pager
            page={page}
            total={items.data.total}
            pageSize={items.data.pageSize}
            onPage={setPage}
            label={t('visibility.title')}
          />
        </>
      )}
    </section>
  );
}
