import type { RouteEntry } from './route-meta';
import { adminRoutes } from './table/admin-routes';
import { activityRoutes } from './table/activity-routes';
import { communityRoutes } from './table/community-routes';
import { homeworkRoutes } from './table/homework-routes';
import { lecturerRoutes } from './table/lecturer-routes';
import { liveRoutes } from './table/live-routes';
import { mallRoutes } from './table/mall-routes';
import { questionnaireRoutes } from './table/questionnaire-routes';
import { shellRoutes } from './table/shell-routes';
import { taskRoutes } from './table/task-routes';

/*
 * Every route of spec 000 §2, once (docs/checklists/routes.txt; route-table.test.ts keeps the two
 * in step), in one file per area under table/ so each area edits its own. An entry without `page`
 * belongs to a later issue and shows "not yet available". Pages load through `import()` of their
 * area's route module: one chunk per area. Check-in has no route of its own: it is the header's
 * entry (src/app/layout/header-check-in.tsx → features/daily-loop), and its records are
 * /my/my-integral and /my/studycalendar.
 */
export const ROUTE_TABLE: RouteEntry[] = [
  ...shellRoutes,
  ...taskRoutes,
  ...homeworkRoutes,
  ...activityRoutes,
  ...questionnaireRoutes,
  ...communityRoutes,
  ...mallRoutes,
  ...lecturerRoutes,
  ...liveRoutes,
  ...adminRoutes,
];
