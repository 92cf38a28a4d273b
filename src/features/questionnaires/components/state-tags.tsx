import { useTranslation } from 'react-i18next';
import type { QuestionnaireSummary } from '../../../../protocol/schemas/questionnaires';

/** State, kind, anonymous and once-only in words (colour is never the only signal). */
export function StateTags({ item }: { item: QuestionnaireSummary }) {
  const { t } = useTranslation('questionnaires');
  return (
    <ul className="lp-q-tags" aria-label={item.title}>
      <li className="lp-q-tag is-kind">{t(`kind.${item.kind}`)}</li>
      <li className={`lp-q-tag is-${item.state}`}>{t(`state.${item.state}`)}</li>
      {item.submitted && <li className="lp-q-tag is-completed">✓ {t('state.completed')}</li>}
      {item.anonymous && <li className="lp-q-tag">{t('tag.anonymous')}</li>}
      {item.onceOnly && <li className="lp-q-tag">{t('tag.onceOnly')}</li>}
    </ul>
  );
}
