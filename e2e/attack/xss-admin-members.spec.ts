import { expect, test } from '@playwright/test';
import { ADMIN_MEMBER_LIMITS, type AdminMemberDetail, type AdminMemberList } from '../../protocol';
import { openSignedIn } from '../support/sign-in';
import { apiCall, apiSignIn, expectTrapWorks, settle } from './xss-harness';
import { xssCorpus } from './xss-payloads';
import { packPayloads } from './xss-texts';
import { expectEveryTextShown } from './xss-shown';
import { trapXss } from './xss-trap';

// The probes test the first wall alone (escaping), so the page's Content-Security-Policy must not hide a hole.
test.use({ bypassCSP: true });

/**
 * The members area's free text (decision 0054): the reason an administrator gives for a lock,
 * unlock, block or certificate revocation, shown in the member's history and under the revoked
 * certificate. The seeded member `mbr-probe` is this spec's own; it ends unlocked.
 */
test('XSS payloads as reasons of member actions render as text in the history and never run', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const corpus = xssCorpus();
  const trap = await trapXss(page);
  const admin = await apiSignIn(request, 'admin');
  const found = (await apiCall(
    request,
    admin,
    '/v1/admin/members/list',
    { keyword: 'mbr-probe' },
    'GET',
  )) as AdminMemberList;
  const userId = String(found.items[0]!.userId);
  await openSignedIn(page, `/admin/members/${userId}?eid=1`, 'admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Probe Member' })).toBeVisible({ timeout: 30_000 });
  await expectTrapWorks(page, trap.ran);
  const fired: string[] = [];

  // Each reason is one audit row; the page shows the latest rows, so check them a page-full at a time.
  const reasons = packPayloads(corpus, ADMIN_MEMBER_LIMITS.reasonMax);
  const perLook = ADMIN_MEMBER_LIMITS.auditShown - 2;
  for (let start = 0; start < reasons.length; start += perLook) {
    const batch = reasons.slice(start, start + perLook);
    for (const [i, reason] of batch.entries())
      await apiCall(request, admin, '/v1/admin/members/status', {
        userId,
        action: i % 2 === 0 ? 'lock' : 'unlock',
        reason,
      });
    if (batch.length % 2 === 1)
      await apiCall(request, admin, '/v1/admin/members/status', { userId, action: 'unlock', reason: '' });
    await page.goto(`/admin/members/${userId}?eid=1`);
    await expectEveryTextShown(page.getByRole('region', { name: 'History' }), batch);
    await settle(page);
    fired.push(...(await trap.ran()));
  }

  // Certificate revocation reasons: under each revoked certificate.
  const detail = (await apiCall(request, admin, '/v1/admin/members/detail', { userId }, 'GET')) as AdminMemberDetail;
  const open = detail.certificates.filter((c) => c.revokedAt === null);
  const revokeReasons = reasons.slice(0, open.length);
  for (const [i, certificate] of open.entries())
    await apiCall(request, admin, '/v1/admin/members/certificate/revoke', {
      userId,
      certificateId: String(certificate.id),
      reason: revokeReasons[i]!,
    });
  await page.goto(`/admin/members/${userId}?eid=1`);
  await expectEveryTextShown(page.getByRole('region', { name: 'Certificates' }), revokeReasons);
  await settle(page);
  fired.push(...(await trap.ran()));

  console.info(
    `[attack] xss admin members: ${reasons.length} reasons, ${revokeReasons.length} revocations, ${fired.length} executed`,
  );
  expect(fired).toEqual([]);
});
