import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { ErrorCode } from '../../../protocol';
import {
  MEETING_LIMITS,
  type Meeting,
  type MeetingJoin,
  type meetingCreateParamsSchema,
} from '../../../protocol/schemas/meetings';
import { containsPattern, likeInsensitive } from '../../db/engine';
import type { Database, User } from '../../db/schema';
import type { MeetingsTable } from '../../db/schema-live';
import type { Selectable } from 'kysely';
import { AppError } from '../../pipeline/app-error';

export interface MeetingScope {
  db: Kysely<Database>;
  eid: number;
  user: User;
  now: number;
}

export type MeetingCreate = z.output<typeof meetingCreateParamsSchema>;

/**
 * The address a browser opens a meeting at, outside DingTalk and WeCom (their public join-link
 * forms; inside the clients the host adapter opens the meeting natively).
 */
export const MEETING_LINKS: Record<'dingtalk' | 'wecom', (no: string) => string> = {
  dingtalk: (no) => `https://meeting.dingtalk.com/j/${no}`,
  wecom: (no) => `https://meeting.tencent.com/dm/${no}`,
};

const nameOf = (u: { nickname: string; username: string }) => u.nickname || u.username;

async function present(scope: MeetingScope, rows: Selectable<MeetingsTable>[]): Promise<Meeting[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const people = await scope.db
    .selectFrom('meeting_members')
    .innerJoin('users', 'users.id', 'meeting_members.user_id')
    .select(['meeting_members.meeting_id', 'meeting_members.role', 'users.id', 'users.nickname', 'users.username'])
    .where('meeting_members.meeting_id', 'in', ids)
    .orderBy('meeting_members.id', 'asc')
    .execute();
  const initiators = await scope.db
    .selectFrom('users')
    .select(['id', 'nickname', 'username'])
    .where('id', 'in', [...new Set(rows.map((r) => r.initiator_id))])
    .execute();
  const initiatorName = new Map(initiators.map((u) => [u.id, nameOf(u)]));
  return rows.map((row) => {
    const mine = people.filter((p) => p.meeting_id === row.id);
    return {
      id: row.id,
      meetingId: row.meeting_no,
      topic: row.topic,
      platform: row.platform === 'wecom' ? 'wecom' : 'dingtalk',
      repeat: row.repeat as Meeting['repeat'],
      hasPassword: row.password !== '',
      startsAt: Number(row.starts_at),
      endsAt: Number(row.ends_at),
      initiator: initiatorName.get(row.initiator_id) ?? '',
      hosts: mine.filter((p) => p.role === 'host').map((p) => ({ id: p.id, name: nameOf(p) })),
      memberCount: mine.length,
      mine: row.initiator_id === scope.user.id,
    };
  });
}

/** The meetings the caller initiated or was invited to, the latest start first. */
export async function listMeetings(scope: MeetingScope): Promise<Meeting[]> {
  const rows = await scope.db
    .selectFrom('meetings')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb('initiator_id', '=', scope.user.id),
        eb('id', 'in', eb.selectFrom('meeting_members').select('meeting_id').where('user_id', '=', scope.user.id)),
      ]),
    )
    .orderBy('starts_at', 'desc')
    .orderBy('id', 'desc')
    .limit(100)
    .execute();
  return present(scope, rows);
}

/**
 * Schedule a meeting (spec 001 §5): password empty or 4-6 digits; the end after the start; at
 * most 10 hosts and 300 members (the initiator and the hosts are members); every person a member
 * of the enterprise; the initiator within the app's visible scope — in the host's address book
 * (a DingTalk or WeCom user id), as the host refuses meetings of anyone outside it.
 */
