import { meta, type RouteEntry } from '../route-meta';
import { signedIn, fullScreen } from './route-flags';

/** Questionnaires and votes (issue 23). */
export const questionnaireRoutes: RouteEntry[] = [
  { path: '/questionnaire/questionList', meta: meta('questionList', { ...signedIn, currentMenu: 'questionnaire' }) },
  {
    path: '/questionnaire/questionMyList',
    meta: meta('questionMyList', { ...signedIn, currentMenu: 'questionnaire' }),
  },
  {
    path: '/questionnaire/questionDetail',
    meta: meta('questionDetail', { ...signedIn, ...fullScreen, currentMenu: 'questionnaire' }),
  },
  {
    path: '/questionnaire/excessive/:id',
    meta: meta('questionnaireTransition', { ...signedIn, currentMenu: 'questionnaire', authExempt: true }),
  },
  { path: '/questionnaire/forbid', meta: meta('questionnaireForbid', { ...signedIn, currentMenu: 'questionnaire' }) },
];
