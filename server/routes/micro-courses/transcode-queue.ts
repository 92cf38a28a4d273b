import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { crossTenant, databaseKey, forTenant } from '../../db/tenant-scope';
import type { Clock } from '../../lib/clock';
import { probeMedia } from './media-probe';
import { mediaKeyPath } from './media-paths';

/**
 * The transcoding job (decision 0020): an in-process queue, one per database (for every
 * enterprise; each job runs in its own enterprise's scope, decision 0033), that takes
 * submitted micro-courses (state `uploaded`) one at a time, marks them `transcoding`, probes
 * every chapter's stored file and ends in `under_review` or `transcode_failed`. When the queue
 * is first made it also picks up work a previous process left unfinished.
 */
interface QueueDeps {
  db: Kysely<Database>;
  mediaDir: string;
  clock: Clock;
  log: FastifyBaseLogger;
}

export class TranscodeQueue {
  private readonly pending: Array<{ eid: number; id: number }> = [];
  private running: Promise<void> | null = null;

  constructor(private readonly deps: QueueDeps) {}

  enqueue(eid: number, microCourseId: number): void {
    if (!this.pending.some((job) => job.id === microCourseId)) this.pending.push({ eid, id: microCourseId });
    this.running ??= this.drain().finally(() => (this.running = null));
  }

  /** Resolves when nothing is queued or running (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  private async drain(): Promise<void> {
    // Let the submitting request answer first.
    await new Promise((resolve) => setImmediate(resolve));
    for (let job = this.pending.shift(); job !== undefined; job = this.pending.shift()) {
      try {
        await this.transcode(job.eid, job.id);
      } catch (error) {
        this.deps.log.error({ err: error, microCourseId: job.id }, 'micro-course transcoding failed to run');
      }
    }
  }

  private async transcode(eid: number, id: number): Promise<void> {
    const { clock } = this.deps;
    const db = forTenant(this.deps.db, eid);
    const started = await db
      .updateTable('micro_courses')
      .set({ state: 'transcoding', updated_at: clock.now() })
      .where('id', '=', id)
      .where('state', 'in', ['uploaded', 'transcoding'])
      .executeTakeFirst();
    if (Number(started.numUpdatedRows) === 0) return;
    const chapters = await db
      .selectFrom('micro_course_chapters as c')
      .leftJoin('micro_course_uploads as u', (join) => join.onRef('u.id', '=', 'c.upload_id'))
      .select(['c.id', 'c.title', 'u.media_key', 'u.detected_type'])
      .where('c.micro_course_id', '=', id)
      .orderBy('c.sort')
      .orderBy('c.id')
      .execute();
    const results: Array<{ id: number; title: string; playable: boolean; durationSeconds: number }> = [];
    for (const chapter of chapters) {
      const file = chapter.media_key ? mediaKeyPath(this.deps.mediaDir, chapter.media_key) : null;
      const probe = file
        ? await probeMedia(file, chapter.detected_type ?? '')
        : { playable: false, durationSeconds: 0 };
      results.push({ ...chapter, ...probe });
    }
    const failed = results.filter((result) => !result.playable).map((result) => result.title);
    await db.transaction().execute(async (trx) => {
      for (const result of results) {
        await trx
          .updateTable('micro_course_chapters')
          .set({ probe: result.playable ? 'ok' : 'failed', duration_seconds: result.durationSeconds })
          .where('id', '=', result.id)
          .execute();
      }
      await trx
        .updateTable('micro_courses')
        .set({
          state: failed.length > 0 || results.length === 0 ? 'transcode_failed' : 'under_review',
          fail_reason: failed.join('、'),
          updated_at: clock.now(),
        })
        .where('id', '=', id)
        .where('state', '=', 'transcoding')
        .execute();
    });
  }
}

const queues = new WeakMap<object, TranscodeQueue>();

/** The queue of a database, made (and caught up with unfinished work) on first use. */
export async function transcodeQueueFor(deps: QueueDeps): Promise<TranscodeQueue> {
  const existing = queues.get(databaseKey(deps.db));
  if (existing) return existing;
  const queue = new TranscodeQueue(deps);
  queues.set(databaseKey(deps.db), queue);
  // Work a previous process left unfinished, in every enterprise.
  const leftOver = await crossTenant(deps.db)
    .selectFrom('micro_courses')
    .select(['eid', 'id'])
    .where('state', 'in', ['uploaded', 'transcoding'])
    .orderBy('submitted_at')
    .orderBy('id')
    .execute();
  for (const row of leftOver) queue.enqueue(row.eid, row.id);
  return queue;
}

/** For tests: wait until the database's queue has nothing left to do. */
export async function transcodingIdle(db: Kysely<Database>): Promise<void> {
  await queues.get(databaseKey(db))?.idle();
}
