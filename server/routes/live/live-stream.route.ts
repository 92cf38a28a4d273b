import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import type { LiveChatLine, LivePhase, LiveStreamEvent } from '../../../protocol/schemas/live';

/** What the poller hands each subscriber: a chat line still carries its author's id. */
type PollEvent =
  Exclude<LiveStreamEvent, { type: 'chat' }> | { type: 'chat'; line: Omit<LiveChatLine, 'mine'> & { userId: number } };
import type { ServerConfig } from '../../config';
import type { Database } from '../../db/schema';
import { forTenant } from '../../db/tenant-scope';
import type { Clock } from '../../lib/clock';
import { verifyToken } from '../../lib/signed-token';
import { LIVE_STREAM_PREFIX, LIVE_STREAM_PURPOSE, viewerCount } from './live-room.service';
import { phaseOf } from './live-scope';

/** How often each process reads a room's new chat lines, viewer count and state from the database. */
export const STREAM_POLL_MS = 1000;
/** A comment line keeps proxies from closing a quiet stream. */
const KEEP_ALIVE_MS = 15_000;

interface Subscriber {
  userId: number;
  send(event: PollEvent, id?: number): void;
}

/**
 * One poller per room per process, shared by that process's viewers of the room: it reads the
 * lines after the last one it saw, the viewer count and the state, and sends what changed. Every
 * line is in the database, so with several processes (WORKERS) each process's poller finds the
 * lines posted through the others; the cost is one small indexed query per room per second per
 * process, whatever the number of viewers (decision 0052).
 */
class RoomPoller {
  readonly subscribers = new Set<Subscriber>();
  private timer: NodeJS.Timeout | null = null;
  private lastId = 0;
  private viewers = -1;
  private phase: LivePhase | null = null;
  private running = false;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly liveId: number,
    private readonly clock: Clock,
    private readonly onEmpty: () => void,
  ) {}

  async start(): Promise<void> {
    const newest = await this.db
      .selectFrom('live_chat')
      .select((eb) => eb.fn.max('id').as('id'))
      .where('live_id', '=', this.liveId)
      .executeTakeFirst();
    this.lastId = Number(newest?.id ?? 0);
    this.timer = setInterval(() => void this.tick(), STREAM_POLL_MS);
    this.timer.unref();
  }

  private broadcast(event: PollEvent, id?: number) {
    for (const subscriber of this.subscribers) subscriber.send(event, id);
  }

  async tick(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      const lines = await this.db
        .selectFrom('live_chat')
        .select(['id', 'user_id', 'author', 'body', 'created_at'])
        .where('live_id', '=', this.liveId)
        .where('id', '>', this.lastId)
        .orderBy('id', 'asc')
        .limit(200)
        .execute();
      for (const line of lines) {
        this.lastId = line.id;
        this.broadcast(
          {
            type: 'chat',
            line: {
              id: line.id,
              userId: line.user_id,
              author: line.author,
              text: line.body,
              at: Number(line.created_at),
            },
          },
          line.id,
        );
      }
      const count = await viewerCount({ db: this.db, now: this.clock.now() }, this.liveId);
      if (count !== this.viewers) this.broadcast({ type: 'viewers', count: (this.viewers = count) });
      const live = await this.db
        .selectFrom('lives')
        .select(['state', 'playback'])
        .where('id', '=', this.liveId)
        .executeTakeFirst();
      const phase = live ? phaseOf(live) : null;
      if (phase && phase !== this.phase) this.broadcast({ type: 'phase', phase: (this.phase = phase) });
    } catch {
      // A failed read (database restarting) is retried at the next tick; nothing is lost: lastId stays.
    } finally {
      this.running = false;
    }
  }

  /** A viewer who joins a room already polled gets its current count and state at once. */
  greet(subscriber: Subscriber) {
    if (this.viewers >= 0) subscriber.send({ type: 'viewers', count: this.viewers });
    if (this.phase) subscriber.send({ type: 'phase', phase: this.phase });
  }

  remove(subscriber: Subscriber) {
    this.subscribers.delete(subscriber);
    if (this.subscribers.size === 0) {
      if (this.timer) clearInterval(this.timer);
      this.onEmpty();
    }
  }
}

