import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, parseResourceRelation } from '../../../protocol';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { demoCourse, signIn } from './study-test-helpers';

/** spec 000 §1's resource_relation rides with the study start and is kept on the session (decision 0039). */
describe('resource_relation on the study start', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const relationOf = async (sessionId: string) =>
    (
      await t.db
        .selectFrom('study_sessions')
        .select('resource_relation')
        .where('id', '=', sessionId)
        .executeTakeFirstOrThrow()
    ).resource_relation;

  it('keeps the relation, normalised, on the study session', async () => {
    const learner = await signIn(t, 'sales');
    const course = await demoCourse(t, 'Consultative selling');
    const started = await learner.call('/v1/course/study/start', {
      courseId: course.id,
      chapterId: course.chapters[0]!,
      windowId: 'tab-relation-01',
      resourceRelation: '[{"id":"12","type":"train"},{"id":3,"type":"task"}]',
    });
    expect(started.status).toBe('Y');
    const sessionId = (started.data as { sessionId: string }).sessionId;
    expect(await relationOf(sessionId)).toBe('[{"id":12,"type":"train"},{"id":3,"type":"task"}]');
  });

  it('refuses a malformed relation and starts nothing', async () => {
    const learner = await signIn(t, 'engineer');
    const course = await demoCourse(t, 'Consultative selling');
    const before = await t.db
      .selectFrom('study_sessions')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    for (const resourceRelation of [
      'not json',
      '[]',
      '[{"id":1,"type":"spaceship"}]',
      '[{"id":-1,"type":"task"}]',
      '{"id":1}',
    ]) {
      const refused = await learner.call('/v1/course/study/start', {
        courseId: course.id,
        chapterId: course.chapters[0]!,
        windowId: 'tab-relation-02',
        resourceRelation,
      });
      expect([resourceRelation, refused.code]).toEqual([resourceRelation, ErrorCode.INVALID_INPUT]);
    }
    const after = await t.db
      .selectFrom('study_sessions')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('reads the query value the portal gets from the address', () => {
    expect(parseResourceRelation('[{"id":5,"type":"activity"}]')).toEqual([{ id: 5, type: 'activity' }]);
    expect(parseResourceRelation('[{"id":5,"type":"activity","extra":1}]')).toBeNull();
    expect(parseResourceRelation(null)).toBeNull();
    expect(
      parseResourceRelation(JSON.stringify(Array.from({ length: 11 }, (_, i) => ({ id: i + 1, type: 'task' })))),
    ).toBeNull();
  });
});
