import { useCallback } from 'react';
import { Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import {
  QuestionnaireAnswerPage,
  QuestionnaireForbidPage,
  QuestionnaireListPage,
  QuestionnaireTransitionPage,
  type ForbidReason,
} from '../../features/questionnaires';
import { useCurrentUser, useIsLoggedIn } from '../../features/session';
import { loginPath } from '../../lib/login-prompt';

/* Questionnaires and votes (issue 23, decision 0048). The answering page takes the questionnaire
 * as ?id= (spec 000 §2 lists /questionnaire/questionDetail without a path parameter). */

const idOf = (text: string | null | undefined) => (/^\d{1,10}$/.test(text ?? '') ? Number(text) : 0);
const transitionHref = (id: number) => `/questionnaire/excessive/${id}`;
const REASONS: ForbidReason[] = ['not_started', 'ended', 'once_only'];

function useUserId(): number {
  const user = useCurrentUser();
  return useIsLoggedIn() ? idOf(String(user.userid)) : 0;
}

export function QuestionListRoute() {
  const navigate = useNavigate();
  return (
    <QuestionnaireListPage
      scope="all"
      openHref={transitionHref}
      otherListHref="/questionnaire/questionMyList"
      onNavigate={navigate}
    />
  );
}

export function QuestionMyListRoute() {
  const navigate = useNavigate();
  return (
    <QuestionnaireListPage
      scope="mine"
      openHref={transitionHref}
      otherListHref="/questionnaire/questionList"
      onNavigate={navigate}
    />
  );
}

export function QuestionnaireTransitionRoute() {
  const id = idOf(useParams().id);
  const navigate = useNavigate();
  const location = useLocation();
  const userId = useUserId();
  return (
    <QuestionnaireTransitionPage
      key={id}
      id={id}
      userId={userId}
      onSignIn={() => navigate(loginPath(`${location.pathname}${location.search}`))}
      onStart={(qid) => navigate(`/questionnaire/questionDetail?id=${qid}`)}
      onBack={() => navigate('/questionnaire/questionList')}
    />
  );
}

export function QuestionDetailRoute() {
  const [params] = useSearchParams();
  const id = idOf(params.get('id'));
  const navigate = useNavigate();
  // After a submit, or when refused, the answering page is not a place to come back to.
  const onDone = useCallback((qid: number) => navigate(transitionHref(qid), { replace: true }), [navigate]);
  const onForbid = useCallback(
    (qid: number, reason: ForbidReason) =>
      navigate(`/questionnaire/forbid?id=${qid}&reason=${reason}`, { replace: true }),
    [navigate],
  );
  const userId = useUserId();
  // No questionnaire named (an old bookmark, a cut link): the list is where to choose one.
  if (id <= 0) return <Navigate to="/questionnaire/questionList" replace />;
  return (
    <QuestionnaireAnswerPage
      key={id}
      id={id}
      userId={userId}
      onDone={onDone}
      onForbid={onForbid}
      onBack={(qid) => navigate(transitionHref(qid))}
    />
  );
}

export function QuestionnaireForbidRoute() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const reason = params.get('reason');
  return (
    <QuestionnaireForbidPage
      id={idOf(params.get('id'))}
      reason={REASONS.find((r) => r === reason) ?? null}
      onList={() => navigate('/questionnaire/questionList')}
      onView={(qid) => navigate(transitionHref(qid))}
    />
  );
}
