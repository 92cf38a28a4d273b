import { Button, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Tag/style/css.js';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AttachmentRef, LearnerQuestion } from '../../../../protocol';
import type { ExamSession } from '../exam-session';
import { useAnswer } from '../hooks/use-session';
import { ChoiceQuestion } from './choice-question';
import { EssayQuestion } from './essay-question';
import { FillQuestion } from './fill-question';
import { QuestionStem } from './question-stem';

/** Judge questions answer 'T' or 'F' (protocol/schemas/questions.ts). */
export const JUDGE_KEYS = ['T', 'F'] as const;

export interface QuestionCardProps {
  session: ExamSession;
  question: LearnerQuestion;
  index: number;
  total: number;
  required: boolean;
  marked: boolean;
  onToggleMarked: () => void;
  upload: (file: File, onProgress: (fraction: number) => void) => Promise<AttachmentRef>;
  onPicking: () => void;
  disabled: boolean;
}

/** The current question: its number, type, score, stem and the input its type needs. */
export const QuestionCard = memo(function QuestionCard({
  session,
  question,
  index,
  total,
  required,
  marked,
  onToggleMarked,
  upload,
  onPicking,
  disabled,
}: QuestionCardProps) {
  const { t } = useTranslation('exams');
  const answer = useAnswer(session, question.id);
  const values = answer?.values ?? [];
  const stemId = `lp-exam-stem-${question.id}`;
  const change = (next: string[], attachments?: Parameters<ExamSession['change']>[2]) =>
    session.change(question.id, next, attachments);
  const judgeOptions = JUDGE_KEYS.map((key) => ({ key, text: t(`judge.${key}`) }));

  let body;
  if (question.type === 'single' || question.type === 'multiple') {
    body = (
      <ChoiceQuestion
        name={`q-${question.id}`}
        options={question.options}
        values={values}
        multiple={question.type === 'multiple'}
        onChange={change}
        labelledBy={stemId}
        disabled={disabled}
      />
    );
  } else if (question.type === 'judge') {
    body = (
      <ChoiceQuestion
        name={`q-${question.id}`}
        options={judgeOptions}
        values={values}
        multiple={false}
        onChange={change}
        labelledBy={stemId}
        disabled={disabled}
      />
    );
  } else if (question.type === 'fill') {
    body = <FillQuestion blanks={question.blanks} values={values} onChange={change} disabled={disabled} />;
  } else {
    body = (
      <EssayQuestion
        values={values}
        attachments={answer?.attachments ?? []}
        onChange={change}
        upload={upload}
        onPicking={onPicking}
        labelledBy={stemId}
        disabled={disabled}
      />
    );
  }

  return (
    <section className="lp-exam-question" aria-label={t('paper.questionOf', { n: index + 1, total })}>
      <header className="lp-exam-question__head">
        <span className="lp-exam-question__no">{t('paper.questionOf', { n: index + 1, total })}</span>
        <Tag color="arcoblue">{t(`type.${question.type}`)}</Tag>
        <span className="lp-exam-muted">{t('paper.points', { count: question.score })}</span>
        {required ? <Tag color="red">{t('paper.required')}</Tag> : null}
        <Button
          size="mini"
          type={marked ? 'primary' : 'outline'}
          className="lp-exam-question__mark"
          aria-pressed={marked}
          onClick={onToggleMarked}
        >
          {marked ? t('paper.unmark') : t('paper.mark')}
        </Button>
      </header>
      <div id={stemId}>
        <QuestionStem html={question.stem} />
      </div>
      {question.type === 'multiple' ? <p className="lp-exam-muted">{t('paper.multipleHint')}</p> : null}
      {body}
    </section>
  );
});
