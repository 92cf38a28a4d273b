import { expect, test } from '@playwright/test';
import { apiSession, bell, bellCount, callAs, courseIdByTitle, openMessagesSignedIn } from './message-support';

const COURSE = 'Leading your first team';

test('a reply to the learner’s comment raises the unread count and its red badge; reading it clears them', async ({
  page,
  request,
}) => {
  const learner = await apiSession(request, 'learner');
  const sales = await apiSession(request, 'sales');
  const courseId = await courseIdByTitle(request, learner, COURSE);
  const mine = await callAs(
    request,
    learner,
    'apiCourse/addComment',
    { courseId, content: 'Which chapter covers one-to-ones?' },
    'POST',
  );
  expect(mine.code).toBe(0);
  const commentId = (mine.data as { id: number }).id;

  await openMessagesSignedIn(page, '/main/message/comment');
  const menu = page.getByRole('navigation', { name: 'Message categories' });
  const commentsLink = menu.getByRole('link', { name: /^Comments/ });
  // The counts arrive with the message state (the learner has unread seeded comments): read them once shown.
  await expect(commentsLink.locator('.lp-msg__count')).toBeVisible();
  const before = await bellCount(page);
  const commentsBefore = Number(
    (await commentsLink
      .locator('.lp-msg__count')
      .textContent()
      .catch(() => '0')) || 0,
  );

  // Another member replies through the course-social call: the server's event writes the message.
  const reply = await callAs(
    request,
    sales,
    'apiCourse/addComment',
    { courseId, content: 'Chapter two, with a checklist.', replyTo: commentId },
    'POST',
  );
  expect(reply.code).toBe(0);

  await page.reload();
  await expect(bell(page)).toHaveAttribute('aria-label', `Messages, ${before + 1} unread`);
  await expect(commentsLink.locator('.lp-msg__count')).toHaveText(String(commentsBefore + 1));
  const row = page.getByRole('listitem').filter({ hasText: 'Chapter two, with a checklist.' });
  await expect(row).toHaveClass(/lp-msg__item--unread/);
  await expect(row.getByText('replied to your comment')).toBeVisible();

  // Reading it where it happened: the row opens the course, and the counts drop back.
  await row.getByRole('button', { name: /replied to your comment/ }).click();
  await expect(page).toHaveURL(new RegExp(`/course/${courseId}`));
  await expect(bell(page)).toHaveAttribute('aria-label', before === 0 ? 'Messages' : `Messages, ${before} unread`);
  await page.goto('/main/message/comment');
  await expect(page.getByRole('listitem').filter({ hasText: 'Chapter two, with a checklist.' })).not.toHaveClass(
    /lp-msg__item--unread/,
  );
  await expect(menu.getByRole('link', { name: /^Comments/ })).toBeVisible();
  expect(await bellCount(page)).toBe(before);
});

test('an assigned course lights the Tasks red point until its message is read', async ({ page, request }) => {
  const learner = await apiSession(request, 'learner');
  const admin = await apiSession(request, 'admin');
  const courseId = await courseIdByTitle(request, learner, 'Consultative selling');

  await openMessagesSignedIn(page, '/main/message/ownMessage');
  const tasks = page.getByRole('navigation', { name: /main menu/i }).getByRole('link', { name: /^My tasks/ });
  await expect(tasks).toBeVisible();
  await expect(tasks.locator('.lp-top-nav-dot')).toHaveCount(0);
  const before = await bellCount(page);

  const assigned = await callAs(
    request,
    admin,
    '/v1/admin/course/assign',
    { userId: learner.userid, courseId },
    'POST',
  );
  expect(assigned.code).toBe(0);
  await page.reload();
  await expect(tasks.locator('.lp-top-nav-dot')).toHaveAttribute('title', 'New tasks assigned to you');
  await expect(bell(page)).toHaveAttribute('aria-label', `Messages, ${before + 1} unread`);

  // The detail page marks it read: the red point goes out and the count drops.
  await page.getByRole('button', { name: /New course assigned: Consultative selling/ }).click();
  await expect(page).toHaveURL(/\/main\/message\/ownMessage\/\d+/);
  await expect(page.getByRole('heading', { name: 'New course assigned: Consultative selling' })).toBeVisible();
  await expect(tasks.locator('.lp-top-nav-dot')).toHaveCount(0);
  await expect(bell(page)).toHaveAttribute('aria-label', `Messages, ${before} unread`);
  await page.getByRole('button', { name: 'Start the course' }).click();
  await expect(page).toHaveURL(new RegExp(`/course/${courseId}`));
});

test('information items open as a page, and deleting one asks first', async ({ page }) => {
  await openMessagesSignedIn(page, '/main/message/information');
  await expect(page.getByRole('heading', { level: 2, name: 'Information' })).toBeVisible();
  const item = page.getByRole('listitem').filter({ hasText: 'New course library categories' });
  await expect(item).toHaveClass(/lp-msg__item--unread/);
  await item.getByRole('button', { name: /New course library categories/ }).click();
  await expect(page).toHaveURL(/\/main\/message\/information\/page\?id=\d+/);
  await expect(page.getByRole('heading', { name: 'New course library categories' })).toBeVisible();
  await expect(page.getByText('Use the category bar on the course page to filter.')).toBeVisible();

  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'New course library categories' })).not.toHaveClass(
    /lp-msg__item--unread/,
  );

  const doomed = page.getByRole('listitem').filter({ hasText: 'Points mall: spring selection' });
  await doomed.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Delete this message?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(doomed).toBeVisible();
  await doomed.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Message deleted')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Points mall: spring selection' })).toHaveCount(0);
});

test('admin messages leave the centre while the enterprise turns them off', async ({ page, request }) => {
  const admin = await apiSession(request, 'admin');
  await openMessagesSignedIn(page, '/main/message/adminMessage');
  const menu = page.getByRole('navigation', { name: 'Message categories' });
  await expect(menu.getByRole('link', { name: /^Admin messages/ })).toBeVisible();
  await expect(page.getByText('Annual compliance training opens')).toBeVisible();

  expect((await callAs(request, admin, '/v1/admin/message/settings', { adminMessageShow: 'N' }, 'POST')).code).toBe(0);
  try {
    await page.goto('/main/message/ownMessage');
    await expect(menu.getByRole('link', { name: /^My messages/ })).toBeVisible();
    await expect(menu.getByRole('link', { name: /^Admin messages/ })).toHaveCount(0);
    await page.goto('/main/message/adminMessage');
    await expect(page.getByRole('alert')).toContainText('Administrator messages are turned off');
  } finally {
    await callAs(request, admin, '/v1/admin/message/settings', { adminMessageShow: 'Y' }, 'POST');
  }
});
