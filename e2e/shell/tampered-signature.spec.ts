import { expect, test } from '@playwright/test';
import { openSignedIn } from '../support/sign-in';
import { sendSigned, signed, withTamperedSignature } from '../support/signed-api';

test('a request with a tampered signature is refused and changes nothing', async ({ page, request }) => {
  await openSignedIn(page, '/index?eid=1', 'learner');
  await expect(page.getByRole('heading', { level: 1, name: 'Aurora Learning Academy' })).toBeVisible();

  const cookie = (await page.context().cookies()).find((c) => c.name === 'userInfo');
  const { token, userid } = JSON.parse(decodeURIComponent(cookie!.value)) as { token: string; userid: string };

  // Sign-out with a flipped signature: refused with the protocol's envelope…
  const refused = await sendSigned(
    request,
    withTamperedSignature('apiSystem/loginout', signed('apiSystem/loginout', {}, { token, userid, eid: 1 })),
  );
  expect(refused.status).toBe(400);
  expect(refused.body).toMatchObject({ status: 'N', code: 40011 });
  expect(refused.body.msg).toBe('The request signature is not valid.');

  // …and the session it tried to end is still alive, for the API and in the browser.
  const info = await sendSigned(request, signed('apiSystem/getUserInfo', {}, { token, userid, eid: 1 }));
  expect(info.body).toMatchObject({ status: 'Y', data: { userid, username: 'Lin Xiao' } });
  await page.reload();
  await expect(page.getByText('Welcome, Lin Xiao')).toBeVisible();

  // A tampered sign-in creates no session either.
  const login = signed('apiSystem/login', { account: 'learner', password: 'Learn#2026' }, { eid: 1, method: 'POST' });
  const loginRefused = await sendSigned(request, withTamperedSignature('apiSystem/login', login));
  expect(loginRefused.body).toMatchObject({ status: 'N', code: 40011, userinfo: null });
});
