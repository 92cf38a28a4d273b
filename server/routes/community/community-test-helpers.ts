import type { Params, ResponseEnvelope } from '../../../protocol';
import type { TestApp } from '../../test-support/test-app';
import { accountUserId } from '../../test-support/lookups';

export type Caller = (call: string, params?: Params) => Promise<ResponseEnvelope>;

const POSTS = /apiCommunity\/(save|comment|praise|adopt|close|delete|report|saveSetting|review)$/;

/** Calls as one signed-in person; POST for the community's writes. */
export async function signIn(t: TestApp, account: string, eid = 1): Promise<Caller> {
  const session = await t.login(account, eid);
  return async (call, params = {}) =>
    (await t.call(call, params, { ...session, eid, method: POSTS.test(call) ? 'POST' : 'GET' })).body;
}

export function userIdOf(t: TestApp, account: string, eid = 1): Promise<number> {
  return accountUserId(t.db, eid, account);
}

export async function scoreOf(t: TestApp, account: string, eid = 1): Promise<number> {
  return (
    await t.db
      .selectFrom('users')
      .select('score')
      .where('eid', '=', eid)
      .where('account', '=', account)
      .executeTakeFirstOrThrow()
  ).score;
}

/** Finished uploads of a member, as apiCourse/upload leaves them (the upload flow has its own tests). */
export async function finishedUploads(
  t: TestApp,
  account: string,
  kinds: Array<'image' | 'video' | 'audio' | 'document'>,
) {
  const owner = await userIdOf(t, account);
  const ids: number[] = [];
  for (const [i, kind] of kinds.entries()) {
    const row = await t.db
      .insertInto('micro_course_uploads')
      .values({
        eid: 1,
        owner_user_id: owner,
        kind,
        file_name: `${kind}-${i}.${kind === 'image' ? 'png' : kind === 'video' ? 'mp4' : kind === 'audio' ? 'mp3' : 'pdf'}`,
        total_bytes: 1000,
        chunk_bytes: 1000,
        chunk_count: 1,
        received_chunks: 1,
        partial_name: `test-${owner}-${i}`,
        detected_type: kind === 'image' ? 'png' : 'mp4',
        media_key: `1/community-test/${owner}-${i}`,
        created_at: 1,
        updated_at: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(row.id);
  }
  return ids;
}

export async function messagesOf(t: TestApp, account: string, category: string) {
  return t.db
    .selectFrom('messages')
    .selectAll()
    .where('user_id', '=', await userIdOf(t, account))
    .where('category', '=', category)
    .where('source_type', 'like', 'community%')
    .orderBy('id')
    .execute();
}
