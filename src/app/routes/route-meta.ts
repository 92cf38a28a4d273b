import type { ComponentType } from 'react';

/** The top-level menu a page belongs to, so the header can mark it (spec 000 §2 currentMenu). */
export type MenuKey =
  | 'home'
  | 'course'
  | 'task'
  | 'news'
  | 'lecturer'
  | 'mall'
  | 'my'
  | 'message'
  | 'questionnaire'
  | 'talent'
  | 'aiSparring'
  | '';

/** Route metadata of spec 000 §2. */
export interface RouteMeta {
  /** Key in the `routes` namespace; also the tab title. */
  title: string;
  /** Visitors are sent to sign in even in a public organisation (spec 000 §6). */
  requireAuth: boolean;
  /** Reachable by anyone in any enterprise; no sign-in and no access check (outside the main layout). */
  isPublic: boolean;
  isHideHeader: boolean;
  isHideFooter: boolean;
  currentMenu: MenuKey;
  /**
   * Pages on spec 000 §4's exempt list (course detail, exam transition, train map, train detail,
   * activity detail, questionnaire transition): they open for visitors and ask for sign-in in place.
   */
  authExempt: boolean;
  /** Course detail: a non-member may still look (spec 000 §4, access code 2 exception). */
  memberExempt: boolean;
  /** The administrators' area (issue 27, decision 0053): learners see "no administrator rights". */
  adminOnly?: boolean;
}

/** Loads a page's component; the import is the code-split point, one chunk per area. */
export type PageLoader = () => Promise<ComponentType>;

export interface RouteEntry {
  /** Full path as in docs/checklists/routes.txt, with `:param` for `{param}`. */
  path: string;
  meta: RouteMeta;
  /** Absent: the page belongs to a later issue and shows "not yet available". */
  page?: PageLoader;
  /** A redirect entry (spec 000 §2): `/` → `/index`, `/editor` → `/editor/personalData`, … */
  redirect?: string;
  /** An alias shows the page of another entry under its own path (/community, /taskExam, …). */
  aliasOf?: string;
  /** Outside the main layout (login, prompt, …). */
  bare?: boolean;
}

const DEFAULT_META: Omit<RouteMeta, 'title'> = {
  requireAuth: false,
  isPublic: false,
  isHideHeader: false,
  isHideFooter: false,
  currentMenu: '',
  authExempt: false,
  memberExempt: false,
};

/** A meta record with only what differs from the defaults spelled out. */
export function meta(title: string, overrides: Partial<Omit<RouteMeta, 'title'>> = {}): RouteMeta {
  return { ...DEFAULT_META, title, ...overrides };
}
