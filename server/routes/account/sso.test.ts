import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ErrorCode, SSO_TICKET_LIFETIME_MS, userInfoSchema, type SsoAudience } from '../../../protocol';
import { DEMO_SSO_SECRETS } from '../../db/seed/demo-data';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { mintSsoTicket } from './sso-ticket';

const MAC = '/v1/login/mac-sso-login';
const PC = '/v1/login/new-pc-sso-login/index';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

function ticket(
  overrides: { eid?: number; account?: string; aud?: SsoAudience; now?: number; nonce?: string; secret?: string } = {},
): string {
  const eid = overrides.eid ?? 1;
  return mintSsoTicket(
    {
      eid,
      account: overrides.account ?? 'learner',
      aud: overrides.aud ?? 'pc',
      now: overrides.now ?? t.clock.now(),
      ...(overrides.nonce ? { nonce: overrides.nonce } : {}),
    },
    overrides.secret ?? DEMO_SSO_SECRETS[eid] ?? 'none',
  );
}

async function counts(): Promise<{ sessions: number; nonces: number }> {
  const s = await t.db
    .selectFrom('sessions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const n = await t.db
    .selectFrom('sso_nonces')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return { sessions: Number(s.n), nonces: Number(n.n) };
}

describe('desktop SSO tickets', () => {
  it('exchanges a pc ticket and a mac ticket for working sessions', async () => {
    for (const [call, aud] of [
      [PC, 'pc'],
      [MAC, 'mac'],
      [PC, 'transfer'],
    ] as const) {
      const { body } = await t.call(call, { ticket: ticket({ aud }) }, { method: 'POST' });
      expect(body.status).toBe('Y');
      const info = userInfoSchema.parse(body.data);
      expect(info).toMatchObject({ username: 'Lin Xiao' });
      expect((await t.call('apiSystem/getUserInfo', {}, { token: info.token, userid: info.userid })).body.status).toBe(
        'Y',
      );
    }
  });

  it("replaces the browser's previous session: it is signed out on the server too", async () => {
    const sales = await t.login('sales');
    const { body } = await t.call(PC, { ticket: ticket({ aud: 'transfer' }) }, { method: 'POST', ...sales });
    expect(body.data).toMatchObject({ username: 'Lin Xiao' });
    expect((await t.call('apiSystem/getUserInfo', {}, sales)).body.code).toBe(ErrorCode.UNAUTHORIZED);
  });

  it('refuses a reused ticket, changing nothing', async () => {
    const once = ticket();
    expect((await t.call(PC, { ticket: once }, { method: 'POST' })).body.status).toBe('Y');
    const before = await counts();
    const { body } = await t.call(PC, { ticket: once }, { method: 'POST' });
    expect(body).toMatchObject({ status: 'N', code: ErrorCode.SSO_TICKET_USED });
    expect(body.msg).toMatch(/already used/);
    expect(await counts()).toEqual(before);
  });

  it('refuses an expired ticket and one from the future', async () => {
    const before = await counts();
    const old = await t.call(
      PC,
      { ticket: ticket({ now: t.clock.now() - SSO_TICKET_LIFETIME_MS - 1 }) },
      { method: 'POST' },
    );
    expect(old.body).toMatchObject({ status: 'N', code: ErrorCode.SSO_TICKET_EXPIRED });
    const future = await t.call(PC, { ticket: ticket({ now: t.clock.now() + 5 * 60 * 1000 }) }, { method: 'POST' });
    expect(future.body.code).toBe(ErrorCode.SSO_TICKET_INVALID);
    expect(await counts()).toEqual(before);
  });

  it('refuses forged, tampered, malformed, cross-enterprise and wrong-channel tickets, changing nothing', async () => {
    const before = await counts();
    const good = ticket();
    const [part, sig] = good.split('.') as [string, string];
    const payload = JSON.parse(Buffer.from(part, 'base64url').toString()) as Record<string, unknown>;
    const swapped = Buffer.from(JSON.stringify({ ...payload, account: 'admin' })).toString('base64url');
    const refused = [
      ticket({ secret: 'guessed-secret' }),
      `${swapped}.${sig}`,
      `${part}.${sig.slice(0, -2)}`,
      'not-a-ticket',
      `${part}`,
      ticket({ eid: 2 }),
      ticket({ aud: 'mac' }),
      ticket({ account: 'nobody' }),
    ];
    for (const forged of refused) {
      const { body } = await t.call(PC, { ticket: forged }, { method: 'POST' });
      expect(body, forged).toMatchObject({ status: 'N', code: ErrorCode.SSO_TICKET_INVALID });
    }
    expect((await t.call(MAC, { ticket: ticket({ aud: 'pc' }) }, { method: 'POST' })).body.code).toBe(
      ErrorCode.SSO_TICKET_INVALID,
    );
    expect((await t.call(MAC, { ticket: ticket({ aud: 'transfer' }) }, { method: 'POST' })).body.code).toBe(
      ErrorCode.SSO_TICKET_INVALID,
    );
    expect(await counts()).toEqual(before);
  });

  it('refuses when the enterprise has SSO off, is expired, or the account is locked', async () => {
    await t.db.updateTable('enterprises').set({ sso_secret: '' }).where('id', '=', 2).execute();
    const off = await t.call(
      PC,
      { ticket: ticket({ eid: 2, account: 'visitor', secret: 'open-hub-demo-sso-secret-2026' }) },
      { method: 'POST', eid: 2 },
    );
    expect(off.body.code).toBe(ErrorCode.SSO_NOT_ENABLED);

    const locked = await t.call(PC, { ticket: ticket({ account: 'locked' }) }, { method: 'POST' });
    expect(locked.body).toMatchObject({ code: ErrorCode.UNAUTHORIZED, data: { reason: 'account_locked' } });

    await t.db
      .updateTable('enterprises')
      .set({ expires_at: t.clock.now() - 1 })
      .where('id', '=', 1)
      .execute();
    const expired = await t.call(PC, { ticket: ticket() }, { method: 'POST' });
    expect(expired.body).toMatchObject({ code: ErrorCode.FORBIDDEN, data: { reason: 'enterprise_expired' } });
  });

  it('validates the ticket field and refuses it by GET', async () => {
    expect((await t.call(PC, { ticket: '' }, { method: 'POST' })).body.code).toBe(ErrorCode.INVALID_INPUT);
    expect((await t.call(PC, { ticket: ticket() })).body.code).toBe(ErrorCode.ENVELOPE_MALFORMED);
  });
});
