import { Button, Message, Modal } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import '@arco-design/web-react/es/Modal/style/css.js';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExamPaper } from '../../../../protocol';
import { errorText } from '../../../lib/error-text';
import { useIsPhone } from '../../../lib/use-viewport';
import { uploadAttachment } from '../api/exams-api';
import type { ExamSession } from '../exam-session';
import { keyAction, keyInputOf } from '../keyboard';
import { examKeys } from '../hooks/exam-keys';
import { useHandIn } from '../hooks/use-hand-in';
import { useOnline } from '../hooks/use-online';
import { useSaveStatus, useSheet } from '../hooks/use-session';
import { useSwitchReports } from '../hooks/use-switch-reports';
import { useSwitchWatch } from '../hooks/use-switch-watch';
import { blurTextField, useSwipe } from '../hooks/use-swipe';
import type { SwipeDirection } from '../swipe';
import type { AnsweringPageProps } from '../pages/answering-page';
import { AnswerNav } from './answer-nav';
import { AnswerSheet } from './answer-sheet';
import { ExamCountdown } from './exam-countdown';
import { QuestionAnnouncement } from './exam-announcer';
import { FaceCheckPanel } from './face-check-panel';
import { OfflineBanner } from './offline-banner';
import { SheetDialog } from './sheet-dialog';
import { JUDGE_KEYS, QuestionCard } from './question-card';
import { toggleKey } from './choice-question';

export interface AnsweringViewProps {
  session: ExamSession;
  paper: ExamPaper;
  /** The server refused a save for good: the paper is closed. */
  closed: boolean;
  onFinished: () => void;
  faceCheck: AnsweringPageProps['faceCheck'];
  reportError?: AnsweringPageProps['reportError'];
}

