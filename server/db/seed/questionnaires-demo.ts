import { createHash, randomBytes } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { StoredQuestion } from '../../routes/questionnaires/questionnaire-text';
import type { Database } from '../schema';
import { SEED_TIME } from './demo-data';

/**
 * Questionnaires and votes in every state, demo text in three languages (decision 0048). Times
 * are relative to SEED_TIME; "open" windows run for years so the demo works whenever it starts.
 *
 * eid 1 Aurora:
 *  1. "Workplace survey: every question type" — open, named, any number of submissions; all 15 kinds.
 *  2. "Anonymous team climate survey" — open, anonymous (one seeded anonymous answer by `sales`).
 *  3. "Canteen menu vote" — open vote with live counts (seeded votes of `sales`, `engineer`, `admin`).
 *  4. "Security training feedback" — open, once only, already submitted by `learner`.
 *  5. "Quick poll: meeting day" — open, once only, nobody has submitted (the e2e refuses a second go).
 *  6. "Year-end party survey" — not started (opens years after SEED_TIME).
 *  7. "2025 course satisfaction survey" — ended; `learner` took part.
 * eid 2 Open Course Hub: 8. "Open Hub feedback" — open, free text only (another tenant's id for the tests; the XSS probe of answers).
 */
const DAY = 24 * 60 * 60_000;
const YEAR = 365 * DAY;
const t = (zh_cn: string, zh_hant: string, en_us: string) => ({ zh_cn, zh_hant, en_us });
const opts = (...texts: ReturnType<typeof t>[]) => texts.map((text, i) => ({ id: String.fromCharCode(97 + i), text }));

export const EVERY_TYPE_QUESTIONS: StoredQuestion[] = [
  {
    id: 'q1',
    kind: 'single',
    required: true,
    title: t('你通常如何上班？', '你通常如何上班？', 'How do you usually get to work?'),
    options: opts(
      t('公共交通', '公共交通', 'Public transport'),
      t('开车', '開車', 'By car'),
      t('步行或骑车', '步行或騎車', 'On foot or by bike'),
    ),
  },
  {
    id: 'q2',
    kind: 'multiple',
    required: true,
    minChoices: 2,
    maxChoices: 3,
    title: t(
      '你希望增加哪些课程主题？（选 2–3 项）',
      '你希望增加哪些課程主題？（選 2–3 項）',
      'Which course topics would you like more of? (choose 2–3)',
    ),
    options: opts(
      t('沟通', '溝通', 'Communication'),
      t('数据分析', '數據分析', 'Data analysis'),
      t('领导力', '領導力', 'Leadership'),
      t('产品知识', '產品知識', 'Product knowledge'),
    ),
  },
  {
    id: 'q3',
    kind: 'description',
    required: true,
    title: t('简单描述你的工作内容', '簡單描述你的工作內容', 'Describe your work in a few words'),
  },
  {
    id: 'q4',
    kind: 'star',
    required: true,
    stars: 5,
    title: t('为本季度的培训打分', '為本季度的培訓評分', 'Rate this quarter’s training'),
  },
  {
    id: 'q5',
    kind: 'score',
    required: true,
    scoreMin: 0,
    scoreMax: 10,
    title: t('为以下各项打分（0–10）', '為以下各項評分（0–10）', 'Score each of these (0–10)'),
    options: opts(t('讲师', '講師', 'Lecturer'), t('内容', '內容', 'Content')),
  },
  {
    id: 'q6',
    kind: 'upload',
    required: true,
    maxImages: 3,
    title: t('上传你的工位照片（最多 3 张）', '上傳你的工位照片（最多 3 張）', 'Upload photos of your desk (up to 3)'),
  },
  {
    id: 'q7',
    kind: 'ranking',
    required: true,
    title: t('按重要性排序', '按重要性排序', 'Rank by importance'),
    options: opts(t('薪酬', '薪酬', 'Pay'), t('成长', '成長', 'Growth'), t('团队', '團隊', 'Team')),
  },
  { id: 'q8', kind: 'blank', required: true, title: t('你的部门名称', '你的部門名稱', 'Your department’s name') },
  {
    id: 'q9',
    kind: 'blanks',
    required: true,
    blanks: 2,
    title: t('填写你最喜欢的两门课程', '填寫你最喜歡的兩門課程', 'Name your two favourite courses'),
    options: opts(t('第一门', '第一門', 'First'), t('第二门', '第二門', 'Second')),
  },
  { id: 'q10', kind: 'signature', required: true, title: t('请签名确认', '請簽名確認', 'Sign to confirm') },
  { id: 'q11', kind: 'date', required: true, title: t('入职日期', '入職日期', 'Date you joined') },
  {
    id: 'q12',
    kind: 'time',
    required: false,
    title: t('你希望几点开始培训？', '你希望幾點開始培訓？', 'What time should training start?'),
  },
  { id: 'q13', kind: 'gender', required: false, title: t('性别', '性別', 'Gender') },
  { id: 'q14', kind: 'age', required: true, title: t('年龄段', '年齡段', 'Age group') },
  { id: 'q15', kind: 'email', required: false, title: t('电子邮箱（可选）', '電子郵箱（可選）', 'E-mail (optional)') },
];

