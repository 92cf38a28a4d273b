import { meta, type RouteEntry } from '../route-meta';
import { signedIn, fullScreen } from './route-flags';

const page =
  (
    name:
      | 'QuestionListRoute'
      | 'QuestionMyListRoute'
      | 'QuestionDetailRoute'
      | 'QuestionnaireTransitionRoute'
      | 'QuestionnaireForbidRoute',
  ) =>
  () =>
    import('../questionnaire-routes').then((m) => m[name]);

/** Questionnaires and votes (issue 23, decision 0048). */
export const questionnaireRoutes: RouteEntry[] = [
  {
    path: '/questionnaire/questionList',
    meta: meta('questionList', { ...signedIn, currentMenu: 'questionnaire' }),
    page: page('QuestionListRoute'),
  },
  {
    path: '/questionnaire/questionMyList',
    meta: meta('questionMyList', { ...signedIn, currentMenu: 'questionnaire' }),
    page: page('QuestionMyListRoute'),
  },
  {
    // Answering, full screen (spec 000 §2: header and footer hidden); the questionnaire is ?id=.
    path: '/questionnaire/questionDetail',
    meta: meta('questionDetail', { ...signedIn, ...fullScreen, currentMenu: 'questionnaire' }),
    page: page('QuestionDetailRoute'),
  },
  {
    path: '/questionnaire/excessive/:id',
    meta: meta('questionnaireTransition', { ...signedIn, currentMenu: 'questionnaire', authExempt: true }),
    page: page('QuestionnaireTransitionRoute'),
  },
  {
    path: '/questionnaire/forbid',
    meta: meta('questionnaireForbid', { ...signedIn, currentMenu: 'questionnaire' }),
    page: page('QuestionnaireForbidRoute'),
  },
];
