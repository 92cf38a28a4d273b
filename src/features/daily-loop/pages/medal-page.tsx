import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MEDAL_KINDS } from '../../../../protocol';
import { getMedals } from '../api/daily-loop-api';
import { LoadState } from '../../../components/load-state';
import { MedalCard } from '../components/medal-card';
import { PageHead } from '../components/page-head';
import { dailyLoopKeys } from '../hooks/daily-loop-keys';
import '../daily-loop.css';
import '../daily-loop-mobile.css';

/** /my/medal: daily and limited medals; the server evaluates the rules, the page only shows them. */
export function MedalPage() {
  const { t } = useTranslation('daily-loop');
  const medals = useQuery({ queryKey: dailyLoopKeys.medals, queryFn: getMedals });
  const data = medals.data;
  return (
    <div className="lp-daily">
      <PageHead
        title={t('medals.title')}
        subtitle={
          data
            ? t('medals.summary', { earned: data.earnedCount, total: data.list.length, count: data.list.length })
            : null
        }
      />
      {medals.isPending ? (
        <LoadState kind="loading" />
      ) : !data ? (
        <LoadState kind="error" error={medals.error} onRetry={() => void medals.refetch()} />
      ) : data.list.length === 0 ? (
        <LoadState kind="empty" emptyText={t('medals.empty')} />
      ) : (
        MEDAL_KINDS.map((kind) => {
          const list = data.list.filter((m) => m.kind === kind);
          if (list.length === 0) return null;
          return (
            <section key={kind} className="lp-daily__section" aria-labelledby={`lp-medals-${kind}`}>
              <h2 id={`lp-medals-${kind}`} className="lp-daily__section-title">
                {t(`medals.kind.${kind}`)}
              </h2>
              <p className="lp-daily__muted">{t(`medals.kindHint.${kind}`)}</p>
              <ul className="lp-medal__grid">
                {list.map((medal) => (
                  <MedalCard key={medal.id} medal={medal} />
                ))}
              </ul>
            </section>
          );
        })
      )}
    </div>
  );
}
