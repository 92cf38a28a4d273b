import type { Kysely } from 'kysely';
import type { Database, Enterprise, User } from '../../db/schema';
import { enforceAccess, isAdministrator } from '../../pipeline/access';
import type { CallContext } from '../../pipeline/call-registry';
import { sessionLeaseMs } from '../../lib/study-lease';

/**
 * Who is looking at the course library or a course: a member of the enterprise, or a visitor of a
 * public organisation (the detail route is authExempt/memberExempt, spec 000 §2). A visitor of a
 * private enterprise is refused exactly as a `user` call would refuse them.
 */
export interface CourseViewer {
  db: Kysely<Database>;
  enterprise: Enterprise;
  /** The signed-in member, or null for a visitor (signed out, or of another enterprise). */
  user: User | null;
  isAdmin: boolean;
  now: number;
  /**
   * How long a study session counts as live without a heartbeat (the course-study area's lease).
   * Optional because course-study builds viewers of its own for courseAccess; without it the
   * max-viewers check is not made (course-study makes its own at the study start).
   */
  studyLeaseMs?: number;
}

export function courseViewerOf(ctx: CallContext): CourseViewer {
  const enterprise = ctx.enterprise!;
  const now = ctx.clock.now();
  const member = ctx.user && ctx.user.eid === enterprise.id ? ctx.user : null;
  // Members meet the usual checks (locked account, expired enterprise); outsiders only get in
  // when the organisation is public.
  if (member || enterprise.puborg !== '1') enforceAccess('user', enterprise, ctx.user, now);
  return {
    db: ctx.db,
    enterprise,
    user: member,
    isAdmin: member ? isAdministrator(member) : false,
    now,
    studyLeaseMs: sessionLeaseMs(ctx.config),
  };
}
