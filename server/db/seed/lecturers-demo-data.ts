/** Demo lecturers, partners' pages and bookings in three languages (decision 0051). */
export type T3 = { zh_cn: string; zh_hant: string; en_us: string };
export const t = (zh_cn: string, zh_hant: string, en_us: string): T3 => ({ zh_cn, zh_hant, en_us });

export const DEMO_LECTURER_CATEGORIES = [
  t('领导力', '領導力', 'Leadership'),
  t('销售与客户', '銷售與客戶', 'Sales and customers'),
  t('合规与安全', '合規與安全', 'Compliance and safety'),
  t('技术与数字化', '技術與數位化', 'Technology and digital'),
];

export const DEMO_DIMENSIONS = [
  t('专业水平', '專業水準', 'Expertise'),
  t('表达能力', '表達能力', 'Delivery'),
  t('课堂互动', '課堂互動', 'Interaction'),
  t('实用性', '實用性', 'Practicality'),
];

export interface DemoLecturer {
  id: number;
  eid: number;
  name: string;
  /** Account of the user who is this lecturer (internal lecturers), if any. */
  account?: string;
  type: 'internal' | 'external' | 'public';
  category: number;
  gender: 'male' | 'female' | 'unknown';
  colour: string;
  initials: string;
  region: T3;
  headline: T3;
  introduction: T3;
  labels: T3[];
  photos: string[];
  bookable: boolean;
  place?: T3;
  /** Course lecturer names whose courses this lecturer teaches. */
  courseLecturers: string[];
}

const room = t('总部 3 楼培训室', '總部 3 樓培訓室', 'Head office, training room 3F');

