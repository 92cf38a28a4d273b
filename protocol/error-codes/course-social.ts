import type { Language } from '../constants';

/** Notes, comments, ratings, collect, praise, rewards, downloads (42380-42409). */
export const COURSE_SOCIAL_ERROR_CODES = {
  /** The note is longer than its cap (`data.max`, 1000 characters per chapter). */
  NOTE_TOO_LONG: 42380,
  /** A public note waiting for review cannot be edited: revoke it first (back to private). */
  NOTE_IN_REVIEW: 42381,
  /** Only a note in review can be revoked. */
  NOTE_NOT_IN_REVIEW: 42382,
  /** The comment is longer than the enterprise's limit (`data.max`, 300 by default). */
  COMMENT_TOO_LONG: 42383,
  /** A course is rated only after every chapter is finished. */
  COURSE_NOT_FINISHED: 42384,
  /** A course is rated once. */
  ALREADY_RATED: 42385,
  /** A learner rewards a course's lecturer once. */
  ALREADY_REWARDED: 42386,
  /** This lecturer cannot receive points (`data.reason`: external_lecturer, no_lecturer, own_course). */
  REWARD_NOT_ALLOWED: 42387,
  /** The course does not allow downloads, or the chapter is not a document. */
  DOWNLOAD_NOT_ALLOWED: 42388,
  /** The download link is older than its 24 hours. */
  DOWNLOAD_LINK_EXPIRED: 42389,
  /** The download link was altered or names nothing. */
  DOWNLOAD_LINK_INVALID: 42390,
  /** The note was already reviewed (or is not waiting for review). */
  NOTE_NOT_PENDING: 42391,
} as const;

export const COURSE_SOCIAL_ERROR_MESSAGES: Record<keyof typeof COURSE_SOCIAL_ERROR_CODES, Record<Language, string>> = {
  NOTE_TOO_LONG: {
    zh_cn: '笔记字数已达上限（每章最多 1000 字）',
    zh_hant: '筆記字數已達上限（每章最多 1000 字）',
    en_us: 'The note has reached its length cap (1000 characters per chapter).',
  },
  NOTE_IN_REVIEW: {
    zh_cn: '笔记正在审核中，请先撤回再编辑',
    zh_hant: '筆記正在審核中，請先撤回再編輯',
    en_us: 'This note is in review. Revoke it before editing.',
  },
  NOTE_NOT_IN_REVIEW: {
    zh_cn: '该笔记不在审核中，无需撤回',
    zh_hant: '該筆記不在審核中，無需撤回',
    en_us: 'This note is not in review, so there is nothing to revoke.',
  },
  COMMENT_TOO_LONG: {
    zh_cn: '评论字数超出限制',
    zh_hant: '評論字數超出限制',
    en_us: 'The comment is longer than allowed.',
  },
  COURSE_NOT_FINISHED: {
    zh_cn: '学完全部章节后才能评分',
    zh_hant: '學完全部章節後才能評分',
    en_us: 'You can rate this course after finishing every chapter.',
  },
  ALREADY_RATED: {
    zh_cn: '您已评分过该课程',
    zh_hant: '您已評分過該課程',
    en_us: 'You have already rated this course.',
  },
  ALREADY_REWARDED: {
    zh_cn: '您已打赏过该课程',
    zh_hant: '您已打賞過該課程',
    en_us: 'You have already rewarded this course.',
  },
  REWARD_NOT_ALLOWED: {
    zh_cn: '该讲师不能接受积分打赏',
    zh_hant: '該講師不能接受積分打賞',
    en_us: 'This lecturer cannot receive point rewards.',
  },
  DOWNLOAD_NOT_ALLOWED: {
    zh_cn: '该内容不允许下载',
    zh_hant: '該內容不允許下載',
    en_us: 'This content cannot be downloaded.',
  },
  DOWNLOAD_LINK_EXPIRED: {
    zh_cn: '下载链接已过期（有效期 24 小时），请重新下载',
    zh_hant: '下載連結已過期（有效期 24 小時），請重新下載',
    en_us: 'This download link has expired (links last 24 hours). Please download again.',
  },
  DOWNLOAD_LINK_INVALID: { zh_cn: '下载链接无效', zh_hant: '下載連結無效', en_us: 'This download link is not valid.' },
  NOTE_NOT_PENDING: {
    zh_cn: '该笔记不在待审核状态',
    zh_hant: '該筆記不在待審核狀態',
    en_us: 'This note is not waiting for review.',
  },
};