const CLIMATE: StoredQuestion[] = [
  {
    id: 'c1',
    kind: 'star',
    required: true,
    stars: 5,
    title: t('你对团队氛围的满意度', '你對團隊氛圍的滿意度', 'How happy are you with your team’s atmosphere?'),
  },
  {
    id: 'c2',
    kind: 'description',
    required: false,
    title: t('有什么想匿名告诉我们的？', '有什麼想匿名告訴我們的？', 'Anything you would like to tell us anonymously?'),
  },
];

const MENU: StoredQuestion[] = [
  {
    id: 'v1',
    kind: 'single',
    required: true,
    title: t('下个月的周五特色菜选哪道？', '下個月的週五特色菜選哪道？', 'Which dish for next month’s Friday special?'),
    options: opts(
      t('红烧牛肉面', '紅燒牛肉麵', 'Braised beef noodles'),
      t('咖喱鸡饭', '咖哩雞飯', 'Chicken curry rice'),
      t('蔬菜沙拉', '蔬菜沙拉', 'Garden salad'),
    ),
  },
];

const SECURITY: StoredQuestion[] = [
  {
    id: 's1',
    kind: 'single',
    required: true,
    title: t('培训对你有帮助吗？', '培訓對你有幫助嗎？', 'Was the training useful to you?'),
    options: opts(
      t('很有帮助', '很有幫助', 'Very useful'),
      t('一般', '一般', 'Somewhat'),
      t('没有帮助', '沒有幫助', 'Not useful'),
    ),
  },
];

const POLL: StoredQuestion[] = [
  {
    id: 'p1',
    kind: 'single',
    required: true,
    title: t('周会定在哪一天？', '週會定在哪一天？', 'Which day for the weekly meeting?'),
    options: opts(t('周一', '週一', 'Monday'), t('周三', '週三', 'Wednesday'), t('周五', '週五', 'Friday')),
  },
];

/** Free text only: the Hub's learners write what they like (the XSS probe of answers uses it). */
const HUB: StoredQuestion[] = [
  { id: 'h1', kind: 'description', required: false, title: t('你有什么建议？', '你有什麼建議？', 'Any suggestions?') },
  {
    id: 'h2',
    kind: 'blank',
    required: false,
    title: t('你最想学的主题', '你最想學的主題', 'The topic you most want to learn'),
  },
  {
    id: 'h3',
    kind: 'blanks',
    required: false,
    blanks: 3,
    title: t('三个关键词', '三個關鍵詞', 'Three keywords'),
    options: opts(t('第一个', '第一個', 'First'), t('第二个', '第二個', 'Second'), t('第三个', '第三個', 'Third')),
  },
];

interface DemoQuestionnaire {
  eid: number;
  kind: 'survey' | 'vote';
  title: ReturnType<typeof t>;
  intro: ReturnType<typeof t>;
  questions: StoredQuestion[];
  anonymous?: boolean;
  onceOnly?: boolean;
  showResults?: boolean;
  startsAt: number;
  endsAt: number;
}

const OPEN = { startsAt: SEED_TIME - 30 * DAY, endsAt: SEED_TIME + 20 * YEAR };
const intro = (zh: string, hant: string, en: string) => t(zh, hant, en);

