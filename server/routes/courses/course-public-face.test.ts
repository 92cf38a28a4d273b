import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../protocol';
import { createTestApp, type TestApp } from '../../test-support/test-app';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const detail = (id: number, options: { eid?: number; token?: string; userid?: string } = {}) =>
  t.call('apiCourse/detail', { id }, { eid: 1, ...options });

describe("a private organisation's course for a signed-out visitor (spec 000 §4)", () => {
  it('is refused, with only the title and cover its share poster shows', async () => {
    const { body } = await detail(1);
    expect(body).toMatchObject({ status: 'N', code: ErrorCode.UNAUTHORIZED });
    expect(body.data).toEqual({ publicFace: { title: 'Leading your first team', cover: expect.any(String) } });
  });

  it('tells nothing of a course that is not on the shelf or does not exist', async () => {
    const offShelf = await t.db
      .selectFrom('courses')
      .select('id')
      .where('eid', '=', 1)
      .where('status', '!=', 'published')
      .executeTakeFirst();
    for (const id of [offShelf?.id ?? 999_999, 999_999]) {
      const { body } = await detail(id);
      expect(body).toMatchObject({ status: 'N', code: ErrorCode.UNAUTHORIZED });
      expect(JSON.stringify(body.data ?? null)).not.toContain('publicFace');
    }
  });

  it("gives another organisation's member no public face either way but the member's refusal", async () => {
    const hub = await t.login('visitor', 2);
    const { body } = await detail(1, { token: hub.token, userid: hub.userid });
    expect(body.status).toBe('N');
    expect(JSON.stringify(body.data ?? null)).not.toContain('publicFace');
  });
});
