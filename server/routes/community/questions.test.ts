import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ErrorCode, type PostDetail } from '../../../protocol';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { scoreOf, signIn, type Caller } from './community-test-helpers';

let t: TestApp;
let asker: Caller;
let answerer: Caller;
let other: Caller;
beforeEach(async () => {
  t = await createTestApp();
  asker = await signIn(t, 'learner');
  answerer = await signIn(t, 'engineer');
  other = await signIn(t, 'sales');
});
afterEach(async () => t.close());

async function ask(bounty: number, title = 'How do I export my study hours?'): Promise<PostDetail> {
  const answer = await asker('apiCommunity/save', {
    kind: 'question',
    title,
    content: '<p>Where is the button?</p>',
    bounty,
  });
  expect(answer).toMatchObject({ status: 'Y' });
  return answer.data as PostDetail;
}

async function answerOf(caller: Caller, postId: number, content = 'Learning centre, then Export.'): Promise<number> {
  const answer = await caller('apiCommunity/comment', { postId, answer: '1', content });
  expect(answer).toMatchObject({ status: 'Y' });
  return (answer.data as { id: number }).id;
}

describe('questions with a bounty', () => {
  it('holds the bounty when asking, pays the adopted answer once under double clicks, then locks', async () => {
    const askerBefore = await scoreOf(t, 'learner');
    const answererBefore = await scoreOf(t, 'engineer');
    const question = await ask(50);
    expect(question).toMatchObject({ bounty: 50, state: 'open', canAdopt: true, canAnswer: false });
    expect(await scoreOf(t, 'learner')).toBe(askerBefore - 50);

    const answerId = await answerOf(answerer, question.id);
    const clicks = await Promise.all(
      [1, 2, 3].map(() => asker('apiCommunity/adopt', { postId: question.id, commentId: answerId })),
    );
    expect(clicks.filter((c) => c.status === 'Y')).toHaveLength(1);
    expect(clicks.filter((c) => c.status === 'N').every((c) => c.code === ErrorCode.COMMUNITY_QUESTION_LOCKED)).toBe(
      true,
    );
    expect(await scoreOf(t, 'engineer')).toBe(answererBefore + 50);
    expect(await scoreOf(t, 'learner')).toBe(askerBefore - 50);

    const detail = (await other('apiCommunity/detail', { postId: question.id })).data as PostDetail;
    expect(detail).toMatchObject({ state: 'resolved', bestAnswerId: answerId, canAnswer: false });
    // Nothing changes afterwards: answers, edits, re-adoption, closing are refused by the server.
    expect(await other('apiCommunity/comment', { postId: question.id, answer: '1', content: 'Late' })).toMatchObject({
      code: ErrorCode.COMMUNITY_QUESTION_LOCKED,
    });
    expect(
      await asker('apiCommunity/save', { postId: question.id, kind: 'question', title: 'Edited', content: '' }),
    ).toMatchObject({ code: ErrorCode.COMMUNITY_QUESTION_LOCKED });
    const second = await answerOf(other, (await ask(0, 'Another')).id);
    expect(await asker('apiCommunity/adopt', { postId: question.id, commentId: second })).toMatchObject({
      status: 'N',
    });
    expect(await asker('apiCommunity/close', { postId: question.id })).toMatchObject({
      code: ErrorCode.COMMUNITY_QUESTION_LOCKED,
    });
    expect(await asker('apiCommunity/delete', { target: 'post', id: question.id })).toMatchObject({
      code: ErrorCode.COMMUNITY_QUESTION_LOCKED,
    });
    expect(await scoreOf(t, 'engineer')).toBe(answererBefore + 50);
    const ledger = await t.db
      .selectFrom('point_ledger')
      .selectAll()
      .where('ref_key', 'like', `community:%:${question.id}`)
      .execute();
    expect(ledger.map((l) => l.delta).sort()).toEqual([-50, 50]);
  });

  it('refuses answering one’s own question, and adoption by anyone but the asker', async () => {
    const question = await ask(0);
    expect(await asker('apiCommunity/comment', { postId: question.id, answer: '1', content: 'Me!' })).toMatchObject({
      status: 'N',
      code: ErrorCode.COMMUNITY_CANNOT_ANSWER_OWN,
    });
    const answerId = await answerOf(answerer, question.id);
    expect(await other('apiCommunity/adopt', { postId: question.id, commentId: answerId })).toMatchObject({
      code: ErrorCode.COMMUNITY_ADOPT_NOT_ALLOWED,
    });
    expect(((await asker('apiCommunity/detail', { postId: question.id })).data as PostDetail).state).toBe('open');
  });

  it('gives the bounty back exactly once when the question is closed without adoption', async () => {
    const before = await scoreOf(t, 'learner');
    const question = await ask(30);
    const clicks = await Promise.all([1, 2, 3].map(() => asker('apiCommunity/close', { postId: question.id })));
    expect(clicks.filter((c) => c.status === 'Y')).toHaveLength(1);
    expect(await scoreOf(t, 'learner')).toBe(before);
    expect(await answerer('apiCommunity/comment', { postId: question.id, answer: '1', content: 'x' })).toMatchObject({
      code: ErrorCode.COMMUNITY_QUESTION_LOCKED,
    });
  });

  it('refuses a bounty beyond the balance and a bounty that is not a positive integer, changing nothing', async () => {
    const before = await scoreOf(t, 'learner');
    const count = async () => (await t.db.selectFrom('community_posts').select('id').execute()).length;
    const posts = await count();
    expect(await asker('apiCommunity/save', { kind: 'question', title: 'Too rich', bounty: before + 1 })).toMatchObject(
      {
        code: ErrorCode.POINTS_INSUFFICIENT,
      },
    );
    expect(await asker('apiCommunity/save', { kind: 'question', title: 'Odd', bounty: '2.5' })).toMatchObject({
      status: 'N',
    });
    expect(await asker('apiCommunity/save', { kind: 'question', title: 'Negative', bounty: '-5' })).toMatchObject({
      status: 'N',
    });
    expect(await count()).toBe(posts);
    expect(await scoreOf(t, 'learner')).toBe(before);
  });

  it('holds the bounty once for a retried ask (same request id)', async () => {
    const before = await scoreOf(t, 'learner');
    const params = { kind: 'question', title: 'Retry me', bounty: 20, requestId: 'ask-0000001' };
    const answers = await Promise.all([asker('apiCommunity/save', params), asker('apiCommunity/save', params)]);
    expect(answers.filter((a) => a.status === 'Y')).toHaveLength(1);
    expect(await scoreOf(t, 'learner')).toBe(before - 20);
  });

  it('requires a question title and keeps it within 3000 characters; topic titles within 100', async () => {
    expect(await asker('apiCommunity/save', { kind: 'question', title: '  ', content: 'body' })).toMatchObject({
      code: ErrorCode.COMMUNITY_POST_EMPTY,
    });
    expect(await asker('apiCommunity/save', { kind: 'question', title: 'q'.repeat(3001) })).toMatchObject({
      code: ErrorCode.COMMUNITY_POST_TITLE_TOO_LONG,
      data: { max: 3000 },
    });
    expect(await asker('apiCommunity/save', { kind: 'question', title: 'q'.repeat(3000) })).toMatchObject({
      status: 'Y',
    });
    expect(await asker('apiCommunity/save', { kind: 'topic', title: 't'.repeat(101) })).toMatchObject({
      code: ErrorCode.COMMUNITY_POST_TITLE_TOO_LONG,
      data: { max: 100 },
    });
    expect(await asker('apiCommunity/save', { kind: 'topic', title: 't'.repeat(100) })).toMatchObject({ status: 'Y' });
  });

  it('does not show another enterprise’s question', async () => {
    const question = await ask(0);
    const visitor = await signIn(t, 'visitor', 2);
    expect(await visitor('apiCommunity/detail', { postId: question.id })).toMatchObject({ code: ErrorCode.NOT_FOUND });
    expect(await visitor('apiCommunity/comment', { postId: question.id, answer: '1', content: 'hi' })).toMatchObject({
      code: ErrorCode.NOT_FOUND,
    });
  });
});
