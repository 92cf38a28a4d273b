import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  ASSIGNMENT_LIMITS,
  ErrorCode,
  type AssignmentKind,
  type AssignAudience,
  type CreateAssignmentResult,
  type Language,
} from '../../../protocol';
import type { Database } from '../../db/schema';
import { AppError } from '../../pipeline/app-error';
import { registerLearnersByAdmin } from '../activities';
import { assignCourse } from '../messages';
import { assignExam, enrolLearners, type TrainingScope } from '../training';
import { resolveAudience } from './audience.service';

/** The administrator who assigns, in their enterprise (ctx.db is scoped to it), now. */
export interface AdminScope {
  db: Kysely<Database>;
  eid: number;
  adminId: number;
  now: number;
  language: Language;
}

/** Ids handed to another area at once (its own `in (…)` lists stay small on both engines). */
const CHUNK = 500;

function chunks<T>(list: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += CHUNK) out.push(list.slice(i, i + CHUNK));
  return out;
}

/** The item as it can be assigned now, with the title the list keeps; refusals before any write. */
async function assignableItem(scope: AdminScope, kind: AssignmentKind, refId: number): Promise<{ title: string }> {
  const { db, now } = scope;
  switch (kind) {
    case 'course': {
      const c = await db.selectFrom('courses').select(['title', 'status']).where('id', '=', refId).executeTakeFirst();
      if (!c) throw new AppError(ErrorCode.NOT_FOUND);
      if (c.status !== 'published') throw new AppError(ErrorCode.ASSIGN_ITEM_CLOSED);
      return { title: c.title };
    }
    case 'exam': {
      const x = await db
        .selectFrom('exams')
        .select(['name', 'published', 'closes_at'])
        .where('id', '=', refId)
        .executeTakeFirst();
      if (!x) throw new AppError(ErrorCode.NOT_FOUND);
      if (Number(x.published) !== 1 || x.closes_at <= now) throw new AppError(ErrorCode.ASSIGN_ITEM_CLOSED);
      return { title: x.name };
    }
    case 'training': {
      const t = await db
        .selectFrom('trainings')
        .select(['names', 'status', 'ends_at'])
        .where('id', '=', refId)
        .executeTakeFirst();
      if (!t) throw new AppError(ErrorCode.NOT_FOUND);
      if (t.status === 'archived' || t.ends_at <= now) throw new AppError(ErrorCode.ASSIGN_ITEM_CLOSED);
      return { title: t.names };
    }
    case 'activity': {
      const a = await db
        .selectFrom('activities')
        .select(['title', 'end_at'])
        .where('id', '=', refId)
        .executeTakeFirst();
      if (!a) throw new AppError(ErrorCode.NOT_FOUND);
      if (a.end_at <= now) throw new AppError(ErrorCode.ASSIGN_ITEM_CLOSED);
      return { title: a.title };
    }
  }
}

/** Names an assignment by what it is: the same item, deadline and audience give the same key. */
export function assignmentKey(kind: AssignmentKind, refId: number, dueAt: number, audience: AssignAudience): string {
  const ids = (list: number[]) => [...new Set(list)].sort((a, b) => a - b).join(',');
  const posts = [...new Set(audience.posts.map((p) => p.trim()))].sort().join('\u0000');
  const text = `${kind}|${refId}|${dueAt}|u:${ids(audience.userIds)}|d:${ids(audience.departmentIds)}|p:${posts}`;
  return createHash('sha256').update(text).digest('hex');
}

/**
 * Assign an item to an audience with a deadline (decision 0055). Checks first (deadline, item,
 * audience), then records the assignment — once per key, so a double submit or two tabs make one
 * row — and its learners, then hands the learners to the item's own area: the course area
 * (course.assigned: message, coursetask), the tasks area for exams (exam.assigned: message,
 * examtask), training enrolment (training.enrolled: trainingPlanning, traintask) and activity
 * registration (activity.assigned: message, trainingtask). Each of those is idempotent per
 * learner and item, so repeating an assignment (or finishing one a crash interrupted) never
 * makes a second task or message, and reaches members who joined the audience since.
 */
export async function createAssignment(
  scope: AdminScope,
  input: { kind: AssignmentKind; refId: number; dueAt: number } & AssignAudience,
): Promise<CreateAssignmentResult> {
  const { db, eid, now } = scope;
  if (input.dueAt <= now) throw new AppError(ErrorCode.ASSIGN_DEADLINE_PAST);
  if (input.dueAt > now + ASSIGNMENT_LIMITS.maxDeadlineAheadMs) throw new AppError(ErrorCode.ASSIGN_DEADLINE_TOO_FAR);
  const item = await assignableItem(scope, input.kind, input.refId);
  const learners = await resolveAudience(db, input);
  const key = assignmentKey(input.kind, input.refId, input.dueAt, input);

  const inserted = await db
    .insertInto('admin_assignments')
    .values({
      eid,
      kind: input.kind,
      ref_id: input.refId,
      title: item.title,
      due_at: input.dueAt,
      user_ids: JSON.stringify([...new Set(input.userIds)]),
      department_ids: JSON.stringify([...new Set(input.departmentIds)]),
      posts: JSON.stringify([...new Set(input.posts)]),
      dedupe_key: key,
      created_by: scope.adminId,
      created_at: now,
    })
    .onConflict((oc) => oc.columns(['eid', 'dedupe_key']).doNothing())
    .executeTakeFirst();
  const created = Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
  const row = await db
    .selectFrom('admin_assignments')
    .select('id')
    .where('dedupe_key', '=', key)
    .executeTakeFirstOrThrow();
  for (const part of chunks(learners)) {
    await db
      .insertInto('admin_assignment_learners')
      .values(part.map((userId) => ({ eid, assignment_id: row.id, user_id: userId, added_at: now })))
      .onConflict((oc) => oc.columns(['assignment_id', 'user_id']).doNothing())
      .execute();
  }
  const { newlyAssigned, full } = await fanOut(scope, input, learners);
  return { id: row.id, created, learners: learners.length, newlyAssigned, full };
}

async function fanOut(
  scope: AdminScope,
  input: { kind: AssignmentKind; refId: number; dueAt: number },
  learners: number[],
): Promise<{ newlyAssigned: number; full: number }> {
  const { db, eid, now } = scope;
  const training: TrainingScope = { db, eid, userId: null, now, language: scope.language };
  let newlyAssigned = 0;
  let full = 0;
  for (const part of chunks(learners)) {
    switch (input.kind) {
      case 'course': {
        // The course area keeps no task row of its own: who had the task already is read here.
        const had = await db
          .selectFrom('task_assignments')
          .select('user_id')
          .where('kind', '=', 'course')
          .where('ref_id', '=', input.refId)
          .where('user_id', 'in', part)
          .execute();
        const before = new Set(had.map((h) => h.user_id));
        for (const userId of part)
          await assignCourse(db, { eid, userId, courseId: input.refId, dueAt: input.dueAt, now });
        newlyAssigned += part.filter((id) => !before.has(id)).length;
        break;
      }
      case 'exam':
        newlyAssigned += await assignExam(training, { examId: input.refId, userIds: part, dueAt: input.dueAt });
        break;
      case 'training':
        newlyAssigned += await enrolLearners(training, input.refId, part);
        break;
      case 'activity': {
        const r = await registerLearnersByAdmin(db, {
          eid,
          activityId: input.refId,
          userIds: part,
          dueAt: input.dueAt,
          now,
        });
        newlyAssigned += r.registered;
        full += r.full;
        break;
      }
    }
  }
  return { newlyAssigned, full };
}
