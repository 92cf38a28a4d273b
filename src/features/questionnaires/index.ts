/** Questionnaires and votes (issue 23, decision 0048): list, transition and results, answering, forbid. */
export { QuestionnaireListPage, type QuestionnaireListPageProps } from './pages/list-page';
export { QuestionnaireTransitionPage, type QuestionnaireTransitionPageProps } from './pages/transition-page';
export { QuestionnaireAnswerPage, type QuestionnaireAnswerPageProps, type ForbidReason } from './pages/answer-page';
export { QuestionnaireForbidPage, type QuestionnaireForbidPageProps } from './pages/forbid-page';
