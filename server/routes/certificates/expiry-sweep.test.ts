import Fastify from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CERTIFICATE_EXPIRY_NOTICE_MS } from '../../../protocol';
import { crossTenant, forTenant } from '../../db/tenant-scope';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import {
  CERTIFICATE_SWEEP_MS,
  notifyExpiringCertificates,
  registerCertificateSweep,
  sweepExpiringCertificates,
} from './expiry-sweep';

/** The periodic certificate-expiry sweep (decision 0058): across enterprises, once per certificate. */
const DAY = 86_400_000;
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => t.close());

async function member(eid: number): Promise<number> {
  const row = await forTenant(t.db, eid).selectFrom('users').select('id').orderBy('id').executeTakeFirstOrThrow();
  return row.id;
}

async function certificate(eid: number, userId: number, serial: string, fields: Record<string, number | null>) {
  const now = t.clock.now();
  const row = await forTenant(t.db, eid)
    .insertInto('certificates')
    .values({
      eid,
      user_id: userId,
      name: `Sweep ${serial}`,
      source_kind: 'manual',
      source_id: null,
      source_name: '',
      serial,
      acquired_at: now - 100 * DAY,
      expires_at: null,
      revoked_at: null,
      expiry_notified_at: null,
      created_at: now,
      ...fields,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Messages about each certificate, across enterprises. */
async function messagesAbout(ids: number[]): Promise<Record<number, number>> {
  const rows = await crossTenant(t.db)
    .selectFrom('messages')
    .select('source_id')
    .where('kind', '=', 'certificate_expiration')
    .where(
      'source_id',
      'in',
      ids.map((id) => String(id)),
    )
    .execute();
  const counts: Record<number, number> = Object.fromEntries(ids.map((id) => [id, 0]));
  for (const row of rows) counts[Number(row.source_id)]! += 1;
  return counts;
}

describe('certificate expiry sweep', () => {
  it('sends once per certificate entering the notice period, in every enterprise, with several workers at once', async () => {
    const now = t.clock.now();
    const [one, two] = [await member(1), await member(2)];
    const soon = now + CERTIFICATE_EXPIRY_NOTICE_MS - DAY;
    const ids = {
      dueOne: await certificate(1, one, 'SW-1', { expires_at: soon }),
      dueTwo: await certificate(2, two, 'SW-2', { expires_at: now + DAY }),
      later: await certificate(1, one, 'SW-3', { expires_at: now + CERTIFICATE_EXPIRY_NOTICE_MS + DAY }),
      expired: await certificate(1, one, 'SW-4', { expires_at: now - DAY }),
      revoked: await certificate(2, two, 'SW-5', { expires_at: soon, revoked_at: now - DAY }),
      told: await certificate(1, one, 'SW-6', { expires_at: soon, expiry_notified_at: now - DAY }),
      never: await certificate(2, two, 'SW-7', { expires_at: null }),
    };
    // Two server processes sweeping and the learner opening their certificates, all at once.
    await Promise.all([
      sweepExpiringCertificates(t.db, now),
      sweepExpiringCertificates(t.db, now),
      notifyExpiringCertificates(forTenant(t.db, 1), { eid: 1, userId: one, now }),
    ]);
    expect(await messagesAbout(Object.values(ids))).toEqual({
      [ids.dueOne]: 1,
      [ids.dueTwo]: 1,
      [ids.later]: 0,
      [ids.expired]: 0,
      [ids.revoked]: 0,
      [ids.told]: 0,
      [ids.never]: 0,
    });
    // The message is the learner's own, in their enterprise.
    const own = await forTenant(t.db, 2)
      .selectFrom('messages')
      .select(['user_id', 'link'])
      .where('source_id', '=', String(ids.dueTwo))
      .executeTakeFirstOrThrow();
    expect(own).toEqual({ user_id: two, link: '/my/my-certificate' });

    // Later sweeps send nothing again; the one that was "later" is sent once its time comes.
    expect(await sweepExpiringCertificates(t.db, now)).toBe(0);
    expect(await sweepExpiringCertificates(t.db, now + 2 * DAY)).toBe(1);
    expect((await messagesAbout([ids.later]))[ids.later]).toBe(1);
  });

  it('runs on a timer started with the server and stops on close', async () => {
    const now = t.clock.now();
    const id = await certificate(1, await member(1), 'SW-T', { expires_at: now + DAY });
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const app = Fastify({ logger: false });
      registerCertificateSweep(app, { db: t.db, clock: t.clock });
      await app.ready();
      expect(vi.getTimerCount()).toBe(1);
      vi.advanceTimersByTime(CERTIFICATE_SWEEP_MS);
      await vi.waitFor(async () => expect((await messagesAbout([id]))[id]).toBe(1), { timeout: 5000, interval: 20 });
      await app.close();
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
