import { useCallback } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { FaceCheckDialog } from '../../features/exam-face';
import {
  AnsweringPage,
  ExamListPage,
  ResultDetailPage,
  ResultPage,
  TransitionPage,
  type FaceCheckSlot,
} from '../../features/exams';
import { renderExamFeedback } from './feedback-slot';
import { useIsLoggedIn } from '../../features/session';
import { loginPath } from '../../lib/login-prompt';

/* Exam routes (issue 7, decision 0029). :id is the exam id on the transition and result pages and
 * the attempt id on the answering and result-detail pages (an attempt survives a reload by its URL). */

function useIdParam(): number {
  const { id } = useParams();
  return /^\d{1,10}$/.test(id ?? '') ? Number(id) : 0;
}

/** The face-check area's dialog in the exams area's answering page (features never import each other). */
const renderFaceCheck: FaceCheckSlot = (props) => <FaceCheckDialog {...props} />;

function useListActions() {
  const navigate = useNavigate();
  return {
    onOpen: (examId: number) => navigate(`/task/exam/excessive/${examId}`),
    onContinue: (attemptId: number) => navigate(`/task/exam/questions/${attemptId}`),
    onResult: (examId: number) => navigate(`/task/exam/result/${examId}`),
  };
}

export function MyExamRoute() {
  return <ExamListPage layout="centre" {...useListActions()} />;
}

export function ExamTransitionRoute() {
  const examId = useIdParam();
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <TransitionPage
      key={examId}
      examId={examId}
      signedIn={useIsLoggedIn()}
      onSignIn={() => navigate(loginPath(`${location.pathname}${location.search}`))}
      onEnter={(attemptId) => navigate(`/task/exam/questions/${attemptId}`)}
      onViewResult={(id) => navigate(`/task/exam/result/${id}`)}
      onBack={() => navigate('/task/exam')}
    />
  );
}

export function ExamQuestionsRoute() {
  const attemptId = useIdParam();
  const navigate = useNavigate();
  // The answering page is not a place to come back to with "back": replace it by the result.
  const onFinished = useCallback(
    (examId: number) => navigate(`/task/exam/result/${examId}`, { replace: true }),
    [navigate],
  );
  return (
    <AnsweringPage
      key={attemptId}
      attemptId={attemptId}
      onFinished={onFinished}
      faceCheck={renderFaceCheck}
      reportError={renderExamFeedback}
    />
  );
}

export function ExamResultRoute() {
  const examId = useIdParam();
  const navigate = useNavigate();
  return (
    <ResultPage
      key={examId}
      examId={examId}
      onDetail={(attemptId) => navigate(`/task/exam/resultDetail/${attemptId}`)}
      onMakeup={(id) => navigate(`/task/exam/excessive/${id}`)}
      onBack={() => navigate('/task/exam')}
    />
  );
}

export function ExamResultDetailRoute() {
  const attemptId = useIdParam();
  const navigate = useNavigate();
  return (
    <ResultDetailPage
      key={attemptId}
      attemptId={attemptId}
      onBack={(examId) => navigate(examId ? `/task/exam/result/${examId}` : '/task/exam')}
    />
  );
}
