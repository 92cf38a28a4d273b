import { SEED_TIME } from './demo-data';

/** Demo home pages (decision 0023): each enterprise its own set of modules, every display type, one empty. */

const DAY = 86_400_000;
export type T3 = { zh_cn: string; zh_hant: string; en_us: string };
const t = (zh_cn: string, zh_hant: string, en_us: string): T3 => ({ zh_cn, zh_hant, en_us });

export interface DemoItem {
  title: string;
  summary?: string;
  /** A portal path; `course:<title>` is resolved to that course of the enterprise. */
  url?: string;
  meta?: Record<string, string | number>;
}

export interface DemoModule {
  key: string;
  titles: T3;
  display_type: string;
  source: 'items' | 'courses_latest' | 'courses_popular' | 'packages' | 'partners' | 'my_tasks';
  multi_page?: boolean;
  page_size: number;
  more_url?: string;
  audience?: 'all' | 'members' | 'listed' | 'visitors';
  /** For 'listed': accounts and department names allowed to see it. */
  accounts?: string[];
  departments?: string[];
  items?: DemoItem[];
}

export const DEMO_NAVIGATION: Record<number, Array<{ titles: T3; path: string; menu_key: string }>> = {
  1: [
    { titles: t('首页', '首頁', 'Home'), path: '/index', menu_key: 'home' },
    { titles: t('课程中心', '課程中心', 'Course centre'), path: '/course', menu_key: 'course' },
    { titles: t('我的任务', '我的任務', 'My tasks'), path: '/task', menu_key: 'task' },
    { titles: t('讲师风采', '講師風采', 'Lecturer hall'), path: '/lecturer/lecturerList', menu_key: 'lecturer' },
    { titles: t('社区动态', '社區動態', 'Community'), path: '/news/community', menu_key: 'news' },
    { titles: t('奖励商城', '獎勵商城', 'Rewards mall'), path: '/shopMall', menu_key: 'mall' },
    { titles: t('我的学习', '我的學習', 'My learning'), path: '/my/index', menu_key: 'my' },
  ],
  // eid 2 sets none: its header shows the default menu.
};

export const DEMO_HOME_SETTINGS: Record<
  number,
  { show_rank: number; carousel_seconds: number; show_count: number; show_comment_count: number }
> = {
  1: { show_rank: 1, carousel_seconds: 5, show_count: 1, show_comment_count: 1 },
  2: { show_rank: 0, carousel_seconds: 7, show_count: 1, show_comment_count: 0 },
};

export const DEMO_EXAM_CLASSES: Record<number, Array<{ titles: T3; children?: T3[] }>> = {
  1: [
    {
      titles: t('合规考试', '合規考試', 'Compliance'),
      children: [t('安全生产', '安全生產', 'Safety'), t('数据保护', '數據保護', 'Data protection')],
    },
    { titles: t('销售认证', '銷售認證', 'Sales certification') },
  ],
  2: [{ titles: t('公开测验', '公開測驗', 'Open quizzes') }],
};

export const DEMO_PARTNERS: Record<
  number,
  Array<{ titles: T3; partners: Array<{ name: string; summary: string }> }>
> = {
  1: [
    {
      titles: t('培训机构', '培訓機構', 'Training providers'),
      partners: [
        { name: 'Northlight Academy', summary: 'Leadership programmes for first-line managers.' },
        { name: 'SafeWork Institute', summary: 'Certified workplace safety training.' },
      ],
    },
    {
      titles: t('合作院校', '合作院校', 'Universities'),
      partners: [{ name: 'Harbour University', summary: 'Executive education and research partner.' }],
    },
  ],
  2: [
    {
      titles: t('社区伙伴', '社區夥伴', 'Community partners'),
      partners: [
        { name: 'City Library Network', summary: 'Free study rooms for Hub learners.' },
        { name: 'Open Skills Foundation', summary: 'Scholarships for adult learners.' },
      ],
    },
  ],
};