/**
 * GET /live-stream/<id>?t=<token>: the room's server-sent events (chat lines, viewer count,
 * state). The token comes from /v1/live/detail (signed for this learner, enterprise and live, so
 * EventSource needs no headers); a reconnect sends Last-Event-ID and gets the lines it missed.
 */
export function registerLiveStream(
  app: FastifyInstance,
  deps: { db: Kysely<Database>; config: ServerConfig; clock: Clock },
) {
  const rooms = new Map<string, RoomPoller>();
  app.get(`${LIVE_STREAM_PREFIX}:id`, async (request, reply) => {
    const liveId = Number((request.params as { id: string }).id);
    const token = (request.query as { t?: unknown }).t;
    const check =
      typeof token === 'string' && Number.isSafeInteger(liveId)
        ? verifyToken(deps.config.mediaSigningSecret, LIVE_STREAM_PURPOSE, token, deps.clock.now())
        : null;
    const payload = check?.ok ? (check.payload as { e?: unknown; u?: unknown; l?: unknown }) : null;
    if (!payload || payload.l !== liveId || typeof payload.e !== 'number' || typeof payload.u !== 'number')
      return reply.status(403).type('text/plain').send('Forbidden');
    const db = forTenant(deps.db, payload.e);
    const live = await db.selectFrom('lives').select(['id']).where('id', '=', liveId).executeTakeFirst();
    if (!live) return reply.status(404).type('text/plain').send('Not found');

    const key = `${payload.e}:${liveId}`;
    let room = rooms.get(key);
    if (!room) {
      room = new RoomPoller(db, liveId, deps.clock, () => rooms.delete(key));
      rooms.set(key, room);
      await room.start();
    }
    openStream(reply);
    const raw = reply.raw;
    const subscriber: Subscriber = {
      userId: payload.u,
      send: (event, id) => {
        // Each viewer's copy says whether the line is their own; the author's user id stays on the server.
        let sent: LiveStreamEvent;
        if (event.type === 'chat') {
          const { userId, ...line } = event.line;
          sent = { type: 'chat', line: { ...line, mine: userId === payload.u } };
        } else sent = event;
        raw.write(`${id !== undefined ? `id: ${id}\n` : ''}data: ${JSON.stringify(sent)}\n\n`);
      },
    };
    raw.write('retry: 3000\n\n');
    // A reconnect names the last line it got: send the ones it missed.
    const lastEventId = Number(request.headers['last-event-id']);
    if (Number.isSafeInteger(lastEventId) && lastEventId > 0) {
      const missed = await db
        .selectFrom('live_chat')
        .select(['id', 'user_id', 'author', 'body', 'created_at'])
        .where('live_id', '=', liveId)
        .where('id', '>', lastEventId)
        .orderBy('id', 'asc')
        .limit(200)
        .execute();
      for (const line of missed)
        subscriber.send(
          {
            type: 'chat',
            line: {
              id: line.id,
              userId: line.user_id,
              author: line.author,
              text: line.body,
              at: Number(line.created_at),
            },
          },
          line.id,
        );
    }
    room.subscribers.add(subscriber);
    room.greet(subscriber);
    const keepAlive = setInterval(() => raw.write(': keep-alive\n\n'), KEEP_ALIVE_MS);
    keepAlive.unref();
    const currentRoom = room;
    request.raw.on('close', () => {
      clearInterval(keepAlive);
      currentRoom.remove(subscriber);
    });
    await currentRoom.tick();
  });
}

function openStream(reply: FastifyReply) {
  reply.hijack();
  reply.raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    // nginx and similar proxies would otherwise buffer the stream.
    'x-accel-buffering': 'no',
    'x-content-type-options': 'nosniff',
  });
}
