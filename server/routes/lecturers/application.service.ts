import { ErrorCode, GENDERS, type LecturerApplication } from '../../../protocol';
import { AppError } from '../../pipeline/app-error';
import { lockLearner } from '../points';
import { stringList, type MemberScope } from './lecturer-scope';

type Gender = (typeof GENDERS)[number];

type Missing = LecturerApplication['missing'];

/** Spec 001 §5: a lecturer application needs a phone number in the profile and an avatar. */
function missingOf(user: MemberScope['viewer']): Missing {
  const missing: Missing = [];
  if (!user.phone.trim()) missing.push('phone');
  if (!user.image.trim()) missing.push('avatar');
  return missing;
}

/** The caller's application (none, pending, approved, rejected) and what the profile still lacks. */
export async function applicationOf(scope: MemberScope): Promise<LecturerApplication> {
  const row = await scope.db
    .selectFrom('lecturer_applications')
    .selectAll()
    .where('user_id', '=', scope.viewer.id)
    .executeTakeFirst();
  const isLecturer = await scope.db
    .selectFrom('lecturers')
    .select('id')
    .where('user_id', '=', scope.viewer.id)
    .where('enabled', '=', 1)
    .executeTakeFirst();
  const status = isLecturer ? 'approved' : ((row?.status ?? 'none') as LecturerApplication['status']);
  return {
    status,
    id: row?.id ?? 0,
    submittedAt: row?.created_at ?? 0,
    missing: missingOf(scope.viewer),
    filed: row
      ? {
          name: row.name,
          gender: (GENDERS as readonly string[]).includes(row.gender) ? (row.gender as Gender) : 'unknown',
          region: row.region,
          introduction: row.introduction,
          labels: stringList(row.labels),
        }
      : null,
  };
}

export interface ApplyInput {
  requestId: string;
  name: string;
  gender: string;
  region: string;
  introduction: string;
  labels: string[];
}

/**
 * teacherAdd/index: files the application for an administrator's review (status 'pending'). A
 * double click or retry with the same request id answers the same application; a new request
 * while it waits changes it (the administrator reviews the latest), as does one after a rejection;
 * a lecturer already is refused.
 */
export async function apply(scope: MemberScope, input: ApplyInput): Promise<LecturerApplication> {
  const missing = missingOf(scope.viewer);
  if (missing.includes('phone')) throw new AppError(ErrorCode.LECTURER_APPLY_NEEDS_PHONE, { data: { missing } });
  if (missing.includes('avatar')) throw new AppError(ErrorCode.LECTURER_APPLY_NEEDS_AVATAR, { data: { missing } });
  await scope.db.transaction().execute(async (trx) => {
    await lockLearner(trx, scope.viewer.id);
    const current = await applicationOf({ ...scope, db: trx });
    const existing = await trx
      .selectFrom('lecturer_applications')
      .select(['request_id'])
      .where('user_id', '=', scope.viewer.id)
      .executeTakeFirst();
    if (existing?.request_id === input.requestId) return;
    if (current.status === 'approved') throw new AppError(ErrorCode.LECTURER_ALREADY);
    const values = {
      request_id: input.requestId,
      name: input.name,
      gender: input.gender,
      region: input.region,
      introduction: input.introduction,
      labels: JSON.stringify(input.labels),
      phone: scope.viewer.phone,
      avatar: scope.viewer.image,
      status: 'pending',
      created_at: scope.now,
      reviewed_at: null,
    };
    await trx
      .insertInto('lecturer_applications')
      .values({ eid: scope.eid, user_id: scope.viewer.id, ...values })
      .onConflict((oc) => oc.columns(['eid', 'user_id']).doUpdateSet(values))
      .execute();
  });
  return applicationOf(scope);
}
