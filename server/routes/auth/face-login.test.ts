import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../protocol';
import { encodePng } from '../../providers/face/face-test-images';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { upload } from '../profile/profile-test-helpers';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

/** A picture the simulator accepts (varied, not uniform), and one it refuses with the reason given. */
const face = encodePng(32, 32, (x, y) => [(x * 8) % 256, (y * 8) % 256, ((x + y) * 4) % 256]);
const refusedAs = (reason: string) => encodePng(32, 32, (x, y) => [(x * 8) % 256, y, 40], ['sim-face', reason]);

const faceLogin = (account: string, data: Buffer | null, eid = 1) =>
  upload(t, '/v1/login/face', { account }, data ? { data, name: 'face.png', type: 'image/png' } : null, { eid });

describe('face sign-in', () => {
  it('signs in with a face the provider accepts, and the token works', async () => {
    const { body } = await faceLogin('learner', face);
    expect(body).toMatchObject({ status: 'Y', data: { userid: expect.any(String) } });
    const token = (body.data as { token: string }).token;
    const userid = (body.data as { userid: string }).userid;
    const info = await t.call('apiSystem/getUserInfo', {}, { token, userid });
    expect(info.body).toMatchObject({ status: 'Y', data: { userid } });
  });

  it("answers the provider's refusal with its reason and opens no session", async () => {
    const sessions = async () =>
      Number(
        (
          await t.db
            .selectFrom('sessions')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await sessions();
    for (const reason of ['not_same_person', 'not_live', 'not_set_up']) {
      const { body } = await faceLogin('learner', refusedAs(reason));
      expect(body).toMatchObject({ status: 'N', code: ErrorCode.FACE_LOGIN_REFUSED, data: { reason } });
    }
    expect(await sessions()).toBe(before);
  });

  it('answers an unknown account like a face that does not match', async () => {
    const { body } = await faceLogin('nobody-here', face);
    expect(body).toMatchObject({
      status: 'N',
      code: ErrorCode.FACE_LOGIN_REFUSED,
      data: { reason: 'not_same_person' },
    });
  });

  it('refuses where the enterprise has not enabled face sign-in, and without a picture', async () => {
    expect((await faceLogin('visitor', face, 2)).body).toMatchObject({ code: ErrorCode.LOGIN_TYPE_DISABLED });
    expect((await faceLogin('learner', null)).body).toMatchObject({ code: ErrorCode.UPLOAD_MISSING });
    expect((await faceLogin('learner', Buffer.from('not a picture'))).body).toMatchObject({
      code: ErrorCode.FACE_LOGIN_REFUSED,
      data: { reason: 'illegal_request' },
    });
  });

  it('limits failed attempts like wrong passwords, then refuses even the right face', async () => {
    for (let i = 0; i < t.config.loginAttemptLimit; i += 1) await faceLogin('learner', refusedAs('not_same_person'));
    expect((await faceLogin('learner', face)).body).toMatchObject({ code: ErrorCode.RATE_LIMITED });
  });
});
