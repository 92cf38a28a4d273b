import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../protocol';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { courseId, setEnrolment, userId } from './course-test-helpers';

let t: TestApp;
let learner: { token: string; userid: string };
beforeEach(async () => {
  t = await createTestApp();
  learner = await t.login('learner');
});
afterEach(async () => {
  await t.close();
});

const redeem = (code: string, session: { token: string; userid: string } = learner) =>
  t.call('/v1/coursecode/course-code', { code }, { ...session, method: 'POST' });
const usesLeft = async (code: string) =>
  (await t.db.selectFrom('course_codes').select('uses_left').where('code', '=', code).executeTakeFirstOrThrow())
    .uses_left;

describe('/v1/coursecode/course-code', () => {
  it('enrols the learner with source code and opens the paid course; a double submit enrols once', async () => {
    const me = await userId(t, 'learner');
    const course = await courseId(t, 'Coaching conversations (points)');
    await setEnrolment(t, me, course, null);
    const before = await usesLeft('AURORA-2026');
    const [first, second] = await Promise.all([redeem('aurora-2026'), redeem('AURORA-2026')]);
    for (const r of [first, second]) expect(r.body.status, r.body.msg).toBe('Y');
    const flags = [first, second].map((r) => (r.body.data as { alreadyRedeemed: boolean }).alreadyRedeemed).sort();
    expect(flags).toEqual([false, true]);
    expect(await usesLeft('AURORA-2026')).toBe(before - 1);
    const enrolments = await t.db
      .selectFrom('course_enrolments')
      .selectAll()
      .where('user_id', '=', me)
      .where('course_id', '=', course)
      .execute();
    expect(enrolments.map((e) => e.source)).toEqual(['code']);
    const { body } = await t.call('apiCourse/courseVerify', { id: String(course) }, learner);
    expect((body.data as { access: string }).access).toBe('available');
  });

  it('refuses used-up, expired and unknown codes, and changes nothing', async () => {
    const cases: [string, number][] = [
      ['AURORA-USED', ErrorCode.COURSE_CODE_USED_UP],
      ['AURORA-2025', ErrorCode.COURSE_CODE_EXPIRED],
      ['NO-SUCH-CODE', ErrorCode.COURSE_CODE_UNKNOWN],
    ];
    const before = await t.db
      .selectFrom('course_enrolments')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    for (const [code, error] of cases) {
      const { body } = await redeem(code);
      expect(body.code, code).toBe(error);
      expect(body.msg.length).toBeGreaterThan(5);
    }
    const { body: bad } = await redeem('bad code!');
    expect(bad.code).toBe(ErrorCode.INVALID_INPUT);
    const after = await t.db
      .selectFrom('course_enrolments')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it("treats another tenant's code as unknown", async () => {
    const foreignCourse = await courseId(t, 'Public speaking for everyone', 2);
    await t.db
      .insertInto('course_codes')
      .values({
        eid: 2,
        code: 'HUB-OPEN',
        course_id: foreignCourse,
        max_uses: 5,
        uses_left: 5,
        expires_at: null,
        created_at: 0,
      })
      .execute();
    const { body } = await redeem('HUB-OPEN');
    expect(body.code).toBe(ErrorCode.COURSE_CODE_UNKNOWN);
    expect(await usesLeft('HUB-OPEN')).toBe(5);
  });

  it('requires sign-in', async () => {
    const { body } = await t.call('/v1/coursecode/course-code', { code: 'AURORA-2026' }, { method: 'POST' });
    expect(body.code).toBe(ErrorCode.UNAUTHORIZED);
  });
});
