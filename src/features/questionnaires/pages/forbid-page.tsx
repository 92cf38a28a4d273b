import { useTranslation } from 'react-i18next';
import '../questionnaires.css';

export interface QuestionnaireForbidPageProps {
  /** The questionnaire it is about, when known. */
  id: number;
  reason: 'not_started' | 'ended' | 'once_only' | null;
  onList: () => void;
  onView: (id: number) => void;
}

/** /questionnaire/forbid — spec 001 §8 "Questionnaire closed or only once". */
export function QuestionnaireForbidPage({ id, reason, onList, onView }: QuestionnaireForbidPageProps) {
  const { t } = useTranslation('questionnaires');
  return (
    <div className="lp-q-page lp-q-forbid">
      <div className="lp-q-forbid-icon" aria-hidden="true">
        🔒
      </div>
      <h1>{t('forbid.title')}</h1>
      <p>{reason ? t(`refusal.${reason}`) : t('forbid.body')}</p>
      <div className="lp-q-actions">
        <button type="button" className="lp-q-button is-primary" onClick={onList}>
          {t('forbid.back')}
        </button>
        {id > 0 && (
          <button type="button" className="lp-q-button" onClick={() => onView(id)}>
            {t('forbid.view')}
          </button>
        )}
      </div>
    </div>
  );
}
