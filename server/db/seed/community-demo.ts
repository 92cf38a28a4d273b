import type { Transaction } from 'kysely';
import { changePoints } from '../../routes/points/points.service';
import type { Database } from '../schema';
import { SEED_TIME } from './demo-data';

/**
 * Community demo data (issue 24, decision 0049): topics and questions of enterprise 1 in every
 * state — open with a bounty, resolved (bounty paid), closed (bounty returned), in review,
 * rejected, reported, deleted — with images, @ mentions, answers and replies, in three
 * languages. Written directly (no domain events), so seeding sends no messages; bounties move
 * only the community's own learners' points (asker, answerer), through the ledger.
 * Posts the message centre's seed messages and the home news module name become real links.
 */
const HOUR = 3600_000;
const DAY = 24 * HOUR;

/** A small picture as a data URL (the seed ships no image files for the community). */
function tile(label: string, hue: number): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="360"><rect width="480" height="360" fill="hsl(${hue},60%,78%)"/><circle cx="380" cy="90" r="50" fill="hsl(${hue},70%,60%)"/><text x="32" y="320" font-family="sans-serif" font-size="40" fill="#1d2129">${label}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

interface DemoComment {
  by: string;
  text: string;
  answer?: boolean;
  best?: boolean;
  replies?: Array<{ by: string; text: string; mentions?: string[] }>;
  state?: 'review' | 'visible';
}

interface DemoPost {
  kind: 'topic' | 'question';
  by: string;
  title: string;
  html: string;
  bounty?: number;
  state: 'review' | 'open' | 'resolved' | 'closed' | 'rejected';
  images?: number;
  mentions?: string[];
  invite?: string[];
  comments?: DemoComment[];
  praisedBy?: string[];
  reportedBy?: Array<[string, string]>;
  deleted?: boolean;
  daysAgo: number;
}

const mention = (id: number, name: string) => `<span data-mention-id="${id}" class="lp-mention">@${name}</span>`;