export async function createMeeting(scope: MeetingScope, input: MeetingCreate): Promise<Meeting> {
  if (input.password !== '' && !MEETING_LIMITS.passwordPattern.test(input.password))
    throw new AppError(ErrorCode.MEETING_PASSWORD_FORMAT);
  if (input.endsAt <= input.startsAt) throw new AppError(ErrorCode.MEETING_TIME_ORDER);
  const hosts = [...new Set(input.hostIds)];
  if (hosts.length > MEETING_LIMITS.hostsMax)
    throw new AppError(ErrorCode.MEETING_TOO_MANY_HOSTS, { data: { max: MEETING_LIMITS.hostsMax } });
  const everyone = [...new Set([scope.user.id, ...hosts, ...input.memberIds])];
  if (everyone.length > MEETING_LIMITS.membersMax)
    throw new AppError(ErrorCode.MEETING_TOO_MANY_MEMBERS, { data: { max: MEETING_LIMITS.membersMax } });
  const known = await scope.db.selectFrom('users').select('id').where('id', 'in', everyone).execute();
  if (known.length !== everyone.length) throw new AppError(ErrorCode.MEETING_MEMBER_UNKNOWN);
  const hostUserId = input.app === 'dingtalk' ? scope.user.dingtalk_user_id : scope.user.weixin_user_id;
  if (!hostUserId) throw new AppError(ErrorCode.MEETING_INITIATOR_OUT_OF_SCOPE);

  const hostSet = new Set(hosts);
  const id = await scope.db.transaction().execute(async (trx) => {
    let meetingId: number | undefined;
    // A 9-digit number unique in the enterprise; a clash (one in a billion) draws again.
    for (let attempt = 0; meetingId === undefined && attempt < 5; attempt++) {
      const row = await trx
        .insertInto('meetings')
        .values({
          eid: scope.eid,
          meeting_no: String(randomInt(100_000_000, 1_000_000_000)),
          topic: input.topic,
          platform: input.app,
          repeat: input.repeat,
          password: input.password,
          initiator_id: scope.user.id,
          starts_at: input.startsAt,
          ends_at: input.endsAt,
          created_at: scope.now,
        })
        .onConflict((oc) => oc.columns(['eid', 'meeting_no']).doNothing())
        .returning('id')
        .executeTakeFirst();
      meetingId = row?.id;
    }
    if (meetingId === undefined) throw new AppError(ErrorCode.INTERNAL);
    await trx
      .insertInto('meeting_members')
      .values(
        everyone.map((userId) => ({
          eid: scope.eid,
          meeting_id: meetingId!,
          user_id: userId,
          role: hostSet.has(userId) ? ('host' as const) : ('member' as const),
        })),
      )
      .execute();
    return meetingId;
  });
  const row = await scope.db.selectFrom('meetings').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  return (await present(scope, [row]))[0]!;
}

/** Joining: only the meeting's members (and its initiator) get its number, password and link. */
export async function joinMeeting(scope: MeetingScope, id: number): Promise<MeetingJoin> {
  const row = await scope.db.selectFrom('meetings').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new AppError(ErrorCode.NOT_FOUND);
  const member = await scope.db
    .selectFrom('meeting_members')
    .select('id')
    .where('meeting_id', '=', id)
    .where('user_id', '=', scope.user.id)
    .executeTakeFirst();
  if (!member && row.initiator_id !== scope.user.id) throw new AppError(ErrorCode.NOT_FOUND);
  const platform = row.platform === 'wecom' ? 'wecom' : 'dingtalk';
  return {
    platform,
    meetingId: row.meeting_no,
    joinUrl: MEETING_LINKS[platform](row.meeting_no),
    password: row.password,
  };
}

/** People to invite: members of the enterprise whose name or account matches, at most 20. */
export async function findPeople(scope: MeetingScope, keyword: string) {
  let query = scope.db
    .selectFrom('users')
    .select(['id', 'nickname', 'username', 'department'])
    .where('locked', '=', 0)
    .where('blocked', '=', 0);
  if (keyword) {
    const pattern = containsPattern(keyword);
    query = query.where((eb) =>
      eb.or([
        likeInsensitive(eb.ref('username'), pattern),
        likeInsensitive(eb.ref('nickname'), pattern),
        likeInsensitive(eb.ref('account'), pattern),
      ]),
    );
  }
  const rows = await query.orderBy('username', 'asc').orderBy('id', 'asc').limit(20).execute();
  return rows.map((u) => ({ id: u.id, name: nameOf(u), department: u.department }));
}
