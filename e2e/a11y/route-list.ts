import fs from 'node:fs';
import path from 'node:path';

/*
 * The routes of the route table (src/app/routes/table/*-routes.ts) that have a page, read from
 * their source (importing the table would pull the whole portal into the test runner). Entries without `page` share one
 * component, NotYetAvailablePage: one of them (PLACEHOLDER) is checked for all.
 */
export function pageRoutes(): string[] {
  const folder = path.resolve(import.meta.dirname, '../../src/app/routes/table');
  return fs
    .readdirSync(folder)
    .filter((file) => file.endsWith('-routes.ts'))
    .sort()
    .flatMap((file) => {
      const body = fs.readFileSync(path.join(folder, file), 'utf8');
      // Every entry has one `path:`; its `page:` (if any) comes before the next entry's.
      const starts = [...body.matchAll(/\bpath: '([^']+)'/g)];
      return starts
        .map((match, i) => ({ route: match[1]!, text: body.slice(match.index, starts[i + 1]?.index ?? body.length) }))
        .filter(({ text }) => /\bpage: \(\) =>/.test(text))
        .map(({ route }) => route);
    });
}

export const PLACEHOLDER = '/talent/jobMap';

/** Who opens a route: a signed-out visitor, the learner, or an administrator. */
export type Role = 'visitor' | 'learner' | 'admin';

/*
 * Each parameterised route with ids of the e2e server's seed (server/db/seed: course 1, exam 5
 * "ended" with the learner's scored attempt 1, the learner's messages, attempt 3 waiting for
 * grading). A new route with parameters fails the spec until it is given here.
 */
const FILLED: Record<string, string> = {
  '/coursepackage/detail/:id': '/coursepackage/detail/1',
  '/course/:id': '/course/1',
  // Live 1 "新员工入职培训直播" in progress (server/db/seed/live-demo.ts, decision 0052).
  '/course/live/:id': '/course/live/1',
  '/refused/:id/:name': '/refused/1/Course',
  '/task/exam/excessive/:id': '/task/exam/excessive/13',
  // Training 1 "New manager programme" (learner enrolled; stage 2 open; server/db/seed/training-demo.ts).
  '/training/train-detail/:id': '/training/train-detail/1',
  '/task/train-map/:id': '/task/train-map/1',
  '/task/train-map-list/:id/:phaseid': '/task/train-map-list/1/2',
  '/coursePractice/:id': '/coursePractice/1',
  '/task/exam/result/:id': '/task/exam/result/5',
  '/task/exam/resultDetail/:id': '/task/exam/resultDetail/1',
  '/main/message/ownMessage/:id': '/main/message/ownMessage/2',
  '/main/message/trainingPlanning/:id': '/main/message/trainingPlanning/2',
  '/main/message/certificateExpiration/:id': '/main/message/certificateExpiration/3',
  '/main/message/taskScoreDetails/:task_id/:uid/:train_id': '/main/message/taskScoreDetails/4/1/1',
  '/main/message/adminMessage/:id': '/main/message/adminMessage/1',
  '/main/message/community/:id': '/main/message/community/16',
  '/main/message/comminication/:id': '/main/message/comminication/15',
  '/main/message/summary/:id': '/main/message/summary/11',
  '/main/message/markingNotice/:asid/:id': '/main/message/markingNotice/3/8',
  '/admin/exam-grading/:attemptId': '/admin/exam-grading/3',
  '/task/active-detail/:id': '/task/active-detail/4',
  '/activity-sign-in/:id': '/activity-sign-in/10',
  // Lin Xiao's assignment not yet handed in (server/db/seed/homework-demo.ts): the upload controls are shown.
  '/task/homework/:id': '/task/homework/1',
  // Lin Qing (server/db/seed/lecturers-demo.ts): photos, courses, dimensions, open hours and the learner's bookings.
  '/lecturer/lecturerDetail/:id': '/lecturer/lecturerDetail/1',
  // Northlight Academy, with its partner page (introduction, services).
  '/partner/partnerDetail/:id': '/partner/partnerDetail/1',
  // The canteen vote (live counts) of server/db/seed/questionnaires-demo.ts.
  '/questionnaire/excessive/:id': '/questionnaire/excessive/3',
  // The notebook of server/db/seed/mall-demo.ts: self pickup, a gallery of two pictures, a collection time.
  '/shopMall/shopDetail/:id': '/shopMall/shopDetail/3',
  // Lin Xiao's topic with three images, comments and a reply; the resolved question with its best answer (community-demo.ts).
  // Lin Xiao (the first demo learner, id 1): the administrators' member page with certificates and visibility switches.
  '/admin/members/:userId': '/admin/members/1',
  '/news/community/:id': '/news/community/1',
  '/news/comminication/:id': '/news/comminication/9',
};

/** Checked in open-states.spec.ts through the real flow (opening it cold starts no attempt). */
const BY_FLOW = new Set(['/task/exam/questions/:id']);

const VISITOR = new Set(['/login', '/agreement', '/register', '/prompt', '/loginPc', '/transferLogin', '/hostLogin']);
const ADMIN = new Set([
  '/admin',
  '/admin/approvals',
  '/admin/members',
  '/admin/members/:userId',
  '/admin/community-review',
  '/admin/micro-courses',
  '/admin/exam-grading',
  '/admin/exam-grading/:attemptId',
  '/activity-sign-in/:id',
  '/admin/homework-grading',
  '/admin/statistics',
  '/admin/assignments',
  '/admin/messaging',
  '/admin/outsiders',
]);

export interface CheckedRoute {
  route: string;
  url: string;
  role: Role;
}

export function checkedRoutes(): CheckedRoute[] {
  const routes = pageRoutes().filter((r) => !BY_FLOW.has(r));
  const list = routes.map((route) => {
    const url = route.includes(':') ? FILLED[route] : route;
    if (!url) throw new Error(`e2e/a11y/route-list.ts: give ${route} an id of the seed`);
    const role: Role = VISITOR.has(route) ? 'visitor' : ADMIN.has(route) ? 'admin' : 'learner';
    return { route, url, role };
  });
  return [...list, { route: PLACEHOLDER, url: PLACEHOLDER, role: 'learner' }];
}