function posts(m: (account: string) => string): DemoPost[] {
  return [
    {
      kind: 'topic',
      by: 'learner',
      title: 'Tips for the first 90 days',
      html: '<p>New to leading a team? Here is what helped me most:</p><ul><li>Weekly one-to-ones</li><li>Write the team’s goals down</li><li>Ask for feedback early</li></ul>',
      state: 'open',
      images: 3,
      comments: [
        {
          by: 'engineer',
          text: '@Lin Xiao you asked about one-to-ones — here is my template.',
          replies: [{ by: 'learner', text: 'Thank you, Ma Rui!' }],
        },
        { by: 'sales', text: 'Thanks, this saved me a week.' },
      ],
      praisedBy: ['engineer', 'sales', 'admin'],
      daysAgo: 2,
    },
    {
      kind: 'topic',
      by: 'admin',
      title: 'Warehouse team hits 100% safety completion',
      html: `<p>Congratulations to the Shenzhen warehouse crew! ${m('engineer')} thank you for organising the drills.</p>`,
      state: 'open',
      images: 2,
      mentions: ['engineer'],
      comments: [{ by: 'engineer', text: 'Proud of the team 🎉' }],
      praisedBy: ['learner', 'engineer'],
      daysAgo: 1,
    },
    {
      kind: 'topic',
      by: 'manager',
      title: 'Share your best spreadsheet tip',
      html: '<p>The top three tips win 50 points each. Mine: <b>Ctrl+Shift+L</b> toggles filters.</p>',
      state: 'open',
      comments: [{ by: 'sales', text: 'Flash fill (Ctrl+E) saves me hours.' }],
      daysAgo: 3,
    },
    {
      kind: 'topic',
      by: 'sales',
      title: '销售团队本周学习打卡',
      html: `<p>本周我们完成了《顾问式销售》全部章节，${m('learner')} 的笔记非常有帮助，推荐大家看看。</p>`,
      state: 'open',
      images: 1,
      mentions: ['learner'],
      comments: [{ by: 'learner', text: '谢谢！一起加油。', replies: [{ by: 'sales', text: '下周继续！' }] }],
      praisedBy: ['learner'],
      daysAgo: 4,
    },
    {
      kind: 'topic',
      by: 'engineer',
      title: '分享：我的程式碼審查清單',
      html: '<p>每次審查前我會先看三件事：測試、命名、錯誤處理。歡迎補充！</p>',
      state: 'open',
      comments: [{ by: 'answerer', text: '再加一項：日誌裡不要有密碼。' }],
      daysAgo: 5,
    },
    {
      kind: 'topic',
      by: 'answerer',
      title: '周末读书会报名',
      html: '<p>本周六下午三点，一起读《高效能人士的七个习惯》。</p>',
      state: 'review',
      daysAgo: 0,
    },
    {
      kind: 'topic',
      by: 'answerer',
      title: 'Buy cheap watches here!!!',
      html: '<p>Best prices, click the link in my profile.</p>',
      state: 'open',
      reportedBy: [
        ['learner', 'Spam'],
        ['sales', 'Advertising'],
      ],
      daysAgo: 1,
    },
    {
      kind: 'topic',
      by: 'sales',
      title: 'Old meeting notes',
      html: '<p>These notes are out of date.</p>',
      state: 'open',
      deleted: true,
      daysAgo: 9,
    },
    {
      kind: 'question',
      by: 'learner',
      title: 'How do I export my study hours?',
      html: '<p>My manager asks for a monthly report of my study hours. Where is the export?</p>',
      state: 'resolved',
      comments: [
        {
          by: 'admin',
          text: 'Open the learning centre, then Study hours, and choose Export.',
          answer: true,
          best: true,
        },
        { by: 'engineer', text: 'You can also ask your administrator for a department report.', answer: true },
      ],
      daysAgo: 6,
    },
    {
      kind: 'question',
      by: 'asker',
      title: '新员工入职培训一般需要多长时间？',
      html: `<p>我们部门下个月有三位新同事入职，想提前安排培训计划。${m('answerer')} 你们组是怎么安排的？</p>`,
      bounty: 30,
      state: 'open',
      images: 2,
      mentions: ['answerer'],
      invite: ['answerer', 'manager'],
      comments: [
        {
          by: 'answerer',
          text: '我们一般安排两周：第一周熟悉制度和工具，第二周跟岗实践。',
          answer: true,
          replies: [
            { by: 'asker', text: '跟岗由谁负责？' },
            { by: 'answerer', text: '由组长指定一位导师。' },
          ],
        },
        { by: 'manager', text: '可以在“培训任务”里直接给新人指派课程。', answer: true },
      ],
      praisedBy: ['manager'],
      daysAgo: 1,
    },
    {
      kind: 'question',
      by: 'asker',
      title: '如何申請成為內部講師？',
      html: '<p>想分享專案管理的經驗，請問申請講師需要準備什麼？</p>',
      bounty: 20,
      state: 'resolved',
      comments: [
        {
          by: 'answerer',
          text: '在「講師」頁面點「申請講師」，需要先在個人資料填寫手機號碼並上傳頭像。',
          answer: true,
          best: true,
        },
        { by: 'engineer', text: '審核大約需要三個工作日。', answer: true },
      ],
      praisedBy: ['answerer'],
      daysAgo: 7,
    },
    {
      kind: 'question',
      by: 'asker',
      title: 'Is there a dark mode for the portal?',
      html: '<p>Reading in the evening would be easier.</p>',
      bounty: 10,
      state: 'closed',
      daysAgo: 8,
    },
    {
      kind: 'question',
      by: 'admin',
      title: 'Q&A: how are credits counted?',
      html: '<p>Credits count when you complete every chapter of a course. Ask here if anything is unclear.</p>',
      state: 'open',
      comments: [
        {
          by: 'engineer',
          text: 'Do exams give credits too?',
          answer: true,
          replies: [{ by: 'admin', text: 'Yes, when you pass.' }],
        },
      ],
      daysAgo: 6,
    },
    {
      kind: 'question',
      by: 'answerer',
      title: '考试可以补考几次？',
      html: '<p>上次考试没过，想知道还有几次机会。</p>',
      state: 'review',
      daysAgo: 0,
    },
  ];
}

