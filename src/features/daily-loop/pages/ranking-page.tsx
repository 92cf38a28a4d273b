import { Radio, Tabs } from '@arco-design/web-react';
import '@arco-design/web-react/es/Radio/style/css.js';
import '@arco-design/web-react/es/Tabs/style/css.js';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RANKING_KINDS, type RankingKind, type RankingPeriod, type RankingScope } from '../../../../protocol';
import { getRanking, getRankingMenu } from '../api/daily-loop-api';
import { LoadState } from '../../../components/load-state';
import { PageHead } from '../components/page-head';
import { RankingList } from '../components/ranking-list';
import { dailyLoopKeys } from '../hooks/daily-loop-keys';
import '../daily-loop.css';
import '../daily-loop-mobile.css';

/** /top: the weekly and total rankings by points, study time, credits and courses; enterprise or department. */
export function RankingPage() {
  const { t } = useTranslation('daily-loop');
  const [kind, setKind] = useState<RankingKind>('points');
  const [period, setPeriod] = useState<RankingPeriod>('week');
  const [scope, setScope] = useState<RankingScope>('enterprise');
  const menu = useQuery({ queryKey: dailyLoopKeys.rankingMenu, queryFn: getRankingMenu });
  const query = { kind, period, scope };
  const ranking = useQuery({
    queryKey: dailyLoopKeys.ranking(query),
    queryFn: () => getRanking(query),
    placeholderData: (previous) => previous,
  });
  const kinds = menu.data?.list.map((item) => item.kind) ?? [...RANKING_KINDS];
  const data = ranking.data;

  let body;
  if (ranking.isPending) body = <LoadState kind="loading" />;
  else if (!data) body = <LoadState kind="error" error={ranking.error} onRetry={() => void ranking.refetch()} />;
  else body = <RankingList ranking={data} />;

  const subtitle = data
    ? period === 'week'
      ? t('ranking.weekRange', { start: data.weekStart, end: data.weekEnd })
      : t('ranking.allTime')
    : null;
  return (
    <div className="lp-daily lp-daily--wide">
      <PageHead
        title={t('ranking.title')}
        subtitle={subtitle}
        extra={
          <>
            <Radio.Group
              type="button"
              value={period}
              onChange={(value: RankingPeriod) => setPeriod(value)}
              aria-label={t('ranking.periodLabel')}
            >
              <Radio value="week">{t('ranking.period.week')}</Radio>
              <Radio value="total">{t('ranking.period.total')}</Radio>
            </Radio.Group>
            {menu.data?.hasDepartment !== false ? (
              <Radio.Group
                type="button"
                value={scope}
                onChange={(value: RankingScope) => setScope(value)}
                aria-label={t('ranking.scopeLabel')}
              >
                <Radio value="enterprise">{t('ranking.scope.enterprise')}</Radio>
                <Radio value="department">
                  {data?.scope === 'department' && data.departmentName
                    ? data.departmentName
                    : t('ranking.scope.department')}
                </Radio>
              </Radio.Group>
            ) : null}
          </>
        }
      />
      <Tabs activeTab={kind} onChange={(key) => setKind(key as RankingKind)} aria-label={t('ranking.kindLabel')}>
        {kinds.map((k) => (
          <Tabs.TabPane key={k} title={t(`ranking.kind.${k}`)} />
        ))}
      </Tabs>
      <div aria-busy={ranking.isFetching}>{body}</div>
    </div>
  );
}
