import type { Kysely, Transaction } from 'kysely';
import { ErrorCode } from '../../../protocol';
import type { LivePhase } from '../../../protocol/schemas/live';
import type { ServerConfig } from '../../config';
import type { Database, User } from '../../db/schema';
import type { LivesTable } from '../../db/schema-live';
import type { Selectable } from 'kysely';
import { AppError } from '../../pipeline/app-error';

/** Who acts on a live, in which enterprise (db is already scoped to it), when. */
export interface LiveScope {
  db: Kysely<Database>;
  config: ServerConfig;
  eid: number;
  user: User;
  isAdmin: boolean;
  now: number;
}

export type LiveRow = Selectable<LivesTable>;

export function phaseOf(live: Pick<LiveRow, 'state' | 'playback'>): LivePhase {
  return live.state === 'ended' && live.playback === 1 ? 'playback' : live.state;
}

export async function loadLive(db: Kysely<Database> | Transaction<Database>, id: number): Promise<LiveRow> {
  const live = await db.selectFrom('lives').selectAll().where('id', '=', id).executeTakeFirst();
  if (!live) throw new AppError(ErrorCode.NOT_FOUND);
  return live;
}

export const displayName = (user: Pick<User, 'nickname' | 'username'>) => user.nickname || user.username;