export async function seedCommunity(trx: Transaction<Database>): Promise<void> {
  const users = await trx.selectFrom('users').select(['id', 'account', 'username']).where('eid', '=', 1).execute();
  const idOf = (account: string) => users.find((u) => u.account === account)!.id;
  const nameOf = (account: string) => users.find((u) => u.account === account)!.username;
  const created: Record<string, { id: number; kind: 'topic' | 'question' }> = {};
  let hue = 10;

  for (const demo of posts((account) => mention(idOf(account), nameOf(account)))) {
    const at = SEED_TIME + 20 * DAY - demo.daysAgo * DAY;
    const plain = demo.html
      .replace(/<[^>]*>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    const visible = (demo.comments ?? []).filter((c) => c.state !== 'review');
    const praises = demo.praisedBy?.length ?? 0;
    const post = await trx
      .insertInto('community_posts')
      .values({
        eid: 1,
        kind: demo.kind,
        author_user_id: idOf(demo.by),
        title: demo.title,
        content: demo.html,
        plain,
        bounty: demo.bounty ?? 0,
        state: demo.state,
        best_comment_id: null,
        remind_all: 0,
        reply_count: visible.length,
        praise_count: praises,
        hot: praises * 2 + visible.length,
        report_count: demo.reportedBy?.length ?? 0,
        request_id: null,
        deleted_at: demo.deleted ? at + DAY : null,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    created[demo.title] = { id: post.id, kind: demo.kind };
    if (demo.bounty)
      await changePoints(trx, {
        eid: 1,
        userId: idOf(demo.by),
        delta: -demo.bounty,
        reason: 'community_bounty_held',
        refKey: `community:bounty-hold:${post.id}`,
        now: at,
      });
    for (let i = 0; i < (demo.images ?? 0); i++) {
      hue = (hue + 47) % 360;
      await trx
        .insertInto('community_post_media')
        .values({
          eid: 1,
          post_id: post.id,
          kind: 'image',
          upload_id: 0,
          url: tile(`${i + 1}`, hue),
          file_name: `photo-${i + 1}.svg`,
          sort: i,
        })
        .execute();
    }
    for (const account of demo.mentions ?? [])
      await trx
        .insertInto('community_post_people')
        .values({ eid: 1, post_id: post.id, user_id: idOf(account), role: 'mention' })
        .execute();
    for (const account of demo.invite ?? [])
      await trx
        .insertInto('community_post_people')
        .values({ eid: 1, post_id: post.id, user_id: idOf(account), role: 'invite' })
        .execute();
    for (const account of demo.praisedBy ?? [])
      await trx
        .insertInto('community_praises')
        .values({ eid: 1, user_id: idOf(account), target: `post:${post.id}`, state: 1, at: at + HOUR })
        .execute();
    for (const [account, reason] of demo.reportedBy ?? [])
      await trx
        .insertInto('community_reports')
        .values({ eid: 1, post_id: post.id, user_id: idOf(account), reason, created_at: at + HOUR })
        .execute();

    let minute = 0;
    for (const c of demo.comments ?? []) {
      minute += 37;
      const row = await trx
        .insertInto('community_comments')
        .values({
          eid: 1,
          post_id: post.id,
          parent_id: null,
          author_user_id: idOf(c.by),
          reply_to_user_id: null,
          is_answer: c.answer ? 1 : 0,
          content: c.text,
          state: c.state ?? 'visible',
          praise_count: c.best ? 1 : 0,
          request_id: null,
          deleted_at: null,
          created_at: at + minute * 60_000,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const r of c.replies ?? []) {
        minute += 11;
        await trx
          .insertInto('community_comments')
          .values({
            eid: 1,
            post_id: post.id,
            parent_id: row.id,
            author_user_id: idOf(r.by),
            reply_to_user_id: idOf(c.by),
            is_answer: 0,
            content: r.text,
            state: 'visible',
            request_id: null,
            deleted_at: null,
            created_at: at + minute * 60_000,
          })
          .execute();
      }
      if (c.best) {
        await trx.updateTable('community_posts').set({ best_comment_id: row.id }).where('id', '=', post.id).execute();
        await trx
          .insertInto('community_praises')
          .values({ eid: 1, user_id: idOf(demo.by), target: `comment:${row.id}`, state: 1, at: at + DAY })
          .execute();
        if (demo.bounty)
          await changePoints(trx, {
            eid: 1,
            userId: idOf(c.by),
            delta: demo.bounty,
            reason: 'community_bounty_paid',
            refKey: `community:bounty-end:${post.id}`,
            now: at + DAY,
          });
      }
    }
    if (demo.state === 'closed' && demo.bounty)
      await changePoints(trx, {
        eid: 1,
        userId: idOf(demo.by),
        delta: demo.bounty,
        reason: 'community_bounty_returned',
        refKey: `community:bounty-end:${post.id}`,
        now: at + DAY,
      });
  }
  await trx.insertInto('community_settings').values({ eid: 1, review_posts: 0, review_answers: 0 }).execute();
  await linkSeedMessagesAndNews(trx, created);
}

/** The message centre's seed messages and the home news items named these posts: they now link to them. */
async function linkSeedMessagesAndNews(
  trx: Transaction<Database>,
  created: Record<string, { id: number; kind: 'topic' | 'question' }>,
): Promise<void> {
  const path = (p: { id: number; kind: 'topic' | 'question' }) =>
    p.kind === 'question' ? `/news/comminication/${p.id}` : `/news/community/${p.id}`;
  const messages = await trx
    .selectFrom('messages')
    .select(['id', 'params', 'kind'])
    .where('eid', '=', 1)
    .where('kind', 'in', ['mention', 'community_reply', 'qa_answer'])
    .execute();
  for (const message of messages) {
    const params = JSON.parse(message.params) as Record<string, string | number | boolean>;
    const post = created[String(params.title)];
    if (!post) continue;
    const next = { ...params, ...(message.kind === 'qa_answer' ? { questionId: post.id } : { postId: post.id }) };
    await trx
      .updateTable('messages')
      .set({ link: path(post), params: JSON.stringify(next) })
      .where('id', '=', message.id)
      .execute();
  }
  for (const [title, post] of Object.entries(created)) {
    await trx
      .updateTable('home_module_items')
      .set({ url: path(post) })
      .where('title', '=', title)
      .where('url', '=', '/news/community')
      .execute();
  }
}