const task = (title: string, taskKind: string, url: string, days: number): DemoItem => ({
  title,
  url,
  meta: { taskKind, endsAt: SEED_TIME + days * DAY },
});
const news = (title: string, summary: string, author: string, days: number): DemoItem => ({
  title,
  summary,
  url: '/news/community',
  meta: { author, publishedAt: SEED_TIME - days * DAY },
});
const lecturer = (title: string, summary: string, id: number, lecturerType: string, rating: number): DemoItem => ({
  title,
  summary,
  url: `/lecturer/lecturerDetail/${id}`,
  meta: { lecturerType, rating },
});

export const DEMO_HOME_MODULES: Record<number, DemoModule[]> = {
  1: [
    {
      key: 'banner',
      titles: t('焦点推荐', '焦點推薦', 'Highlights'),
      display_type: 'banner',
      source: 'items',
      page_size: 5,
      items: [
        {
          title: 'Safety month: finish "Warehouse safety basics"',
          summary: 'Everyone on the floor completes it by the end of the month.',
          url: 'course:Warehouse safety basics',
          meta: { color: '#1d4ed8' },
        },
        {
          title: 'New: Leading your first team',
          summary: 'Five short lessons for new team leads.',
          url: 'course:Leading your first team',
          meta: { color: '#0f766e' },
        },
        {
          title: 'Earn points, visit the mall',
          summary: 'Check in daily and spend points on rewards.',
          url: '/shopMall',
          meta: { color: '#9333ea' },
        },
      ],
    },
    {
      key: 'latest',
      titles: t('最新课程', '最新課程', 'Latest courses'),
      display_type: 'course',
      source: 'courses_latest',
      multi_page: true,
      page_size: 4,
      more_url: '/course',
    },
    {
      key: 'tasks',
      titles: t('我的任务', '我的任務', 'My tasks'),
      display_type: 'task',
      // The member's own assigned courses, exams and trainings (issue 22, decision 0045).
      source: 'my_tasks',
      page_size: 4,
      more_url: '/task',
      audience: 'members',
    },
    {
      key: 'packages',
      titles: t('课程包', '課程包', 'Course packages'),
      display_type: 'package',
      source: 'packages',
      page_size: 3,
      more_url: '/coursepackage',
    },
    {
      key: 'advert',
      titles: t('活动推广', '活動推廣', 'Campaign'),
      display_type: 'advert',
      source: 'items',
      page_size: 1,
      items: [
        {
          title: 'Aurora Learning Week: 3–7 March',
          summary: 'Workshops, live labs and double points all week.',
          url: '/index/activity',
          meta: { color: '#b45309' },
        },
      ],
    },
    {
      key: 'news',
      titles: t('社区动态', '社區動態', 'Community news'),
      display_type: 'news',
      source: 'items',
      page_size: 4,
      more_url: '/news/community',
      items: [
        news(
          'Warehouse team hits 100% safety completion',
          'Congratulations to the Shenzhen warehouse crew.',
          'Chen Jing',
          1,
        ),
        news('Share your best spreadsheet tip', 'The top three tips win 50 points each.', 'Wang Lei', 3),
        news('Q&A: how are credits counted?', 'Credits count when you complete every chapter.', 'Learning team', 6),
      ],
    },
    {
      key: 'lecturers',
      titles: t('讲师风采', '講師風采', 'Lecturers'),
      display_type: 'lecturer',
      source: 'items',
      page_size: 4,
      more_url: '/lecturer/lecturerList',
      items: [
        lecturer('Lin Qing', 'Leadership and coaching', 1, 'internal', 4.8),
        lecturer('Zhou Min', 'Consultative selling', 2, 'internal', 4.6),
        lecturer('Dr. Helen Park', 'Strategy for directors', 3, 'external', 4.9),
      ],
    },
    {
      key: 'partners',
      titles: t('合作伙伴', '合作夥伴', 'Partners'),
      display_type: 'partner',
      source: 'partners',
      page_size: 6,
    },
    {
      key: 'sales',
      titles: t('销售团队快讯', '銷售團隊快訊', 'Sales team bulletin'),
      display_type: 'news',
      source: 'items',
      page_size: 3,
      audience: 'listed',
      departments: ['Sales'],
      accounts: ['admin'],
      items: [news('Q1 key-account targets are out', 'Only for the sales team: see the new targets.', 'Zhou Min', 2)],
    },
    {
      key: 'live',
      titles: t('本周直播', '本週直播', 'Live this week'),
      display_type: 'course',
      source: 'items',
      page_size: 4,
      items: [],
    },
  ],
  2: [
    {
      key: 'banner',
      titles: t('欢迎来到开放课程中心', '歡迎來到開放課程中心', 'Welcome to Open Course Hub'),
      display_type: 'banner',
      source: 'items',
      page_size: 5,
      items: [
        {
          title: 'Learn something new this week',
          summary: 'Free courses for everyone, no sign-up needed to browse.',
          url: '/course',
          meta: { color: '#2563eb' },
        },
        {
          title: 'Public speaking for everyone',
          summary: 'Our most popular course this month.',
          url: 'course:Public speaking for everyone',
          meta: { color: '#be123c' },
        },
      ],
    },
    {
      key: 'popular',
      titles: t('热门课程', '熱門課程', 'Popular courses'),
      display_type: 'course',
      source: 'courses_popular',
      multi_page: true,
      page_size: 4,
      more_url: '/course',
    },
    {
      key: 'partners',
      titles: t('合作机构', '合作機構', 'Partner organisations'),
      display_type: 'partner',
      source: 'partners',
      page_size: 4,
    },
    {
      key: 'news',
      titles: t('中心新闻', '中心新聞', 'Hub news'),
      display_type: 'news',
      source: 'items',
      page_size: 4,
      items: [
        news('Evening study rooms now open', 'Join us at any City Library branch.', 'Hub team', 2),
        news('New course: Time management', 'Plan your week in twenty minutes.', 'Hub team', 5),
      ],
    },
    {
      key: 'lecturers',
      titles: t('特邀讲师', '特邀講師', 'Featured lecturers'),
      display_type: 'lecturer',
      source: 'items',
      page_size: 4,
      items: [lecturer('Open Course Hub faculty', 'Communication and productivity', 11, 'public', 4.7)],
    },
    {
      key: 'packages',
      titles: t('学习套餐', '學習套餐', 'Bundles'),
      display_type: 'package',
      source: 'packages',
      page_size: 3,
    },
    {
      key: 'activities',
      titles: t('公开活动', '公開活動', 'Open activities'),
      display_type: 'task',
      source: 'items',
      page_size: 4,
      items: [
        task('Community reading challenge', 'activity', '/task/active-detail/21', 30),
        task('Speaking club: 4-week track', 'train', '/training/train-detail/21', 45),
      ],
    },
    {
      key: 'advert',
      titles: t('会员招募', '會員招募', 'Join us'),
      display_type: 'advert',
      source: 'items',
      page_size: 1,
      // An invitation to join: its members are past it.
      audience: 'visitors',
      items: [
        {
          title: 'Become a Hub member',
          summary: 'Members track progress, earn credits and join study groups.',
          url: '/login',
          meta: { color: '#15803d' },
        },
      ],
    },
    {
      key: 'members',
      titles: t('会员专区', '會員專區', "Members' corner"),
      display_type: 'news',
      source: 'items',
      page_size: 3,
      audience: 'members',
      items: [news('Members-only study group starts Monday', 'Sign in to see the schedule.', 'Hub team', 1)],
    },
    {
      key: 'exams',
      titles: t('近期考试', '近期考試', 'Upcoming exams'),
      display_type: 'task',
      source: 'items',
      page_size: 4,
      items: [],
    },
  ],
};