export const DEMO_LECTURERS: DemoLecturer[] = [
  {
    id: 1,
    eid: 1,
    name: 'Lin Qing',
    type: 'internal',
    category: 0,
    gender: 'female',
    colour: '#0f766e',
    initials: 'LQ',
    region: t('上海', '上海', 'Shanghai'),
    headline: t('领导力与教练辅导', '領導力與教練輔導', 'Leadership and coaching'),
    introduction: t(
      '林青在集团任职十二年，带领过产品与运营团队，现负责新任经理培养项目。她的课程以真实案例和角色扮演为主，帮助新经理在第一年建立团队信任。',
      '林青在集團任職十二年，帶領過產品與營運團隊，現負責新任經理培養專案。她的課程以真實案例和角色扮演為主，幫助新經理在第一年建立團隊信任。',
      'Lin Qing has led product and operations teams for twelve years and now runs the programme for new managers. Her sessions use real cases and role play to help new managers build trust in their first year.',
    ),
    labels: [t('教练', '教練', 'Coaching'), t('新经理', '新經理', 'New managers'), t('反馈', '回饋', 'Feedback')],
    photos: ['Coaching lab', 'Team workshop', 'Role play', 'Q and A'],
    bookable: true,
    place: room,
    courseLecturers: ['Lin Qing'],
  },
  {
    id: 2,
    eid: 1,
    name: 'Zhou Min',
    account: 'sales',
    type: 'internal',
    category: 1,
    gender: 'female',
    colour: '#1d4ed8',
    initials: 'ZM',
    region: t('深圳', '深圳', 'Shenzhen'),
    headline: t('顾问式销售', '顧問式銷售', 'Consultative selling'),
    introduction: t(
      '周敏是华南区销售总监，擅长大客户需求挖掘与方案呈现。',
      '周敏是華南區銷售總監，擅長大客戶需求挖掘與方案呈現。',
      'Zhou Min directs sales in South China and teaches discovery questions and proposals for key accounts.',
    ),
    labels: [t('大客户', '大客戶', 'Key accounts'), t('谈判', '談判', 'Negotiation')],
    photos: ['Sales clinic', 'Pitch day'],
    bookable: false,
    courseLecturers: ['Zhou Min'],
  },
  {
    id: 3,
    eid: 1,
    name: 'Dr. Helen Park',
    type: 'external',
    category: 0,
    gender: 'female',
    colour: '#9333ea',
    initials: 'HP',
    region: t('新加坡', '新加坡', 'Singapore'),
    headline: t('董事会战略', '董事會策略', 'Strategy for directors'),
    introduction: t(
      'Helen Park 博士是战略管理顾问，曾为亚太地区四十余家企业的董事会提供培训。',
      'Helen Park 博士是策略管理顧問，曾為亞太地區四十餘家企業的董事會提供培訓。',
      'Dr. Helen Park advises boards on strategy and has trained directors of more than forty companies across Asia Pacific.',
    ),
    labels: [t('战略', '策略', 'Strategy'), t('董事会', '董事會', 'Boards'), t('外部专家', '外部專家', 'Guest expert')],
    photos: ['Board retreat', 'Strategy map', 'Keynote'],
    bookable: true,
    place: t('客户指定地点', '客戶指定地點', 'At a place you choose'),
    courseLecturers: ['Guest: Dr. Helen Park'],
  },
  {
    id: 4,
    eid: 1,
    name: 'Wang Lei',
    account: 'manager',
    type: 'internal',
    category: 2,
    gender: 'male',
    colour: '#c2410c',
    initials: 'WL',
    region: t('北京', '北京', 'Beijing'),
    headline: t('合规与职场安全', '合規與職場安全', 'Compliance and workplace safety'),
    introduction: t(
      '王磊负责集团合规培训，所有新员工入职第一周都会上他的课。',
      '王磊負責集團合規培訓，所有新員工入職第一週都會上他的課。',
      'Wang Lei runs compliance training: every new hire takes his course in their first week.',
    ),
    labels: [t('合规', '合規', 'Compliance'), t('安全', '安全', 'Safety')],
    photos: ['Safety drill'],
    bookable: true,
    place: room,
    courseLecturers: ['Wang Lei'],
  },
  {
    id: 5,
    eid: 1,
    name: 'Open Course Hub',
    type: 'public',
    category: 3,
    gender: 'unknown',
    colour: '#0369a1',
    initials: 'OC',
    region: t('线上', '線上', 'Online'),
    headline: t('公开课讲师团', '公開課講師團', 'Public-course faculty'),
    introduction: t(
      '公开课平台的讲师团队，提供沟通、效率与数字技能课程。',
      '公開課平台的講師團隊，提供溝通、效率與數位技能課程。',
      'The faculty of the public-course platform: communication, productivity and digital skills.',
    ),
    labels: [t('公开课', '公開課', 'Public course')],
    photos: [],
    bookable: false,
    courseLecturers: ['Open Course Hub'],
  },
  {
    id: 6,
    eid: 1,
    name: 'Xu Fang',
    type: 'internal',
    category: 3,
    gender: 'male',
    colour: '#4d7c0f',
    initials: 'XF',
    region: t('杭州', '杭州', 'Hangzhou'),
    headline: t('数据分析与自动化', '數據分析與自動化', 'Data analysis and automation'),
    introduction: t(
      '许方是数据平台负责人，带领业务同事用表格和脚本把重复工作自动化。',
      '許方是數據平台負責人，帶領業務同事用表格和腳本把重複工作自動化。',
      'Xu Fang leads the data platform and helps business teams automate repetitive work with sheets and scripts.',
    ),
    labels: [t('数据', '數據', 'Data'), t('自动化', '自動化', 'Automation'), t('Python', 'Python', 'Python')],
    photos: ['Data lab', 'Hack day'],
    bookable: true,
    place: room,
    courseLecturers: ['Xu Fang'],
  },
  {
    id: 11,
    eid: 2,
    name: 'Open Course Hub faculty',
    type: 'public',
    category: 0,
    gender: 'unknown',
    colour: '#be123c',
    initials: 'OH',
    region: t('线上', '線上', 'Online'),
    headline: t('沟通与效率', '溝通與效率', 'Communication and productivity'),
    introduction: t(
      '面向所有学员开放的公开课讲师团。',
      '面向所有學員開放的公開課講師團。',
      'The public-course faculty, open to every learner.',
    ),
    labels: [t('公开课', '公開課', 'Public course')],
    photos: ['Open class'],
    bookable: false,
    courseLecturers: ['Open Course Hub'],
  },
];

/** Partner pages: introduction, services and region of the home page's partners, by name. */
export const DEMO_PARTNER_PROFILES: Record<string, { intro: T3; services: T3[]; region: T3 }> = {
  'Northlight Academy': {
    intro: t(
      'Northlight 学院专注一线经理培养，提供为期三个月的混合式领导力项目。',
      'Northlight 學院專注一線經理培養，提供為期三個月的混合式領導力專案。',
      'Northlight Academy develops first-line managers with a three-month blended leadership programme.',
    ),
    services: [t('领导力项目', '領導力專案', 'Leadership programmes'), t('测评', '測評', 'Assessments')],
    region: t('上海', '上海', 'Shanghai'),
  },
  'SafeWork Institute': {
    intro: t(
      'SafeWork 研究院提供经认证的职场安全培训与考试。',
      'SafeWork 研究院提供經認證的職場安全培訓與考試。',
      'SafeWork Institute provides certified workplace safety training and exams.',
    ),
    services: [t('安全认证', '安全認證', 'Safety certification'), t('现场演练', '現場演練', 'On-site drills')],
    region: t('北京', '北京', 'Beijing'),
  },
  'Harbour University': {
    intro: t(
      'Harbour 大学是我们的高管教育与研究合作伙伴。',
      'Harbour 大學是我們的高管教育與研究合作夥伴。',
      'Harbour University is our executive education and research partner.',
    ),
    services: [t('高管课程', '高管課程', 'Executive courses'), t('联合研究', '聯合研究', 'Joint research')],
    region: t('香港', '香港', 'Hong Kong'),
  },
};
