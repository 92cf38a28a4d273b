import { Modal, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Modal/style/css.js';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getRecord } from '../api/practice-api';
import { answerText } from '../components/answer-text';
import { LoadState } from '../../../components/load-state';
import { QuestionStem } from '../components/question-stem';
import { practiceKeys } from '../hooks/practice-keys';

/** One exercise record: every answer with its verdict and the correct answer. */
export function RecordDetailDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation('practice');
  const query = useQuery({ queryKey: practiceKeys.record(id), queryFn: () => getRecord(id) });
  const judge = { T: t('answer.true'), F: t('answer.false') };
  return (
    <Modal visible title={t('records.detailTitle')} onCancel={onClose} footer={null} style={{ width: 760 }}>
      {query.isError ? (
        <LoadState kind="error" error={query.error} onRetry={() => void query.refetch()} />
      ) : !query.data ? (
        <LoadState kind="loading" />
      ) : query.data.items.length === 0 ? (
        <LoadState kind="empty" />
      ) : (
        <ol className="lp-practice__detail">
          {query.data.items.map((item) => (
            <li key={item.questionId}>
              <div className="lp-practice__entry-tags">
                <Tag size="small">{t(`type.${item.type}`)}</Tag>
                {item.correct === null ? (
                  <Tag>{t('result.unchecked')}</Tag>
                ) : (
                  <Tag color={item.correct ? 'green' : 'red'}>
                    {item.correct ? t('result.right') : t('result.wrong')}
                  </Tag>
                )}
              </div>
              <QuestionStem html={item.stem} />
              <p>
                <strong>{t('result.yourAnswer')}</strong> {answerText(item, item.yourAnswer, judge)}
              </p>
              <p>
                <strong>{item.type === 'essay' ? t('result.reference') : t('result.correctAnswer')}</strong>{' '}
                {answerText(item, item.correctAnswer, judge)}
              </p>
            </li>
          ))}
        </ol>
      )}
    </Modal>
  );
}
