import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forTenant } from '../../db/tenant-scope';
import { createTestApp, type TestApp } from '../../test-support/test-app';

/** The room's server-sent events: chat lines read from the database reach every open stream. */
describe('live stream (server-sent events)', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp();
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => t.close());

  async function open(url: string, headers: Record<string, string> = {}) {
    const controller = new AbortController();
    const response = await fetch(base + url, { signal: controller.signal, headers });
    const reader = response.body!.getReader();
    let text = '';
    const events: Array<{ type: string; [key: string]: unknown }> = [];
    const until = async (test: () => boolean) => {
      while (!test()) {
        const { value, done } = await reader.read();
        if (done) throw new Error('stream closed');
        text += new TextDecoder().decode(value);
        const blocks = text.split('\n\n');
        text = blocks.pop() ?? '';
        for (const block of blocks) {
          const data = block.split('\n').find((l) => l.startsWith('data: '));
          if (data) events.push(JSON.parse(data.slice(6)));
        }
      }
    };
    return { response, events, until, close: () => controller.abort() };
  }

  it('sends a line posted by another viewer, the count and the state to every open stream; refuses a bad token', async () => {
    const id = (
      await forTenant(t.db, 1)
        .selectFrom('lives')
        .select('id')
        .where('channel_id', '=', 'aurora-onboarding')
        .executeTakeFirstOrThrow()
    ).id;
    const learner = await t.login('learner');
    const admin = await t.login('admin');
    const room = (await t.call('/v1/live/detail', { id }, { ...learner, eid: 1 })).body.data as { streamUrl: string };
    const a = await open(room.streamUrl);
    const b = await open(room.streamUrl);
    expect(a.response.headers.get('content-type')).toContain('text/event-stream');
    await a.until(() => a.events.some((e) => e.type === 'phase'));
    expect(a.events.find((e) => e.type === 'phase')).toMatchObject({ phase: 'live' });
    await t.call(
      '/v1/live/chat/send',
      { id, text: 'Line from the administrator' },
      { ...admin, eid: 1, method: 'POST' },
    );
    const sawLine = (s: typeof a) => () =>
      s.events.some((e) => e.type === 'chat' && (e.line as { text: string }).text === 'Line from the administrator');
    await Promise.all([a.until(sawLine(a)), b.until(sawLine(b))]);
    a.close();
    b.close();

    const forged = await fetch(`${base}${room.streamUrl.replace(/t=[^&]+/, 't=forged.token')}`);
    expect(forged.status).toBe(403);
    const otherRoom = await fetch(`${base}${room.streamUrl.replace(`/live-stream/${id}`, `/live-stream/${id + 1}`)}`);
    expect(otherRoom.status).toBe(403);
  });
});
