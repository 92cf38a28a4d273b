import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { crossTenant, forTenant } from '../../db/tenant-scope';
import { seededDatabase } from '../../test-support/test-app';
import { trainingProgress, trainingsProgress } from './progress';

/**
 * My trainings reads a page's progress in one batch (trainingsProgress, decision 0071): for every
 * demo member and their enrolled trainings, on both engines, a batch of a member's trainings
 * answers what each training alone answers (trainingProgress, a batch of one) — stages, their
 * states and counts, items, done items, finished — so no training takes another's stages or done
 * items. What one training's progress is, is the training tests' subject (training.test.ts).
 */
let test: Awaited<ReturnType<typeof seededDatabase>>;
let db: Kysely<Database>;
beforeEach(async () => {
  test = await seededDatabase();
  db = test.db;
});
afterEach(async () => {
  await test.db.destroy();
  await test.drop();
});

describe('trainingsProgress', () => {
  it('equals trainingProgress for each training of each member', async () => {
    const enrolments = await crossTenant(db)
      .selectFrom('training_enrolments')
      .select(['eid', 'user_id', 'training_id'])
      .orderBy('id')
      .execute();
    const byMember = new Map<string, number[]>();
    for (const e of enrolments)
      byMember.set(`${e.eid}:${e.user_id}`, [...(byMember.get(`${e.eid}:${e.user_id}`) ?? []), e.training_id]);
    expect(byMember.size).toBeGreaterThan(2);
    let stagesSeen = 0;
    for (const [key, ids] of byMember) {
      const [eid, userId] = key.split(':').map(Number) as [number, number];
      const scoped = forTenant(db, eid);
      // A training not enrolled in and an unknown id answer what trainingProgress answers for them too.
      const asked = [...ids, 999_999];
      const batch = await trainingsProgress(scoped, asked, userId, 'zh_hant');
      for (const id of asked) {
        const one = await trainingProgress(scoped, id, userId, 'zh_hant');
        expect({ id, progress: batch.get(id) }).toEqual({ id, progress: one });
        stagesSeen += one.stages.length;
      }
    }
    expect(stagesSeen).toBeGreaterThan(3);
    expect((await trainingsProgress(forTenant(db, 1), [], 1, 'en_us')).size).toBe(0);
  });
});