/** The answering screen: top bar (time, saving, hand-in), the current question, the answer sheet. */
export function AnsweringView({ session, paper, closed, onFinished, faceCheck, reportError }: AnsweringViewProps) {
  const { t } = useTranslation('exams');
  const queryClient = useQueryClient();
  const { answered, marked, current } = useSheet(session);
  const status = useSaveStatus(session);
  const online = useOnline();
  const questions = paper.questions;
  const question = questions[current]!;

  const finish = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: examKeys.all });
    onFinished();
  }, [queryClient, onFinished]);
  const handIn = useHandIn(session, finish);
  const switches = useSwitchReports(session, paper, () => {
    Message.warning(t('switch.forced'));
    finish();
  });
  const watch = useSwitchWatch(paper.switchLimit > 0 && !handIn.busy && !closed, switches.onSwitch);

  const isRequired = useCallback(
    (index: number) => paper.requiredRule === 'all' || (paper.requiredRule === 'marked' && questions[index]!.required),
    [paper.requiredRule, questions],
  );
  // Leaving a question ends any typing in it first (blurTextField), whichever way the learner leaves.
  const go = useCallback(
    (index: number) => {
      blurTextField();
      session.setCurrent(index);
    },
    [session],
  );
  const phone = useIsPhone();
  const [sheetOpen, setSheetOpen] = useState(false);
  const sheetId = useId();
  const closeSheet = useCallback(() => setSheetOpen(false), []);
  const jump = useCallback(
    (index: number) => {
      setSheetOpen(false);
      go(index);
    },
    [go],
  );
  // A finger swiping left turns to the next question, right to the previous (touch only).
  const swipe = useSwipe(
    useCallback((direction: SwipeDirection) => go(session.current() + (direction === 'next' ? 1 : -1)), [go, session]),
  );

  // The line is back: send what waited at once.
  useEffect(() => {
    if (online) void session.flush();
  }, [online, session]);

  const confirmHandIn = () => {
    const missing = answered.findIndex((done, index) => !done && isRequired(index));
    if (missing >= 0) {
      Message.warning(t('handIn.requiredMissing', { n: missing + 1 }));
      return go(missing);
    }
    const unanswered = answered.filter((done) => !done).length;
    Modal.confirm({
      title: t('handIn.title'),
      content: unanswered > 0 ? t('handIn.unanswered', { count: unanswered }) : t('handIn.allAnswered'),
      okText: t('handIn.confirm'),
      cancelText: t('handIn.keepAnswering'),
      onOk: () => void handIn.submit(),
    });
  };

  // Time is up by the server's clock: hand in what there is, no questions asked.
  const { submit } = handIn;
  const expired = useCallback(() => void submit(), [submit]);

  // Arrows move between questions, number keys pick options. The session, not this render, says
  // which question is current: keys pressed faster than React renders still land on the right one.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const action = keyAction(keyInputOf(event));
      if (!action || document.querySelector('.arco-modal-wrapper, .lp-exam-sheet-layer')) return;
      const index = session.current();
      const q = questions[index]!;
      const values = session.answer(q.id)?.values ?? [];
      if (action.kind === 'previous' || action.kind === 'next') {
        event.preventDefault();
        return go(index + (action.kind === 'next' ? 1 : -1));
      }
      const options = q.type === 'judge' ? JUDGE_KEYS.map((key) => ({ key, text: '' })) : q.options;
      const option = options[action.index];
      if (!option || !['single', 'multiple', 'judge'].includes(q.type)) return;
      event.preventDefault();
      session.change(q.id, q.type === 'multiple' ? toggleKey(options, values, option.key) : [option.key]);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [session, go, questions]);

  const upload = useCallback(
    (file: File, onProgress: (fraction: number) => void) => uploadAttachment(paper.attemptId, file, onProgress),
    [paper.attemptId],
  );
  const toggleMarked = useCallback(() => session.toggleMarked(question.id), [session, question.id]);
  const disabled = handIn.busy || closed;
  const savingText = useMemo(() => {
    if (status.failing || !online) return t('save.waiting', { count: status.pending });
    if (status.pending > 0 || status.sending) return t('save.saving');
    return t('save.saved');
  }, [status, online, t]);

  const sheet = <AnswerSheet answered={answered} marked={marked} current={current} onJump={jump} />;
  const report = reportError?.({ examId: paper.examId, questionId: question.id, position: current + 1 });
  return (
    <div className={`lp-exam-answering${phone ? ' lp-exam-answering--phone' : ''}`}>
      <header className="lp-exam-bar">
        <div className="lp-exam-bar__title">
          <h1>{paper.examName}</h1>
          {paper.makeup ? <span className="lp-exam-badge">{t('paper.makeup')}</span> : null}
        </div>
        <span className="lp-exam-bar__save" role="status">
          {savingText}
        </span>
        {paper.switchLimit > 0 ? (
          <span className="lp-exam-muted">
            {t('switch.counter', { count: switches.count, limit: paper.switchLimit })}
          </span>
        ) : null}
        <ExamCountdown deadline={paper.deadlineAt} clock={session.clock} onExpired={expired} />
        <Button type="primary" size="large" loading={handIn.busy} disabled={closed} onClick={confirmHandIn}>
          {handIn.phase === 'retrying' ? t('handIn.retrying') : t('handIn.button')}
        </Button>
      </header>
      <OfflineBanner online={online} pending={status.pending} failing={status.failing} />
      {handIn.phase === 'failed' ? (
        <div className="lp-exam-alert" role="alert">
          <span>{t('handIn.failed', { reason: errorText(handIn.error) })}</span>
          <Button type="primary" status="danger" onClick={() => void handIn.submit()}>
            {t('handIn.again')}
          </Button>
        </div>
      ) : null}
      {closed ? (
        <div className="lp-exam-alert" role="alert">
          <span>{t('paper.closed')}</span>
          <Button type="primary" onClick={finish}>
            {t('paper.viewResult')}
          </Button>
        </div>
      ) : null}
      <main className="lp-exam-body">
        <QuestionAnnouncement n={current + 1} total={questions.length} type={t(`type.${question.type}`)} />
        <div className="lp-exam-main" {...swipe}>
          <QuestionCard
            key={question.id}
            session={session}
            question={question}
            index={current}
            total={questions.length}
            required={isRequired(current)}
            marked={marked[current] ?? false}
            onToggleMarked={toggleMarked}
            upload={upload}
            onPicking={watch.expectFocusLoss}
            disabled={disabled}
          />
          {phone && report ? <div className="lp-exam-report">{report}</div> : null}
          <AnswerNav
            current={current}
            total={questions.length}
            onGo={go}
            report={phone ? null : report}
            phone={
              phone
                ? {
                    done: answered.filter(Boolean).length,
                    sheetOpen,
                    sheetId,
                    onOpenSheet: () => setSheetOpen(true),
                  }
                : undefined
            }
          />
        </div>
        <aside className="lp-exam-side">
          {phone ? null : sheet}
          {paper.faceCheck && faceCheck ? (
            <FaceCheckPanel
              attemptId={paper.attemptId}
              failures={paper.faceFailures}
              limit={paper.faceFailLimit}
              renderDialog={faceCheck}
              onForcedSubmit={finish}
              onPicking={watch.expectFocusLoss}
            />
          ) : null}
        </aside>
      </main>
      {phone ? (
        <SheetDialog id={sheetId} open={sheetOpen} onClose={closeSheet}>
          {sheet}
        </SheetDialog>
      ) : null}
    </div>
  );
}
