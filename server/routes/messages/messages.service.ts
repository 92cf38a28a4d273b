import { ErrorCode, type MessageItem, type MessagePage, type PersonalCategory } from '../../../protocol';
import { AppError } from '../../pipeline/app-error';
import { presentMessage } from './message.presenter';
import type { MessageScope } from './message-scope';

function inbox(scope: MessageScope) {
  return scope.db
    .selectFrom('messages')
    .where('messages.user_id', '=', scope.userId)
    .where('messages.deleted_at', 'is', null);
}

function withActor(scope: MessageScope) {
  return inbox(scope)
    .leftJoin('users as actor', (join) => join.onRef('actor.id', '=', 'messages.actor_user_id'))
    .selectAll('messages')
    .select(['actor.username as actor_name', 'actor.image as actor_image']);
}

/** One page of a personal category, newest first. */
export async function listMessages(
  scope: MessageScope,
  input: { category: PersonalCategory; page: number; pageSize: number },
): Promise<MessagePage> {
  const rows = await withActor(scope)
    .where('messages.category', '=', input.category)
    .orderBy('messages.created_at', 'desc')
    .orderBy('messages.id', 'desc')
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize)
    .execute();
  const total = await inbox(scope)
    .where('messages.category', '=', input.category)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return {
    list: rows.map((row) => presentMessage(row, scope.language)),
    total: Number(total.n),
    page: input.page,
    pageSize: input.pageSize,
  };
}

/** The latest few of every personal category (the header's dropdown). */
export async function latestMessages(scope: MessageScope, limit: number): Promise<MessageItem[]> {
  const rows = await withActor(scope)
    .orderBy('messages.created_at', 'desc')
    .orderBy('messages.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => presentMessage(row, scope.language));
}

/** Another user's message, a deleted one and a made-up id all look the same: not found. */
export async function getMessage(scope: MessageScope, id: number): Promise<MessageItem> {
  const row = await withActor(scope).where('messages.id', '=', id).executeTakeFirst();
  if (!row) throw new AppError(ErrorCode.NOT_FOUND);
  return presentMessage(row, scope.language);
}

/** The task score message of the route /taskScoreDetails/{task_id}/{uid}/{train_id}: only the learner's own. */
export async function getTaskScoreMessage(
  scope: MessageScope,
  ref: { taskId: number; uid: number; trainId: number },
): Promise<MessageItem> {
  if (ref.uid !== scope.userId) throw new AppError(ErrorCode.NOT_FOUND);
  const row = await withActor(scope)
    .where('messages.kind', '=', 'task_score')
    .where('messages.source_id', '=', `${ref.taskId}:${ref.trainId}`)
    .orderBy('messages.created_at', 'desc')
    .orderBy('messages.id', 'desc')
    .executeTakeFirst();
  if (!row) throw new AppError(ErrorCode.NOT_FOUND);
  return presentMessage(row, scope.language);
}

/** Mark one message read (again is fine). Reading an assignment also clears its red point. */
export async function readMessage(scope: MessageScope, id: number): Promise<MessageItem> {
  const message = await getMessage(scope, id);
  await scope.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('messages')
      .set({ read_at: scope.now })
      .where('id', '=', id)
      .where('user_id', '=', scope.userId)
      .where('read_at', 'is', null)
      .execute();
    if (message.kind === 'course_assigned' && typeof message.params.courseId === 'number') {
      await trx
        .updateTable('task_red_points')
        .set({ seen_at: scope.now })
        .where('user_id', '=', scope.userId)
        .where('kind', '=', 'coursetask')
        .where('ref_id', '=', message.params.courseId)
        .where('seen_at', 'is', null)
        .execute();
    }
  });
  return { ...message, read: true };
}

/** Mark every unread message of a personal category read; returns how many changed. */
export async function readAllMessages(scope: MessageScope, category: PersonalCategory): Promise<number> {
  const assigned = await inbox(scope)
    .where('category', '=', category)
    .where('kind', '=', 'course_assigned')
    .where('read_at', 'is', null)
    .select('params')
    .execute();
  return scope.db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('messages')
      .set({ read_at: scope.now })
      .where('user_id', '=', scope.userId)
      .where('category', '=', category)
      .where('deleted_at', 'is', null)
      .where('read_at', 'is', null)
      .executeTakeFirst();
    const courseIds = assigned
      .map((row) => Number((JSON.parse(row.params) as { courseId?: unknown }).courseId))
      .filter((n) => Number.isInteger(n));
    if (courseIds.length > 0) {
      await trx
        .updateTable('task_red_points')
        .set({ seen_at: scope.now })
        .where('user_id', '=', scope.userId)
        .where('kind', '=', 'coursetask')
        .where('ref_id', 'in', courseIds)
        .where('seen_at', 'is', null)
        .execute();
    }
    return Number(result.numUpdatedRows);
  });
}

/** Hide a message for good (the portal confirms first). */
export async function deleteMessage(scope: MessageScope, id: number): Promise<void> {
  await getMessage(scope, id);
  await scope.db
    .updateTable('messages')
    .set({ deleted_at: scope.now })
    .where('id', '=', id)
    .where('user_id', '=', scope.userId)
    .execute();
}