export const DEMO_QUESTIONNAIRES: DemoQuestionnaire[] = [
  {
    eid: 1,
    kind: 'survey',
    title: t('职场调查：全部题型', '職場調查：全部題型', 'Workplace survey: every question type'),
    intro: intro(
      '本问卷包含所有题型，用于演示。',
      '本問卷包含所有題型，用於示範。',
      'This survey uses every question type, for the demo.',
    ),
    questions: EVERY_TYPE_QUESTIONS,
    ...OPEN,
  },
  {
    eid: 1,
    kind: 'survey',
    title: t('匿名团队氛围调查', '匿名團隊氛圍調查', 'Anonymous team climate survey'),
    intro: intro(
      '匿名提交：答案不会与你的姓名关联。',
      '匿名提交：答案不會與你的姓名關聯。',
      'Anonymous: your answers are not linked to your name.',
    ),
    questions: CLIMATE,
    anonymous: true,
    ...OPEN,
    startsAt: OPEN.startsAt + 1,
  },
  {
    eid: 1,
    kind: 'vote',
    title: t('食堂菜单投票', '食堂菜單投票', 'Canteen menu vote'),
    intro: intro('投票结果实时更新。', '投票結果即時更新。', 'Results update live.'),
    questions: MENU,
    showResults: true,
    ...OPEN,
    startsAt: OPEN.startsAt + 2,
  },
  {
    eid: 1,
    kind: 'survey',
    title: t('安全培训反馈', '安全培訓回饋', 'Security training feedback'),
    intro: intro('每人只能提交一次。', '每人只能提交一次。', 'One submission per person.'),
    questions: SECURITY,
    onceOnly: true,
    ...OPEN,
    startsAt: OPEN.startsAt + 3,
  },
  {
    eid: 1,
    kind: 'vote',
    title: t('快速投票：周会时间', '快速投票：週會時間', 'Quick poll: meeting day'),
    intro: intro('每人只能投一次。', '每人只能投一次。', 'One vote per person.'),
    questions: POLL,
    onceOnly: true,
    showResults: true,
    ...OPEN,
    startsAt: OPEN.startsAt + 4,
  },
  {
    eid: 1,
    kind: 'survey',
    title: t('年终晚会调查', '年終晚會調查', 'Year-end party survey'),
    intro: intro('尚未开始。', '尚未開始。', 'Not open yet.'),
    questions: POLL,
    startsAt: SEED_TIME + 10 * YEAR,
    endsAt: SEED_TIME + 11 * YEAR,
  },
  {
    eid: 1,
    kind: 'survey',
    title: t('2025 课程满意度调查', '2025 課程滿意度調查', '2025 course satisfaction survey'),
    intro: intro('已结束。', '已結束。', 'This survey has ended.'),
    questions: SECURITY,
    startsAt: SEED_TIME - 300 * DAY,
    endsAt: SEED_TIME - 200 * DAY,
  },
  {
    eid: 2,
    kind: 'survey',
    title: t('开放学堂反馈', '開放學堂回饋', 'Open Hub feedback'),
    intro: intro('', '', ''),
    questions: HUB,
    ...OPEN,
  },
];

export async function seedQuestionnaires(trx: Transaction<Database>): Promise<void> {
  const ids: number[] = [];
  for (const q of DEMO_QUESTIONNAIRES) {
    const row = await trx
      .insertInto('questionnaires')
      .values({
        eid: q.eid,
        kind: q.kind,
        title: JSON.stringify(q.title),
        intro: JSON.stringify(q.intro),
        questions: JSON.stringify(q.questions),
        anonymous: q.anonymous ? 1 : 0,
        once_only: q.onceOnly ? 1 : 0,
        show_count: 1,
        show_results: q.showResults ? 1 : 0,
        starts_at: q.startsAt,
        ends_at: q.endsAt,
        created_at: SEED_TIME - 40 * DAY,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(row.id);
  }
  const user = async (account: string) =>
    (
      await trx
        .selectFrom('users')
        .select('id')
        .where('eid', '=', 1)
        .where('account', '=', account)
        .executeTakeFirstOrThrow()
    ).id;
  const take = async (
    index: number,
    account: string,
    answers: Record<string, unknown>,
    at: number,
    counted?: [string, string],
  ) => {
    const questionnaireId = ids[index]!;
    const anonymous = DEMO_QUESTIONNAIRES[index]!.anonymous === true;
    const userId = await user(account);
    // Random like a real submission's: nothing derived from the person.
    const seedId = randomBytes(16).toString('hex');
    await trx
      .insertInto('questionnaire_submissions')
      .values({
        id: seedId,
        eid: 1,
        questionnaire_id: questionnaireId,
        user_id: anonymous ? null : userId,
        answers: JSON.stringify(answers),
        submitted_at: anonymous ? null : at,
        receipt_hash: anonymous ? createHash('sha256').update(seedId).digest('hex') : null,
      })
      .execute();
    await trx
      .insertInto('questionnaire_participants')
      .values({ eid: 1, questionnaire_id: questionnaireId, user_id: userId, times: 1, last_at: at })
      .execute();
    await trx
      .updateTable('questionnaires')
      .set((eb) => ({ participants: eb('participants', '+', 1) }))
      .where('id', '=', questionnaireId)
      .execute();
    if (counted) {
      await trx
        .insertInto('questionnaire_option_counts')
        .values({ eid: 1, questionnaire_id: questionnaireId, question_id: counted[0], option_id: counted[1], votes: 1 })
        .onConflict((oc) =>
          oc
            .columns(['questionnaire_id', 'question_id', 'option_id'])
            .doUpdateSet((eb) => ({ votes: eb('questionnaire_option_counts.votes', '+', 1) })),
        )
        .execute();
    }
  };
  await take(1, 'sales', { c1: 4, c2: 'More team lunches, please.' }, SEED_TIME - 5 * DAY);
  await take(2, 'sales', { v1: 'a' }, SEED_TIME - 4 * DAY, ['v1', 'a']);
  await take(2, 'engineer', { v1: 'b' }, SEED_TIME - 3 * DAY, ['v1', 'b']);
  await take(2, 'admin', { v1: 'a' }, SEED_TIME - 2 * DAY, ['v1', 'a']);
  await take(3, 'learner', { s1: 'a' }, SEED_TIME - 6 * DAY, ['s1', 'a']);
  await take(6, 'learner', { s1: 'b' }, SEED_TIME - 250 * DAY, ['s1', 'b']);
}
