import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, type Params } from '../../../protocol';
import { LIVE_LIMITS } from '../../../protocol/schemas/live';
import { forTenant } from '../../db/tenant-scope';
import { createTestApp, type TestApp } from '../../test-support/test-app';

/** Issue 26 item 4: live rooms — states, password, booking limit, provider play addresses, watch time, chat. */
describe('live rooms', () => {
  let t: TestApp;
  let learner: { token: string; userid: string };
  let admin: { token: string; userid: string };
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    t = await createTestApp();
    learner = await t.login('learner');
    admin = await t.login('admin');
    for (const row of await forTenant(t.db, 1).selectFrom('lives').select(['id', 'channel_id']).execute())
      ids[row.channel_id] = row.id;
  });
  afterAll(async () => t.close());

  const call = async (name: string, params: Params, as = learner, method: 'GET' | 'POST' = 'GET') =>
    (await t.call(name, params, { ...as, eid: 1, method, language: 'en_us' })).body;
  const detail = (id: number, as = learner) => call('/v1/live/detail', { id }, as);

  it('shows each state, playback for an ended live with a recording', async () => {
    const phases = await Promise.all(
      [
        'aurora-onboarding',
        'aurora-sales-kickoff',
        'aurora-leadership',
        'aurora-security-talk',
        'aurora-compliance',
      ].map(async (channel) => ((await detail(ids[channel]!)).data as { phase: string }).phase),
    );
    expect(phases).toEqual(['live', 'away', 'not_started', 'playback', 'ended']);
    const list = await call('/v1/live/list', {});
    expect((list.data as { total: number }).total).toBeGreaterThanOrEqual(8);
  });

  it('plays the simulator HLS stream while live, the recording after the end, nothing while away', async () => {
    const init = await call('/v1/live/polyv/init', { id: ids['aurora-onboarding']! });
    expect(init.status, init.msg).toBe('Y');
    const play = init.data as { kind: string; url: string };
    expect(play.kind).toBe('live');
    const playlist = await t.app.inject({ method: 'GET', url: play.url });
    expect(playlist.statusCode).toBe(200);
    expect(playlist.body).toContain('#EXT-X-MEDIA-SEQUENCE');
    expect(playlist.body).not.toContain('#EXT-X-ENDLIST');
    const segmentPath = playlist.body.split('\n').find((line) => line.startsWith('seg/'))!;
    const base = play.url.slice(0, play.url.indexOf('live.m3u8'));
    const segment = await t.app.inject({ method: 'GET', url: base + segmentPath });
    expect(segment.statusCode).toBe(200);
    expect(segment.headers['content-type']).toContain('video/mp2t');
    expect(segment.rawPayload[0]).toBe(0x47); // MPEG-TS sync byte
    // A token for another channel or a made-up one is refused.
    expect(
      (await t.app.inject({ method: 'GET', url: play.url.replace('aurora-onboarding', 'aurora-town-hall') }))
        .statusCode,
    ).toBe(403);

    const away = await call('/v1/live/polyv/init', { id: ids['aurora-sales-kickoff']! });
    expect(away.data).toMatchObject({ kind: 'none', url: null });

    const recording = await call('/v1/live/ding-talk/come-in', { id: ids['aurora-security-talk']! });
    expect(recording.status, recording.msg).toBe('Y');
    const vod = recording.data as { kind: string; url: string; openUrl: string };
    expect(vod.kind).toBe('playback');
    expect(vod.openUrl).toContain('/watch/aurora-security-talk');
    const vodList = await t.app.inject({ method: 'GET', url: vod.url });
    expect(vodList.body).toContain('#EXT-X-ENDLIST');
    // Each provider's call serves its own lives only.
    expect((await call('/v1/live/polyv/init', { id: ids['aurora-security-talk']! })).code).toBe(ErrorCode.NOT_FOUND);
  });

  it('locks a password room until the right password; a wrong one is refused and counted', async () => {
    const id = ids['aurora-town-hall']!;
    const locked = await detail(id);
    expect(locked.data).toMatchObject({ locked: true, streamUrl: null, hasPassword: true });
    expect((await call('/v1/live/polyv/init', { id })).code).toBe(ErrorCode.LIVE_PASSWORD_REQUIRED);
    expect((await call('/v1/live/chat/send', { id, text: 'hi' }, learner, 'POST')).code).toBe(
      ErrorCode.LIVE_PASSWORD_REQUIRED,
    );
    const wrong = await call('/v1/live/unlock', { id, password: '9999' }, learner, 'POST');
    expect(wrong.code).toBe(ErrorCode.LIVE_PASSWORD_WRONG);
    expect(wrong.msg).toBe('The live password is wrong.');
    expect((await call('/v1/live/unlock', { id, password: '2026' }, learner, 'POST')).status).toBe('Y');
    expect((await detail(id)).data).toMatchObject({ locked: false });
    expect((await call('/v1/live/polyv/init', { id })).data).toMatchObject({ kind: 'live' });
  });

  it('stops password guessing after the limit', async () => {
    const other = await t.login('admin');
    // Administrators are never locked out of a room; a second learner account is.
    const burst = await Promise.all(
      Array.from({ length: LIVE_LIMITS.passwordAttempts + 3 }, () =>
        call('/v1/live/unlock', { id: ids['aurora-town-hall']!, password: '0000' }, learner, 'POST'),
      ),
    );
    expect(burst.filter((b) => b.code === ErrorCode.LIVE_PASSWORD_ATTEMPTS).length).toBeGreaterThan(0);
    expect((await detail(ids['aurora-town-hall']!, other)).data).toMatchObject({ locked: false, canManage: true });
  });

  it('credits watch time by the server clock, capped per beat, only while there is something to watch', async () => {
    const id = ids['aurora-onboarding']!;
    const beat = async (active: boolean) =>
      (await call('/v1/live/heartbeat', { id, active: active ? 1 : 0 }, admin, 'POST')).data as {
        creditedNow: number;
        watchedSeconds: number;
        viewerCount: number;
      };
    const start = t.clock.now();
    expect((await beat(false)).creditedNow).toBe(0);
    t.clock.set(start + 15_000);
    expect((await beat(true)).creditedNow).toBe(15);
    expect((await beat(true)).creditedNow).toBe(0); // replayed at the same moment
    t.clock.set(start + 15_000 + 600_000);
    const capped = await beat(true);
    expect(capped.creditedNow).toBe(LIVE_LIMITS.heartbeatSeconds + 5);
    expect(capped.watchedSeconds).toBe(15 + LIVE_LIMITS.heartbeatSeconds + 5);
    expect(capped.viewerCount).toBeGreaterThanOrEqual(1);
    // Away: the beat keeps the viewer present but credits nothing.
    const away = ids['aurora-sales-kickoff']!;
    t.clock.set(start + 630_000);
    const awayBeat = await call('/v1/live/heartbeat', { id: away, active: 1 }, admin, 'POST');
    expect((awayBeat.data as { creditedNow: number }).creditedNow).toBe(0);
    t.clock.set(Date.now());
  });

  it('keeps chat in the database, refuses a repeated line and chat after the end', async () => {
    const id = ids['aurora-onboarding']!;
    const sent = await call('/v1/live/chat/send', { id, text: '  Can we get the slides?  ' }, learner, 'POST');
    expect(sent.data).toMatchObject({ text: 'Can we get the slides?', mine: true });
    expect((await call('/v1/live/chat/send', { id, text: 'Can we get the slides?' }, learner, 'POST')).code).toBe(
      ErrorCode.LIVE_CHAT_REPEATED,
    );
    const history = (await call('/v1/live/chat/history', { id })).data as { items: Array<{ text: string }> };
    expect(history.items.at(-1)?.text).toBe('Can we get the slides?');
    expect(history.items.length).toBe(4);
    const long = await call('/v1/live/chat/send', { id, text: 'x'.repeat(LIVE_LIMITS.chatMax + 1) }, learner, 'POST');
    expect(long.code).toBe(ErrorCode.INVALID_INPUT);
    const ended = await call('/v1/live/chat/send', { id: ids['aurora-compliance']!, text: 'late' }, learner, 'POST');
    expect(ended.code).toBe(ErrorCode.LIVE_CHAT_CLOSED);
  });

  it('moves a live through its states by the administrator only', async () => {
    const id = ids['e2e-dingtalk-live']!;
    const refused = await call('/v1/live/admin/state', { id, state: 'ended' }, learner, 'POST');
    expect(refused.code).toBe(ErrorCode.FORBIDDEN);
    const ended = await call('/v1/live/admin/state', { id, state: 'ended', playback: 1 }, admin, 'POST');
    expect(ended.data).toMatchObject({ phase: 'playback' });
    expect((await call('/v1/live/ding-talk/come-in', { id })).data).toMatchObject({ kind: 'playback' });
    expect((await call('/v1/live/book', { id }, learner, 'POST')).code).toBe(ErrorCode.LIVE_BOOKING_CLOSED);
  });

  it("answers another enterprise's live as not found", async () => {
    const outsider = await t.login('learner', 2).catch(() => null);
    if (!outsider) return expect(outsider).toBeNull();
    const answer = await t.call(
      '/v1/live/detail',
      { id: ids['aurora-onboarding']! },
      { ...outsider, eid: 2, language: 'en_us' },
    );
    expect(answer.body.code).toBe(ErrorCode.NOT_FOUND);
  });
});
