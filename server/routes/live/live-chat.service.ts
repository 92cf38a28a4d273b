import { ErrorCode } from '../../../protocol';
import { LIVE_LIMITS, type LiveChatLine } from '../../../protocol/schemas/live';
import { AppError } from '../../pipeline/app-error';
import { assertUnlocked } from './live-room.service';
import { displayName, loadLive, type LiveScope } from './live-scope';

/** Spec 001 §9: the debounce default — the same line again within it is a double click. */
const REPEAT_WINDOW_MS = 3000;

/** Control characters (but newline) go; the text is shown as text, never as markup. */
const cleanText = (text: string) =>
  [...text]
    .filter((ch) => {
      const code = ch.charCodeAt(0);
      return ch === '\n' || (code >= 0x20 && code !== 0x7f);
    })
    .join('')
    .trim();

export async function chatHistory(scope: LiveScope, liveId: number, before?: number): Promise<LiveChatLine[]> {
  const live = await loadLive(scope.db, liveId);
  await assertUnlocked(scope, live);
  let query = scope.db
    .selectFrom('live_chat')
    .select(['id', 'user_id', 'author', 'body', 'created_at'])
    .where('live_id', '=', liveId);
  if (before !== undefined) query = query.where('id', '<', before);
  const rows = await query.orderBy('id', 'desc').limit(LIVE_LIMITS.historyPage).execute();
  return rows.reverse().map((row) => ({
    id: row.id,
    author: row.author,
    text: row.body,
    mine: row.user_id === scope.user.id,
    at: Number(row.created_at),
  }));
}

/**
 * A chat line goes into the database; every server process's stream reads new lines from there
 * (live-stream.route.ts), so a line posted through one process reaches viewers of all of them.
 */
export async function sendChat(scope: LiveScope, liveId: number, text: string): Promise<LiveChatLine> {
  const live = await loadLive(scope.db, liveId);
  await assertUnlocked(scope, live);
  if (live.state === 'ended') throw new AppError(ErrorCode.LIVE_CHAT_CLOSED);
  const body = cleanText(text);
  if (!body) throw new AppError(ErrorCode.INVALID_INPUT, { data: { fields: ['text'] } });
  const repeated = await scope.db
    .selectFrom('live_chat')
    .select('id')
    .where('live_id', '=', liveId)
    .where('user_id', '=', scope.user.id)
    .where('body', '=', body)
    .where('created_at', '>', scope.now - REPEAT_WINDOW_MS)
    .executeTakeFirst();
  if (repeated) throw new AppError(ErrorCode.LIVE_CHAT_REPEATED);
  const author = displayName(scope.user);
  const row = await scope.db
    .insertInto('live_chat')
    .values({ eid: scope.eid, live_id: liveId, user_id: scope.user.id, author, body, created_at: scope.now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, author, text: body, mine: true, at: scope.now };
}
