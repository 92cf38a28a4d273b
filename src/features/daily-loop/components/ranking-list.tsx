import { Avatar } from '@arco-design/web-react';
import '@arco-design/web-react/es/Avatar/style/css.js';
import { IconTrophy } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import type { Ranking, RankingRow } from '../../../../protocol';
import { rankingValueText } from './ranking-value';
import { OpenDataName } from '../../../components/open-data-name';

function RankBadge({ rank }: { rank: number | null }) {
  const { t } = useTranslation('daily-loop');
  if (rank === null) return <span className="lp-rank__no">{t('ranking.unranked')}</span>;
  if (rank <= 3)
    return (
      <span className={`lp-rank__medal lp-rank__medal--${rank}`} aria-label={t('ranking.rankLabel', { rank })}>
        <IconTrophy aria-hidden="true" /> {rank}
      </span>
    );
  return <span className="lp-rank__no">{rank}</span>;
}

function Row({ row, ranking, mine }: { row: RankingRow; ranking: Ranking; mine: boolean }) {
  const { t } = useTranslation('daily-loop');
  return (
    <li className={`lp-rank__row${mine ? ' lp-rank__row--mine' : ''}`} aria-current={mine ? 'true' : undefined}>
      <RankBadge rank={row.rank} />
      <Avatar size={36} className="lp-rank__avatar">
        {row.image ? <img src={row.image} alt="" /> : row.username.slice(0, 1)}
      </Avatar>
      <span className="lp-rank__name">
        <OpenDataName type="userName" openid={row.openUserId} name={row.username} />
        {mine ? <span className="lp-rank__me-tag">{t('ranking.me')}</span> : null}
      </span>
      <span className="lp-rank__dept">{row.department || '—'}</span>
      <span className="lp-rank__value">{rankingValueText(ranking.kind, row.value, t)}</span>
    </li>
  );
}

/** The top list, then the learner's own row pinned below it when it is not in the list. */
export function RankingList({ ranking }: { ranking: Ranking }) {
  const { t } = useTranslation('daily-loop');
  return (
    <div className="lp-rank__board">
      {ranking.list.length === 0 ? (
        <p className="lp-daily__muted lp-rank__empty">{t('ranking.empty')}</p>
      ) : (
        <ol className="lp-rank__list" aria-label={t('ranking.listLabel')}>
          {ranking.list.map((row) => (
            <Row key={row.userid} row={row} ranking={ranking} mine={row.userid === ranking.me.userid} />
          ))}
        </ol>
      )}
      <section className="lp-rank__mine" aria-label={t('ranking.myPosition')}>
        <h2 className="lp-rank__mine-title">{t('ranking.myPosition')}</h2>
        <ol className="lp-rank__list">
          <Row row={ranking.me} ranking={ranking} mine />
        </ol>
        {ranking.me.rank === null ? (
          <p className="lp-daily__muted">{t('ranking.notYet')}</p>
        ) : !ranking.meInList ? (
          <p className="lp-daily__muted">{t('ranking.outside', { rank: ranking.me.rank })}</p>
        ) : null}
      </section>
    </div>
  );
}
