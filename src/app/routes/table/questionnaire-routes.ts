import { meta, type RouteEntry } from '../route-meta';
import { signedIn, fullScreen } from './route-flags';

/** Questionnaires and votes (issue 23, decision 0048). */
export const questionnaireRoutes: RouteEntry[] = [
  {
    path: '/questionnaire/questionList',
    meta: meta('questionList', { ...signedIn, currentMenu: 'questionnaire' }),
    page: () => import('../questionnaire-routes').then((m) => m.QuestionListRoute),
  },
  {
    path: '/questionnaire/questionMyList',
    meta: meta('questionMyList', { ...signedIn, currentMenu: 'questionnaire' }),
    page: () => import('../questionnaire-routes').then((m) => m.QuestionMyListRoute),
  },
  {
    // Answering, full screen (spec 000 §2: header and footer hidden); the questionnaire is ?id=.
    path: '/questionnaire/questionDetail',
    meta: meta('questionDetail', { ...signedIn, ...fullScreen, currentMenu: 'questionnaire' }),
    page: () => import('../questionnaire-routes').then((m) => m.QuestionDetailRoute),
  },
  {
    path: '/questionnaire/excessive/:id',
    meta: meta('questionnaireTransition', { ...signedIn, currentMenu: 'questionnaire', authExempt: true }),
    page: () => import('../questionnaire-routes').then((m) => m.QuestionnaireTransitionRoute),
  },
  {
    path: '/questionnaire/forbid',
    meta: meta('questionnaireForbid', { ...signedIn, currentMenu: 'questionnaire' }),
    page: () => import('../questionnaire-routes').then((m) => m.QuestionnaireForbidRoute),
  },
];
