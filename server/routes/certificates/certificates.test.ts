import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { CERTIFICATE_EXPIRY_NOTICE_MS, ErrorCode, type Certificate } from '../../../protocol';
import { forTenant } from '../../db/tenant-scope';
import { createTestApp, type TestApp } from '../../test-support/test-app';

let t: TestApp;
let learner: { token: string; userid: string };
let learnerId: number;
beforeEach(async () => {
  t = await createTestApp();
  learner = await t.login('learner');
  learnerId = Number(learner.userid);
});
afterEach(async () => t.close());

const DAY = 86_400_000;

async function certificate(fields: {
  name: string;
  serial: string;
  expiresAt?: number | null;
  revokedAt?: number | null;
}) {
  const now = t.clock.now();
  const row = await forTenant(t.db, 1)
    .insertInto('certificates')
    .values({
      eid: 1,
      user_id: learnerId,
      name: fields.name,
      source_kind: 'training',
      source_id: null,
      source_name: '新員工入職培訓 Onboarding',
      serial: fields.serial,
      acquired_at: now - 10 * DAY,
      expires_at: fields.expiresAt ?? null,
      revoked_at: fields.revokedAt ?? null,
      expiry_notified_at: null,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function pdfText(base64: string): Promise<string> {
  const doc = await getDocument({ data: new Uint8Array(Buffer.from(base64, 'base64')), useSystemFonts: false }).promise;
  const page = await doc.getPage(1);
  const content = await page.getTextContent();
  return content.items.map((item) => ('str' in item ? item.str : '')).join('');
}

describe('certificates', () => {
  it('lists with states valid, expiring, expired and revoked', async () => {
    const now = t.clock.now();
    const ids = {
      valid: await certificate({ name: 'Valid', serial: 'T-V', expiresAt: now + 365 * DAY }),
      forever: await certificate({ name: 'Forever', serial: 'T-F' }),
      expiring: await certificate({ name: 'Expiring', serial: 'T-E', expiresAt: now + 5 * DAY }),
      expired: await certificate({ name: 'Expired', serial: 'T-X', expiresAt: now - DAY }),
      revoked: await certificate({ name: 'Revoked', serial: 'T-R', revokedAt: now - DAY }),
    };
    const body = (await t.call('/v1/certificate/mine', {}, learner)).body;
    const list = (body.data as { list: Certificate[] }).list;
    const stateOf = (id: number) => list.find((item) => item.id === id)?.state;
    expect(stateOf(ids.valid)).toBe('valid');
    expect(stateOf(ids.forever)).toBe('valid');
    expect(stateOf(ids.expiring)).toBe('expiring');
    expect(stateOf(ids.expired)).toBe('expired');
    expect(stateOf(ids.revoked)).toBe('revoked');
  });

  it('sends certificateExpiration once, before expiry, when the learner reads', async () => {
    const now = t.clock.now();
    const soon = await certificate({
      name: '安全生產證書',
      serial: 'T-S',
      expiresAt: now + CERTIFICATE_EXPIRY_NOTICE_MS - DAY,
    });
    const later = await certificate({
      name: 'Later',
      serial: 'T-L',
      expiresAt: now + CERTIFICATE_EXPIRY_NOTICE_MS + DAY,
    });
    await Promise.all([t.call('/v1/certificate/mine', {}, learner), t.call('/v1/certificate/mine', {}, learner)]);
    await t.call('/v1/homework/mine', {}, learner);
    const messages = await forTenant(t.db, 1)
      .selectFrom('messages')
      .selectAll()
      .where('user_id', '=', learnerId)
      .where('kind', '=', 'certificate_expiration')
      .execute();
    expect(messages.filter((m) => m.dedupe_key === `certificate_expiring:${soon}`)).toHaveLength(1);
    expect(messages.filter((m) => m.dedupe_key === `certificate_expiring:${later}`)).toHaveLength(0);
    expect(JSON.parse(messages.find((m) => m.dedupe_key === `certificate_expiring:${soon}`)!.params)).toMatchObject({
      certificateName: '安全生產證書',
    });
  });

  it('makes a PDF that opens and carries Simplified, Traditional and Latin text', async () => {
    const id = await certificate({
      name: '高级销售顾问 · 專業認證 Sales',
      serial: 'LP-2026-0001',
      expiresAt: t.clock.now() + 365 * DAY,
    });
    const body = (await t.call('/v1/certificate/pdf', { id: String(id) }, { ...learner, language: 'zh_hant' })).body;
    expect(body).toMatchObject({ status: 'Y' });
    const { fileName, pdfBase64 } = body.data as { fileName: string; pdfBase64: string };
    expect(fileName).toBe('certificate-LP-2026-0001.pdf');
    expect(Buffer.from(pdfBase64, 'base64').subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await pdfText(pdfBase64);
    expect(text).toContain('高级销售顾问 · 專業認證 Sales');
    expect(text).toContain('榮譽證書');
    expect(text).toContain('新員工入職培訓 Onboarding');
    expect(text).toContain('LP-2026-0001');
  });

  it('refuses the PDF of a revoked certificate and of another learner', async () => {
    const revoked = await certificate({ name: 'R', serial: 'T-R2', revokedAt: t.clock.now() });
    expect((await t.call('/v1/certificate/pdf', { id: String(revoked) }, learner)).body).toMatchObject({
      status: 'N',
      code: ErrorCode.CERTIFICATE_REVOKED,
    });
    const own = await certificate({ name: 'Mine', serial: 'T-M' });
    const sales = await t.login('sales');
    expect((await t.call('/v1/certificate/pdf', { id: String(own) }, sales)).body).toMatchObject({
      code: ErrorCode.NOT_FOUND,
    });
  });

  it('lets an administrator revoke, and not a learner', async () => {
    const id = await certificate({ name: 'To revoke', serial: 'T-RV' });
    const byLearner = await t.call(
      '/v1/admin/certificate/revoke',
      { id: String(id), reason: 'x' },
      { method: 'POST', ...learner },
    );
    expect(byLearner.body.status).toBe('N');
    const admin = await t.login('admin');
    const done = await t.call(
      '/v1/admin/certificate/revoke',
      { id: String(id), reason: 'Issued by mistake' },
      { method: 'POST', ...admin },
    );
    expect(done.body).toMatchObject({ status: 'Y', data: { state: 'revoked', revokeReason: 'Issued by mistake' } });
  });
});
