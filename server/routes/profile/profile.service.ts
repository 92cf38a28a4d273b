import type { Kysely } from 'kysely';
import { ErrorCode, type Profile, type SaveProfileInput } from '../../../protocol';
import type { Database, Enterprise, User } from '../../db/schema';
import { AppError } from '../../pipeline/app-error';
import { listDepartments } from './departments.service';
import { requiredProfileFields } from './profile-completion';
import { presentProfile } from './profile.presenter';

export interface ProfileScope {
  db: Kysely<Database>;
  enterprise: Enterprise;
  user: User;
  now: number;
}

/** The user's row, read again inside their enterprise (the session's copy may be stale after a write). */
export async function reloadUser(db: Kysely<Database>, enterprise: Enterprise, userId: number): Promise<User> {
  return db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
}

export async function getProfile(scope: ProfileScope): Promise<Profile> {
  const departments = await listDepartments(scope.db);
  return presentProfile(scope.user, scope.enterprise, departments, scope.now);
}

/**
 * Save every editable text field at once. The department must be one of the caller's
 * enterprise; a birthday may not be in the future. On any refusal nothing is written.
 */
export async function saveProfile(
  scope: ProfileScope,
  input: SaveProfileInput,
): Promise<{ profile: Profile; user: User }> {
  const { db, enterprise, user, now } = scope;
  // The schema checked the shape (protocol/email.ts); only the enterprise knows whether '' may stay.
  if (input.email === '' && requiredProfileFields(enterprise).includes('email'))
    throw new AppError(ErrorCode.INVALID_INPUT, { data: { fields: ['email'] } });
  const departments = await listDepartments(db);
  const department = input.departmentId === null ? null : departments.find((row) => row.id === input.departmentId);
  if (department === undefined)
    throw new AppError(ErrorCode.DEPARTMENT_NOT_FOUND, { data: { fields: ['departmentId'] } });
  if (
    input.birthday !== '' &&
    input.birthdayType === 'solar' &&
    input.birthday > new Date(now).toISOString().slice(0, 10)
  ) {
    throw new AppError(ErrorCode.INVALID_INPUT, { data: { fields: ['birthday'] } });
  }

  await db
    .updateTable('users')
    .set({
      username: input.username,
      nickname: input.nickname,
      email: input.email,
      birthday: input.birthday,
      birthday_type: input.birthdayType,
      department_id: department?.id ?? null,
      // The legacy text column keeps the top-level name for screens that group by it (rankings).
      department: department ? topLevelName(departments, department.id) : '',
      post: input.post,
      labels: JSON.stringify(input.labels),
    })
    .where('id', '=', user.id)
    .execute();
  const saved = await reloadUser(db, enterprise, user.id);
  return { profile: presentProfile(saved, enterprise, departments, now), user: saved };
}

function topLevelName(rows: ReadonlyArray<{ id: number; parent_id: number | null; name: string }>, id: number): string {
  const byId = new Map(rows.map((row) => [row.id, row]));
  let current = byId.get(id);
  for (let hops = 0; current && current.parent_id !== null && hops < rows.length; hops++)
    current = byId.get(current.parent_id) ?? current;
  return current?.name ?? '';
}
