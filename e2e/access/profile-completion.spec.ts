import { expect as baseExpect, test } from '@playwright/test';
import { DEFAULT_APP_KEY, decryptJson, type ResponseEnvelope } from '../../protocol';
import { DEMO_COURSES } from '../../server/db/seed/course-demo';
import { DEMO_PASSWORD } from '../../server/db/seed/demo-data';
import { openSignedIn } from '../support/sign-in';
import { signed } from '../support/signed-api';

/*
 * Profile completion (spec 000 §8, issue 17): Aurora requires an e-mail and a department, and
 * `newhire` has no department. Starting to study answers 4012, and the portal opens the personal
 * data page with errorMsg 4 and type completion-info, naming the missing field — in each language.
 * newhire first changes the initial password (through the API: its own spec is e2e/profile).
 */
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ mode: 'serial', timeout: 90_000 });

const NEW_PASSWORD = 'Rivers#2027';
const COURSE = 'Consultative selling';
const CHAPTER = /Discovery questions/;

function courseId(title: string): number {
  const index = DEMO_COURSES.findIndex((c) => c.title === title);
  if (index < 0) throw new Error(`no demo course ${title}`);
  return index + 1;
}

async function send(request: import('@playwright/test').APIRequestContext, call: ReturnType<typeof signed>) {
  const response = await request.fetch(call.url, {
    method: call.method,
    headers: call.headers,
    ...(call.body !== undefined ? { data: call.body } : {}),
  });
  const body = (await response.json()) as ResponseEnvelope;
  if (typeof body.data === 'string') body.data = decryptJson(body.data, DEFAULT_APP_KEY);
  return body;
}

test.beforeAll(async ({ request }) => {
  const login = await send(
    request,
    signed('apiSystem/login', { account: 'newhire', password: DEMO_PASSWORD }, { eid: 1, method: 'POST' }),
  );
  expect(login.status).toBe('Y');
  const { token, userid } = login.data as { token: string; userid: string };
  const changed = await send(
    request,
    signed(
      'apiSystem/updateInitialPassword',
      { oldPassword: DEMO_PASSWORD, password: NEW_PASSWORD, confirm: NEW_PASSWORD },
      { eid: 1, method: 'POST', token, userid },
    ),
  );
  expect(changed.status).toBe('Y');
});

const LANGUAGES = [
  {
    language: 'en_us',
    title: 'Please complete your profile first',
    body: 'Your organisation needs these details before you continue: Department.',
  },
  { language: 'zh_cn', title: '请先完善个人资料', body: '继续之前，组织要求您填写：部门。' },
  { language: 'zh_hant', title: '請先完善個人資料', body: '繼續之前，組織要求您填寫：部門。' },
];

for (const { language, title, body } of LANGUAGES) {
  test(`starting to study with a missing department opens the completion page (${language})`, async ({ page }) => {
    await page.addInitScript((lang) => localStorage.setItem('lp:language', lang), language);
    const refused = page.waitForResponse((r) => r.url().includes('/v1/course/study/start'));
    await openSignedIn(page, `/course/${courseId(COURSE)}?eid=1`, 'newhire', { password: NEW_PASSWORD });
    await expect(page.getByRole('heading', { name: COURSE })).toBeVisible();
    await page.getByRole('button', { name: CHAPTER }).click();
    expect(((await (await refused).json()) as ResponseEnvelope).code).toBe(4012);
    await expect(page).toHaveURL(/\/editor\/personalData\?errorMsg=4&type=completion-info/);
    await expect(page.getByText(title)).toBeVisible();
    await expect(page.getByText(body)).toBeVisible();
  });
}
