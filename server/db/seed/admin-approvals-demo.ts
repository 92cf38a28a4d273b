import type { Transaction } from 'kysely';
import { hashPassword } from '../../lib/password';
import type { Database } from '../schema';
import { seedCourseShares } from './course-share-demo';
import { DEMO_PASSWORD, SEED_TIME } from './demo-data';
import { insertDemoUser } from './demo-users';

/*
 * The approvals queue's demo (decision 0053): three new learners of eid 1 (names in Simplified
 * Chinese, Traditional Chinese and English), inserted last so no other area's lists or counts read
 * them, each with one waiting item of every kind in their language: a public note, a course
 * comment, a community topic, an answer, a micro-course and a lecturer application.
 * e2e/admin/approvals.spec.ts owns `apr-en`'s note (approved) and micro-course (rejected), and
 * e2e/attack/xss-admin-approvals.spec.ts owns `apr-probe`'s items; the others are for trying.
 * Their shared-course requests (decision 0064) are in course-share-demo.ts.
 */
const MINUTE = 60 * 1000;

interface Author {
  account: string;
  username: string;
  texts: {
    note: string;
    comment: string;
    topic: string;
    topicBody: string;
    answer: string;
    micro: string;
    microSummary: string;
    lecturer: string;
    intro: string;
  };
}

export const APPROVAL_DEMO_AUTHORS: Author[] = [
  {
    account: 'apr-cn',
    username: '赵雪',
    texts: {
      note: '客户异议处理的三个步骤：倾听、确认、回应。',
      comment: '这一章的案例很实用，希望多一些练习题。',
      topic: '新人入职第一周的学习清单',
      topicBody: '整理了第一周必看的课程和资料，欢迎补充。',
      answer: '可以先从产品知识课程开始，再做练习。',
      micro: '三分钟讲清楚报价单',
      microSummary: '用一个例子说明报价单的每一栏。',
      lecturer: '赵雪',
      intro: '五年销售培训经验，擅长客户沟通。',
    },
  },
  {
    account: 'apr-hant',
    username: '黃詠琪',
    texts: {
      note: '簡報開場先說結論，再補充數據。',
      comment: '講師的示範很清楚，謝謝分享。',
      topic: '遠端會議的好習慣',
      topicBody: '分享幾個讓線上會議更有效率的做法。',
      answer: '會前先寄議程，會後十分鐘內寄出紀錄。',
      micro: '如何寫一封清楚的工作郵件',
      microSummary: '主旨、重點、行動項目三段式寫法。',
      lecturer: '黃詠琪',
      intro: '專案管理講師，熟悉敏捷方法。',
    },
  },
  {
    account: 'apr-en',
    username: 'Maya Collins',
    texts: {
      note: 'Approval demo: summarise the customer need in one sentence before proposing anything.',
      comment: 'Approval demo: the role-play example in this chapter helped a lot.',
      topic: 'Approval demo: favourite onboarding resources',
      topicBody: 'Which courses helped you most in your first month?',
      answer: 'Approval demo: start with the product basics course.',
      micro: 'Approval demo: handling price objections',
      microSummary: 'Three phrases that keep a price talk going.',
      lecturer: 'Maya Collins',
      intro: 'Sales coach with a focus on discovery calls.',
    },
  },
  {
    account: 'apr-probe',
    username: 'Probe Author',
    texts: {
      note: 'xss probe note',
      comment: 'xss probe comment',
      topic: 'xss probe topic',
      topicBody: 'xss probe body',
      answer: 'xss probe answer',
      micro: 'xss probe micro-course',
      microSummary: 'xss probe summary',
      lecturer: 'Probe Author',
      intro: 'xss probe introduction',
    },
  },
];

export async function seedAdminApprovals(trx: Transaction<Database>): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const chapter = await trx
    .selectFrom('course_chapters')
    .innerJoin('courses', 'courses.id', 'course_chapters.course_id')
    .select(['course_chapters.id', 'course_chapters.course_id'])
    .where('courses.eid', '=', 1)
    .where('courses.status', '=', 'published')
    .where('courses.audience', '=', 'all')
    .orderBy('course_chapters.id')
    .executeTakeFirstOrThrow();
  const question = await trx
    .selectFrom('community_posts')
    .select('id')
    .where('eid', '=', 1)
    .where('kind', '=', 'question')
    .where('state', '=', 'open')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  // The enterprise requires an e-mail and a department (profile-demo.ts) before recorded work.
  const department = await trx
    .selectFrom('departments')
    .select(['id', 'name'])
    .where('eid', '=', 1)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  for (const [index, a] of APPROVAL_DEMO_AUTHORS.entries()) {
    const at = SEED_TIME - (APPROVAL_DEMO_AUTHORS.length - index) * 30 * MINUTE;
    const userId = await insertDemoUser(trx, {
      account: a.account,
      username: a.username,
      passwordHash,
      department: department.name,
      departmentId: department.id,
    });
    const t = a.texts;
    await trx
      .insertInto('course_notes')
      .values({
        eid: 1,
        user_id: userId,
        course_id: chapter.course_id,
        chapter_id: chapter.id,
        content: t.note,
        state: 'in_review',
        reviewed_by: null,
        reviewed_at: null,
        created_at: at,
        updated_at: at,
      })
      .execute();
    await trx
      .insertInto('course_comments')
      .values({
        eid: 1,
        course_id: chapter.course_id,
        user_id: userId,
        thread_id: null,
        reply_to_user_id: null,
        content: t.comment,
        request_id: null,
        state: 'in_review',
        created_at: at + MINUTE,
      })
      .execute();
    await trx
      .insertInto('community_posts')
      .values({
        eid: 1,
        kind: 'topic',
        author_user_id: userId,
        title: t.topic,
        content: `<p>${t.topicBody}</p>`,
        plain: t.topicBody,
        state: 'review',
        best_comment_id: null,
        request_id: null,
        deleted_at: null,
        created_at: at + 2 * MINUTE,
        updated_at: at + 2 * MINUTE,
      })
      .execute();
    await trx
      .insertInto('community_comments')
      .values({
        eid: 1,
        post_id: question.id,
        parent_id: null,
        author_user_id: userId,
        reply_to_user_id: null,
        content: t.answer,
        state: 'review',
        request_id: null,
        deleted_at: null,
        created_at: at + 3 * MINUTE,
      })
      .execute();
    await trx
      .insertInto('micro_courses')
      .values({
        eid: 1,
        owner_user_id: userId,
        title: t.micro,
        summary: t.microSummary,
        state: 'under_review',
        category_id: null,
        cover_upload_id: null,
        course_id: null,
        reviewer_user_id: null,
        submitted_at: at + 4 * MINUTE,
        reviewed_at: null,
        created_at: at + 4 * MINUTE,
        updated_at: at + 4 * MINUTE,
      })
      .execute();
    await trx
      .insertInto('lecturer_applications')
      .values({
        eid: 1,
        user_id: userId,
        request_id: `${a.account}-apply`,
        name: t.lecturer,
        gender: 'female',
        region: '',
        introduction: t.intro,
        labels: '[]',
        phone: '',
        avatar: '',
        status: 'pending',
        created_at: at + 5 * MINUTE,
        reviewed_at: null,
      })
      .execute();
  }
  await seedCourseShares(trx, chapter.id);
}
