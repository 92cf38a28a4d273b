import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => t.close());

const entry = (message: string) => ({
  level: 'error',
  source: 'window',
  message,
  stack: 'at x (app.js:1:1)',
  url: '/index',
  at: 1,
});
const logs = () => t.db.selectFrom('client_logs').selectAll().execute();

describe('client log upload', () => {
  it('stores a batch under the caller’s enterprise and user', async () => {
    const learner = await t.login('learner');
    const { body } = await t.call(
      '/v1/logs/upload',
      { entries: JSON.stringify([entry('boom'), entry('bang')]) },
      { eid: 1, ...learner, method: 'POST' },
    );
    expect(body.data).toEqual({ accepted: 2 });
    const rows = await logs();
    expect(rows.map((r) => r.message)).toEqual(['boom', 'bang']);
    expect(rows[0]).toMatchObject({
      eid: 1,
      user_id: Number(learner.userid) || rows[0]!.user_id,
      level: 'error',
      source: 'window',
    });
    expect(rows[0]!.user_id).not.toBeNull();
  });

  it('refuses malformed, oversized or too-long batches whole and stores nothing', async () => {
    const send = (entries: string) => t.call('/v1/logs/upload', { entries }, { eid: 1, method: 'POST' });
    expect((await send('not json')).body.code).toBe(42490);
    expect((await send(JSON.stringify([{ level: 'fatal', message: 'x' }]))).body.code).toBe(42490);
    expect((await send(JSON.stringify(Array.from({ length: 21 }, () => entry('x'))))).body.code).toBe(42490);
    expect((await send(JSON.stringify([entry('x'.repeat(1001))]))).body.code).toBe(42490);
    expect((await send('x'.repeat(64_001))).body.status).toBe('N');
    expect(await logs()).toHaveLength(0);
  });

  it('is rate limited per client', async () => {
    const learner = await t.login('learner');
    const codes: number[] = [];
    for (let i = 0; i < 13; i += 1)
      codes.push(
        (
          await t.call(
            '/v1/logs/upload',
            { entries: JSON.stringify([entry(`e${i}`)]) },
            { eid: 1, ...learner, method: 'POST' },
          )
        ).body.code as number,
      );
    expect(codes.slice(0, 12).every((code) => code !== 42491)).toBe(true);
    expect(codes[12]).toBe(42491);
    expect(await logs()).toHaveLength(12);
    // A minute later the client may send again.
    t.clock.set(t.clock.now() + 61_000);
    const later = await t.call(
      '/v1/logs/upload',
      { entries: JSON.stringify([entry('later')]) },
      { eid: 1, ...learner, method: 'POST' },
    );
    expect(later.body.status).toBe('Y');
  });
});

describe('partnership enquiry', () => {
  const form = {
    requestId: 'enquiry-0001',
    companyName: 'Acme Training',
    contactName: 'Ann Lee',
    phone: '+86 138 0000 0000',
    message: 'We run safety courses.',
  };

  it('files one enquiry per request id, answering the same id on a retry', async () => {
    const first = await t.call('/v1/promote/index/enterprise', form, { eid: 2, method: 'POST' });
    const again = await t.call('/v1/promote/index/enterprise', form, { eid: 2, method: 'POST' });
    expect(first.body.status).toBe('Y');
    expect(again.body.data).toEqual(first.body.data);
    const rows = await t.db.selectFrom('promote_enquiries').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ eid: 2, company_name: 'Acme Training', user_id: null });
  });

  it('refuses bad input and changes nothing', async () => {
    const bad = await t.call('/v1/promote/index/enterprise', { ...form, phone: 'call me' }, { eid: 2, method: 'POST' });
    expect(bad.body.status).toBe('N');
    expect(await t.db.selectFrom('promote_enquiries').selectAll().execute()).toHaveLength(0);
  });
});
