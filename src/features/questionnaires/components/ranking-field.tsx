import { useTranslation } from 'react-i18next';
import type { FieldProps } from './field-types';

/**
 * Ranking without dragging: each item has Up and Down buttons (keyboard and screen readers work
 * as for any button), and "Use this order" accepts the order as shown. The answer is the option
 * ids, first = most important.
 */
export function RankingField(props: FieldProps) {
  const { t } = useTranslation('questionnaires');
  const options = props.question.options;
  const order = Array.isArray(props.value) ? (props.value as string[]) : null;
  const shown = order ? order.map((id) => options.find((o) => o.id === id)).filter((o) => o !== undefined) : options;
  const move = (index: number, by: -1 | 1) => {
    const ids = shown.map((o) => o.id);
    const target = index + by;
    if (target < 0 || target >= ids.length) return;
    [ids[index], ids[target]] = [ids[target]!, ids[index]!];
    props.onChange(ids);
  };
  return (
    <div role="group" aria-labelledby={props.labelId} aria-describedby={props.errorId} className="lp-q-ranking">
      <p className="lp-q-hint">{t('answer.rankHint')}</p>
      <ol>
        {shown.map((o, i) => (
          <li key={o.id}>
            <span className="lp-q-rank-no" aria-hidden="true">
              {i + 1}
            </span>
            <span className="lp-q-rank-text">{o.text}</span>
            <button
              type="button"
              className="lp-q-icon-button"
              aria-label={t('answer.moveUp', { item: o.text })}
              disabled={i === 0}
              onClick={() => move(i, -1)}
            >
              ↑
            </button>
            <button
              type="button"
              className="lp-q-icon-button"
              aria-label={t('answer.moveDown', { item: o.text })}
              disabled={i === shown.length - 1}
              onClick={() => move(i, 1)}
            >
              ↓
            </button>
          </li>
        ))}
      </ol>
      {order ? (
        <p className="lp-q-ok" role="status">
          ✓ {t('answer.orderSet')}
        </p>
      ) : (
        <button type="button" className="lp-q-button" onClick={() => props.onChange(options.map((o) => o.id))}>
          {t('answer.keepOrder')}
        </button>
      )}
    </div>
  );
}
