import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import type { MessageItem } from '../../../protocol';
import en from '../../locales/en_us/messages.json';
import zh from '../../locales/zh_cn/messages.json';
import { factsOf, passedOf } from './message-facts';
import { detailPathOf, messageText } from './message-text';

const i18n = i18next.createInstance();
await i18n.init({
  lng: 'en_us',
  resources: { en_us: { messages: en }, zh_cn: { messages: zh } },
  interpolation: { escapeValue: false },
});

function item(over: Partial<MessageItem>): MessageItem {
  return {
    id: 9,
    category: 'own',
    kind: 'course_assigned',
    params: {},
    link: '',
    actorName: '',
    actorImage: '',
    read: false,
    createdAt: 1,
    ...over,
  };
}

describe('message texts', () => {
  it('agrees with the number a kind counts: 1 point, 5 points', () => {
    const reward = (points: number) =>
      item({ kind: 'reward_received', actorName: 'Chen Yu', params: { points, courseTitle: 'Safety' } });
    expect(messageText(i18n.getFixedT('en_us'), reward(1)).title).toBe('Chen Yu rewarded you 1 point');
    expect(messageText(i18n.getFixedT('en_us'), reward(5)).title).toBe('Chen Yu rewarded you 5 points');
    expect(messageText(i18n.getFixedT('zh_cn'), reward(1)).title).toMatch(/1/);
  });

  it('writes each kind in the reader’s language from its values', () => {
    const reply = item({
      category: 'comment',
      kind: 'comment_reply',
      actorName: 'Chen Yu',
      params: { courseTitle: 'Safety', excerpt: 'Me too' },
    });
    expect(messageText(i18n.getFixedT('en_us'), reply)).toEqual({
      title: 'Chen Yu replied to your comment',
      body: 'On “Safety”: Me too',
    });
    expect(messageText(i18n.getFixedT('zh_cn'), reply).title).toBe('Chen Yu 回复了你的评论');
  });

  it('picks the variant of an outcome: approved or not, due date or not', () => {
    const t = i18n.getFixedT('en_us');
    expect(messageText(t, item({ kind: 'note_reviewed', params: { approved: false, courseTitle: 'A' } })).title).toBe(
      'Your note was not approved',
    );
    expect(messageText(t, item({ kind: 'note_reviewed', params: { approved: true, courseTitle: 'A' } })).title).toBe(
      'Your note was approved',
    );
    expect(messageText(t, item({ params: { courseTitle: 'A', dueAt: 0 } })).body).toBe('“A” was assigned to you.');
    expect(
      messageText(t, item({ params: { courseTitle: 'A', dueAt: new Date(2026, 0, 31, 9, 5).getTime() } })).body,
    ).toBe('“A” was assigned to you. Please finish it by 2026-01-31 09:05.');
  });

  it('words an approvals-queue decision in the reader language, with the rejection reason (decision 0053)', () => {
    const rejected = item({
      kind: 'review_decided',
      params: { itemKind: 'communityPost', title: 'My tips', approved: false, reason: 'Cite sources' },
    });
    expect(messageText(i18n.getFixedT('en_us'), rejected)).toEqual({
      title: 'Not approved: My tips',
      body: 'Your community post “My tips” was not approved. Reason: Cite sources',
    });
    expect(messageText(i18n.getFixedT('zh_cn'), rejected).body).toBe(
      '你的社区帖子“My tips”未通过审核。 原因：Cite sources',
    );
    const approved = item({
      kind: 'review_decided',
      params: { itemKind: 'note', title: 'A', approved: true, reason: '' },
    });
    expect(messageText(i18n.getFixedT('zh_cn'), approved)).toEqual({
      title: '审核通过：A',
      body: '你的笔记“A”已通过审核。',
    });
    const note = item({ kind: 'note_reviewed', params: { approved: false, courseTitle: 'A', reason: 'Too short' } });
    expect(messageText(i18n.getFixedT('en_us'), note).body).toBe(
      'Your note on “A” has been reviewed. Reason: Too short',
    );
  });

  it('opens each kind on its route of spec 000 §2', () => {
    expect(detailPathOf(item({ kind: 'task_score', params: { taskId: 7, uid: 3, trainId: 2 } }))).toBe(
      '/main/message/taskScoreDetails/7/3/2',
    );
    expect(detailPathOf(item({ kind: 'marking_notice', params: { asid: 12 } }))).toBe(
      '/main/message/markingNotice/12/9',
    );
    expect(detailPathOf(item({ kind: 'weekly_summary' }))).toBe('/main/message/summary/9');
    expect(detailPathOf(item({ category: 'comment', kind: 'qa_answer' }))).toBe('/main/message/comminication/9');
    expect(detailPathOf(item({ category: 'comment', kind: 'community_reply' }))).toBe('/main/message/community/9');
    expect(detailPathOf(item({ kind: 'medal_awarded' }))).toBe('/main/message/ownMessage/9');
    // Praise and course comments are read where they happened.
    expect(detailPathOf(item({ category: 'praise', kind: 'comment_praised' }))).toBeNull();
  });

  it('lists a task score’s facts and whether it passed', () => {
    const score = item({ kind: 'task_score', params: { taskName: 'Case', score: 55, passScore: 60 } });
    expect(factsOf(score)).toEqual([
      ['task', 'Case'],
      ['score', '55'],
      ['passScore', '60'],
    ]);
    expect(passedOf(score)).toBe(false);
    expect(passedOf(item({ kind: 'task_score', params: { score: 60, passScore: 60 } }))).toBe(true);
    expect(passedOf(item({ kind: 'task_score', params: {} }))).toBeNull();
  });
});

// Issue 18 item 5: a due date a sender gives in seconds (spec 000 §5) is the same moment as in milliseconds.
describe('message dates in seconds', () => {
  const dueMs = new Date(2026, 11, 24, 18, 0).getTime();
  const assigned = (dueAt: number | string) =>
    item({ kind: 'course_assigned', params: { courseTitle: 'Safety', dueAt } });

  it.each([
    ['milliseconds (13 digits)', dueMs],
    ['seconds (10 digits)', dueMs / 1000],
    ['seconds as digit text', String(dueMs / 1000)],
  ])('shows a due date in %s as 2026-12-24 18:00, never 1970', (_label, dueAt) => {
    expect(messageText(i18n.getFixedT('en_us'), assigned(dueAt)).body).toContain('2026-12-24 18:00');
    expect(factsOf(assigned(dueAt))).toContainEqual(['dueAt', '2026-12-24 18:00']);
  });
});
