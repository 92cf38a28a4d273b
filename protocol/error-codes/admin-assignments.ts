import type { Language } from '../constants';

/** The administrators' assignments and purchases for members (44440-44459, decision 0055). */
export const ADMIN_ASSIGNMENT_ERROR_CODES = {
  /** The deadline is now or in the past. */
  ASSIGN_DEADLINE_PAST: 44440,
  /** The deadline is more than two years ahead. */
  ASSIGN_DEADLINE_TOO_FAR: 44441,
  /** Nobody chosen, or the chosen departments and posts hold no member. */
  ASSIGN_AUDIENCE_EMPTY: 44442,
  /** More learners than one assignment may reach. */
  ASSIGN_AUDIENCE_TOO_LARGE: 44443,
  /** The item cannot be assigned now (unpublished course, closed exam, ended training or activity). */
  ASSIGN_ITEM_CLOSED: 44444,
  /** The course is free or not on sale: there is nothing to buy. */
  ASSIGN_NOT_FOR_SALE: 44445,
  /** Every chosen learner can already study the course. */
  ASSIGN_ALL_OWNED: 44446,
} as const;

export const ADMIN_ASSIGNMENT_ERROR_MESSAGES: Record<
  keyof typeof ADMIN_ASSIGNMENT_ERROR_CODES,
  Record<Language, string>
> = {
  ASSIGN_DEADLINE_PAST: {
    zh_cn: '截止时间必须晚于现在',
    zh_hant: '截止時間必須晚於現在',
    en_us: 'The deadline must be in the future',
  },
  ASSIGN_DEADLINE_TOO_FAR: {
    zh_cn: '截止时间不能超过两年后',
    zh_hant: '截止時間不能超過兩年後',
    en_us: 'The deadline cannot be more than two years away',
  },
  ASSIGN_AUDIENCE_EMPTY: {
    zh_cn: '所选范围内没有学员',
    zh_hant: '所選範圍內沒有學員',
    en_us: 'There are no learners in the chosen audience',
  },
  ASSIGN_AUDIENCE_TOO_LARGE: {
    zh_cn: '一次指派最多 5000 名学员，请缩小范围',
    zh_hant: '一次指派最多 5000 名學員，請縮小範圍',
    en_us: 'One assignment can reach at most 5,000 learners; choose a smaller audience',
  },
  ASSIGN_ITEM_CLOSED: {
    zh_cn: '该内容已下架或已结束，无法指派',
    zh_hant: '該內容已下架或已結束，無法指派',
    en_us: 'This item is unpublished or has ended and cannot be assigned',
  },
  ASSIGN_NOT_FOR_SALE: {
    zh_cn: '该课程无需购买',
    zh_hant: '該課程無需購買',
    en_us: 'This course is not sold',
  },
  ASSIGN_ALL_OWNED: {
    zh_cn: '所选学员都已可以学习该课程',
    zh_hant: '所選學員都已可以學習該課程',
    en_us: 'Every chosen learner can already study this course',
  },
};
