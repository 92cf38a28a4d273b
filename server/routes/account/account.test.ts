import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  ErrorCode,
  enterpriseChoiceListSchema,
  enterpriseConfigSchema,
  portalListSchema,
  userInfoSchema,
} from '../../../protocol';
import { createTestApp, type TestApp } from '../../test-support/test-app';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

async function sessionCount(): Promise<number> {
  const row = await t.db
    .selectFrom('sessions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('revoked_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('apiSystem/selectEnterprise: the enterprises of a person', () => {
  it('lists the enterprises where the person holds an account with the same verified phone, the current one first', async () => {
    const learner = await t.login('learner');
    const { body } = await t.call('apiSystem/selectEnterprise', {}, learner);
    const { list } = enterpriseChoiceListSchema.parse(body.data);
    expect(list.map((e) => [e.eid, e.current, e.status])).toEqual([
      [1, true, 'active'],
      [2, false, 'active'],
    ]);
    expect(list[0]).toMatchObject({
      enterpriseName: 'Aurora Learning Academy',
      themeColor: '#1d6fe0',
      hoverColor: '#1558b0',
      username: 'Lin Xiao',
    });
    expect(list[1]).toMatchObject({ enterpriseName: 'Open Course Hub', themeColor: '' });
  });

  it('lists only the own enterprise for a person without a verified phone, and an unverified shared phone links nothing', async () => {
    const sales = await t.login('sales');
    expect(
      enterpriseChoiceListSchema
        .parse((await t.call('apiSystem/selectEnterprise', {}, sales)).body.data)
        .list.map((e) => e.eid),
    ).toEqual([1]);
    // Typing the learner's number into another profile, unverified, links nothing.
    await t.db
      .updateTable('users')
      .set({ phone: '13800138001', phone_verified_at: null })
      .where('account', '=', 'northwind')
      .execute();
    const learner = await t.login('learner');
    expect(
      enterpriseChoiceListSchema
        .parse((await t.call('apiSystem/selectEnterprise', {}, learner)).body.data)
        .list.map((e) => e.eid),
    ).toEqual([1, 2]);
  });

  it('shows why an enterprise cannot be entered: expired, locked, closed, account locked', async () => {
    await t.db
      .updateTable('enterprises')
      .set({ expires_at: t.clock.now() - 1000 })
      .where('id', '=', 2)
      .execute();
    const learner = await t.login('learner');
    const list = () =>
      t.call('apiSystem/selectEnterprise', {}, learner).then((r) => enterpriseChoiceListSchema.parse(r.body.data).list);
    expect((await list())[1]?.status).toBe('expired');
    await t.db
      .updateTable('enterprises')
      .set({ expires_at: Date.UTC(2099, 0, 1), locked: 1 })
      .where('id', '=', 2)
      .execute();
    expect((await list())[1]?.status).toBe('locked');
    await t.db.updateTable('enterprises').set({ locked: 0, deleted: 1 }).where('id', '=', 2).execute();
    expect((await list())[1]?.status).toBe('closed');
    await t.db.updateTable('enterprises').set({ deleted: 0 }).where('id', '=', 2).execute();
    await t.db.updateTable('users').set({ locked: 1 }).where('eid', '=', 2).where('account', '=', 'learner').execute();
    expect((await list())[1]?.status).toBe('account_locked');
  });

  it('needs a signed-in caller', async () => {
    expect((await t.call('apiSystem/selectEnterprise', {})).body.code).toBe(ErrorCode.UNAUTHORIZED);
  });
});

describe('apiSystem/selectEnterprise with user_eid: switching', () => {
  it('opens a session for the account in the other enterprise and revokes the old one', async () => {
    const learner = await t.login('learner');
    const before = await sessionCount();
    const { body } = await t.call('apiSystem/selectEnterprise', { user_eid: '2' }, learner);
    expect(body.status).toBe('Y');
    const info = userInfoSchema.parse(body.data);
    expect(info.userid).not.toBe(learner.userid);
    expect(info.token).not.toBe(learner.token);
    expect(body.userinfo).toMatchObject({ userid: info.userid });
    expect(await sessionCount()).toBe(before);

    // The old session is gone; the new one works in eid 2, as a member there.
    expect((await t.call('apiSystem/getUserInfo', {}, learner)).body.code).toBe(ErrorCode.UNAUTHORIZED);
    const next = { token: info.token, userid: info.userid, eid: 2 };
    expect((await t.call('apiSystem/getUserInfo', {}, next)).body.data).toMatchObject({
      userid: info.userid,
      username: 'Lin Xiao',
    });
    const config = enterpriseConfigSchema.parse((await t.call('apiHomePage/Enterprise', {}, next)).body.data);
    expect(config).toMatchObject({ eid: 2, is_jion: 'Y' });

    // And back again.
    const back = await t.call('apiSystem/selectEnterprise', { user_eid: '1' }, next);
    expect(back.body.data).toMatchObject({ userid: learner.userid });
  });

  it('refuses a second switch with the old session, and switching to the current enterprise keeps the session', async () => {
    const learner = await t.login('learner');
    expect((await t.call('apiSystem/selectEnterprise', { user_eid: '2' }, learner)).body.status).toBe('Y');
    const before = await sessionCount();
    expect((await t.call('apiSystem/selectEnterprise', { user_eid: '2' }, learner)).body.code).toBe(
      ErrorCode.UNAUTHORIZED,
    );
    expect(await sessionCount()).toBe(before);

    const fresh = await t.login('learner');
    const same = await t.call('apiSystem/selectEnterprise', { user_eid: '1' }, fresh);
    expect(same.body.data).toMatchObject({ userid: fresh.userid, token: fresh.token });
    expect((await t.call('apiSystem/getUserInfo', {}, fresh)).body.status).toBe('Y');
  });

  it('refuses an enterprise the person has no account in, and an unknown one, alike and with nothing changed', async () => {
    const learner = await t.login('learner');
    const before = await sessionCount();
    for (const user_eid of ['3', '999']) {
      const { body } = await t.call('apiSystem/selectEnterprise', { user_eid }, learner);
      expect(body).toMatchObject({
        status: 'N',
        code: ErrorCode.ENTERPRISE_SWITCH_REFUSED,
        data: { reason: 'not_a_member' },
      });
      expect(body.msg).toMatch(/not a member/);
    }
    const sales = await t.login('sales');
    expect((await t.call('apiSystem/selectEnterprise', { user_eid: '2' }, sales)).body.data).toMatchObject({
      reason: 'not_a_member',
    });
    expect(await sessionCount()).toBe(before + 1);
    expect((await t.call('apiSystem/getUserInfo', {}, learner)).body.status).toBe('Y');
  });

  it('refuses an expired, locked or closed enterprise and a locked account with the reason, keeping the session', async () => {
    const learner = await t.login('learner');
    const cases: Array<[() => Promise<unknown>, string]> = [
      [
        () =>
          t.db
            .updateTable('enterprises')
            .set({ expires_at: t.clock.now() - 1 })
            .where('id', '=', 2)
            .execute(),
        'enterprise_expired',
      ],
      [
        () =>
          t.db
            .updateTable('enterprises')
            .set({ expires_at: Date.UTC(2099, 0, 1), locked: 1 })
            .where('id', '=', 2)
            .execute(),
        'enterprise_locked',
      ],
      [
        () => t.db.updateTable('enterprises').set({ locked: 0, deleted: 1 }).where('id', '=', 2).execute(),
        'enterprise_closed',
      ],
      [
        async () => {
          await t.db.updateTable('enterprises').set({ deleted: 0 }).where('id', '=', 2).execute();
          await t.db
            .updateTable('users')
            .set({ locked: 1 })
            .where('eid', '=', 2)
            .where('account', '=', 'learner')
            .execute();
        },
        'account_locked',
      ],
    ];
    for (const [arrange, reason] of cases) {
      await arrange();
      const { body } = await t.call('apiSystem/selectEnterprise', { user_eid: '2' }, learner);
      expect(body).toMatchObject({ status: 'N', code: ErrorCode.ENTERPRISE_SWITCH_REFUSED, data: { reason } });
    }
    expect((await t.call('apiSystem/getUserInfo', {}, learner)).body.status).toBe('Y');
  });

  it('validates user_eid', async () => {
    const learner = await t.login('learner');
    const { body } = await t.call('apiSystem/selectEnterprise', { user_eid: 'two' }, learner);
    expect(body).toMatchObject({ status: 'N', code: ErrorCode.INVALID_INPUT });
    expect(body.msg).toMatch(/user_eid/);
  });
});

describe('apiPortal/portalList and SaveSelectPortal', () => {
  it('lists the portals open to the user, with the selected one', async () => {
    const learner = await t.login('learner');
    const list = portalListSchema.parse((await t.call('apiPortal/portalList', {}, learner)).body.data);
    expect(list.selectedPortalId).toBe(0);
    expect(list.list.map((p) => [p.portalId, p.portalName, p.themeColor, p.selected])).toEqual([
      [1, 'Sales Academy', '#0f9d58', false],
      [2, 'Engineering Academy', '#e8590c', false],
    ]);
    const sales = portalListSchema.parse((await t.call('apiPortal/portalList', {}, await t.login('sales'))).body.data);
    expect(sales).toMatchObject({ selectedPortalId: 1, list: [{ portalId: 1, selected: true, switchStatus: 'Y' }] });
    expect(
      portalListSchema.parse((await t.call('apiPortal/portalList', {}, await t.login('admin'))).body.data).list,
    ).toEqual([]);
  });

  it('saves a portal, whose colours the init call then applies even against a stale envelope portal, and 0 returns to the default', async () => {
    const learner = await t.login('learner');
    expect((await t.call('apiPortal/portalList/SaveSelectPortal', { portalId: '2' }, learner)).body.data).toEqual({
      selectedPortalId: 2,
    });
    const config = enterpriseConfigSchema.parse((await t.call('apiHomePage/Enterprise', {}, learner)).body.data);
    expect(config.userPortal).toMatchObject({ portalID: 2, themeColor: '#e8590c', hoverColor: '#c2410c' });
    expect(portalListSchema.parse((await t.call('apiPortal/portalList', {}, learner)).body.data).selectedPortalId).toBe(
      2,
    );

    for (const portalId of ['0', '']) {
      await t.call('apiPortal/portalList/SaveSelectPortal', { portalId: '2' }, learner);
      expect((await t.call('apiPortal/portalList/SaveSelectPortal', { portalId }, learner)).body.data).toEqual({
        selectedPortalId: 0,
      });
      expect(
        enterpriseConfigSchema.parse((await t.call('apiHomePage/Enterprise', {}, learner)).body.data).userPortal,
      ).toBeNull();
    }
  });

  it("refuses another tenant's portal, a portal not open to the user and an unknown one, changing nothing", async () => {
    await t.db
      .insertInto('user_portals')
      .values({ id: 9, eid: 2, name: 'Hub portal', theme_color: '#123456', hover_color: '#654321', switch_status: 'Y' })
      .execute();
    const sales = await t.login('sales');
    for (const portalId of ['9', '2', '77']) {
      const { body } = await t.call('apiPortal/portalList/SaveSelectPortal', { portalId }, sales);
      expect(body).toMatchObject({ status: 'N', code: ErrorCode.PORTAL_NOT_AVAILABLE });
    }
    const row = await t.db
      .selectFrom('users')
      .select('selected_portal_id')
      .where('account', '=', 'sales')
      .executeTakeFirstOrThrow();
    expect(row.selected_portal_id).toBe(1);
    expect((await t.call('apiPortal/portalList/SaveSelectPortal', { portalId: 'x' }, sales)).body.code).toBe(
      ErrorCode.INVALID_INPUT,
    );
  });

  it('drops a switched-off portal from the list and from the colours', async () => {
    const sales = await t.login('sales');
    await t.db.updateTable('user_portals').set({ switch_status: 'N' }).where('id', '=', 1).execute();
    expect(portalListSchema.parse((await t.call('apiPortal/portalList', {}, sales)).body.data)).toEqual({
      list: [],
      selectedPortalId: 0,
    });
    expect(
      enterpriseConfigSchema.parse((await t.call('apiHomePage/Enterprise', {}, sales)).body.data).userPortal,
    ).toBeNull();
  });

  it('needs a member of the enterprise', async () => {
    expect((await t.call('apiPortal/portalList', {})).body.code).toBe(ErrorCode.UNAUTHORIZED);
    const visitor = await t.login('visitor', 2);
    const { body } = await t.call('apiPortal/portalList/SaveSelectPortal', { portalId: '1' }, { ...visitor, eid: 1 });
    expect(body).toMatchObject({ code: ErrorCode.FORBIDDEN, data: { reason: 'not_a_member' } });
  });
});
