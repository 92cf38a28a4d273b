import { afterEach, describe, expect, it } from 'vitest';
import { ErrorCode, type UserInfo } from '../../protocol';
import { DEMO_PASSWORD } from '../db/seed/demo-data';
import { injectFetch } from '../providers/host-common/host-http';
import { useHostFetch } from '../routes/host/host-config';
import { signedRequest } from '../test-support/signed-request';
import { twoApps, type Instance, type Pair } from './two-apps';

/**
 * Issue 21 item 3: two server processes over one database agree on everything a learner or an
 * attacker could tell apart — sessions, the replay guard, limits, verification codes and the host
 * simulators' one-time codes (decision 0041). SQLite file by default; PostgreSQL under DATABASE_URL.
 */
let pair: Pair;
afterEach(async () => {
  useHostFetch(null);
  await pair?.close();
});

const signIn = async (via: Instance, account = 'learner') => {
  const answer = await via.call('apiSystem/login', { account, password: DEMO_PASSWORD }, { method: 'POST' });
  expect(answer.body.status).toBe('Y');
  return answer.body.data as UserInfo;
};

describe('two processes over one database', () => {
  it('a learner signs in through A and continues through B; signing out at B ends it at A', async () => {
    pair = await twoApps();
    const info = await signIn(pair.a);
    const who = { token: info.token, userid: info.userid };
    const atB = await pair.b.call('apiSystem/getUserInfo', {}, who);
    expect(atB.body).toMatchObject({ status: 'Y', data: { username: 'Lin Xiao' } });
    expect((await pair.b.call('apiSystem/loginout', {}, who)).body.status).toBe('Y');
    const atA = await pair.a.call('apiSystem/getUserInfo', {}, who);
    expect(atA.body.code).toBe(ErrorCode.UNAUTHORIZED);
  });

  it('a signed request sent to A and replayed to B is refused', async () => {
    pair = await twoApps();
    const info = await signIn(pair.a);
    const read = signedRequest('apiSystem/getUserInfo', {}, { token: info.token, userid: info.userid });
    expect((await pair.a.send(read)).body.status).toBe('Y');
    const replayed = await pair.b.send(read);
    expect(replayed.body.code).toBe(ErrorCode.REQUEST_REPLAYED);
  });

  it('wrong passwords count across both: the limit is reached half at A, half at B', async () => {
    pair = await twoApps({ loginAttemptLimit: 4 });
    for (const via of [pair.a, pair.b, pair.a, pair.b]) {
      const wrong = await via.call('apiSystem/login', { account: 'learner', password: 'guess' }, { method: 'POST' });
      expect(wrong.body.code).toBe(ErrorCode.LOGIN_FAILED);
    }
    for (const via of [pair.a, pair.b]) {
      const right = await via.call(
        'apiSystem/login',
        { account: 'learner', password: DEMO_PASSWORD },
        { method: 'POST' },
      );
      expect(right.body.code).toBe(ErrorCode.RATE_LIMITED);
    }
  });

  it('a text-message code sent through A signs in through B, once', async () => {
    pair = await twoApps();
    const phone = '13800138001';
    expect((await pair.a.call('/send-message', { phone, purpose: 'login' }, { method: 'POST' })).body.status).toBe('Y');
    const sent = await pair.a.db
      .selectFrom('message_outbox')
      .select('body')
      .where('recipient', 'like', `%${phone}`)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const code = /\d{6}/.exec(sent.body)![0];
    const login = (via: Instance) =>
      via.call('apiSystem/login', { loginType: 'code', phone, code }, { method: 'POST' });
    expect((await login(pair.b)).body.status).toBe('Y');
    expect((await login(pair.a)).body.code).toBe(ErrorCode.VERIFICATION_CODE_INVALID);
  });

  it('a DingTalk code issued by the simulator of A is redeemed through B and refused again at A', async () => {
    pair = await twoApps();
    const minted = await pair.a.app.inject({
      method: 'POST',
      url: '/__sim/dingtalk/__test/code',
      payload: { corpId: 'dingaurora0001', userid: 'dt-lin-xiao' },
    });
    const { code } = minted.json() as { code: string };
    // B's DingTalk client asks B's own simulator, as each process asks the loopback address it serves.
    useHostFetch(injectFetch(pair.b.app));
    const atB = await pair.b.call('/v1/dingtalk/login', { code }, { method: 'POST' });
    expect(atB.body).toMatchObject({ status: 'Y', data: { username: 'Lin Xiao' } });
    useHostFetch(injectFetch(pair.a.app));
    const atA = await pair.a.call('/v1/dingtalk/login', { code }, { method: 'POST' });
    expect(atA.body.code).toBe(ErrorCode.HOST_CODE_INVALID);
  });

  it('a WeCom code issued by the simulator of B is redeemed through A', async () => {
    pair = await twoApps();
    const minted = await pair.b.app.inject({
      method: 'POST',
      url: '/__sim/wecom/__test/code',
      payload: { corpId: 'wwaurora0001', userid: 'ww-lin-xiao' },
    });
    const { code } = minted.json() as { code: string };
    useHostFetch(injectFetch(pair.a.app));
    const atA = await pair.a.call('/v1/wecom/login', { code }, { method: 'POST' });
    expect(atA.body.status).toBe('Y');
    useHostFetch(injectFetch(pair.b.app));
    expect((await pair.b.call('/v1/wecom/login', { code }, { method: 'POST' })).body.code).toBe(
      ErrorCode.HOST_CODE_INVALID,
    );
  });

  it('a study lease taken through A holds at B, and the session at A keeps beating through B', async () => {
    pair = await twoApps();
    const info = await signIn(pair.a, 'engineer');
    const who = { token: info.token, userid: info.userid, method: 'POST' as const, timeZone: 'Asia/Shanghai|480' };
    const course = await pair.a.db
      .selectFrom('courses')
      .select('id')
      .where('eid', '=', 1)
      .where('title', '=', 'Consultative selling')
      .executeTakeFirstOrThrow();
    const chapter = await pair.a.db
      .selectFrom('course_chapters')
      .select('id')
      .where('course_id', '=', course.id)
      .orderBy('sort')
      .executeTakeFirstOrThrow();
    const start = (via: Instance, windowId: string, deviceId: string) =>
      via.call('/v1/course/study/start', { courseId: course.id, chapterId: chapter.id, windowId, deviceId }, who);
    const atA = await start(pair.a, 'tab-at-a-0001', 'browser-aaaa-01');
    expect(atA.body.status).toBe('Y');
    expect((await start(pair.b, 'tab-at-b-0001', 'browser-bbbb-02')).body.code).toBe(ErrorCode.STUDY_MULTI_WINDOW);
    const beat = await pair.b.call(
      '/v1/course/study/heartbeat',
      { sessionId: (atA.body.data as { sessionId: string }).sessionId, chapterId: chapter.id, position: 1 },
      who,
    );
    expect(beat.body.status).toBe('Y');
  });
});
