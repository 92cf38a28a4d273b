import type { Language } from '../constants';

/** The approvals queue (44600-44619, decision 0053). */
export const ADMIN_APPROVAL_ERROR_CODES = {
  /** A rejection needs a reason the author will read. */
  APPROVAL_REASON_REQUIRED: 44600,
  /** The reason is longer than APPROVAL_LIMITS.reasonMax characters. */
  APPROVAL_REASON_TOO_LONG: 44601,
  /** No source serves this kind (`data.kind`). */
  APPROVAL_KIND_UNKNOWN: 44602,
  /** Sharing a course (decision 0064): no such course in this enterprise. */
  SHARE_COURSE_NOT_FOUND: 44603,
  /** Only the course's owner may ask to share it. */
  SHARE_NOT_OWNER: 44604,
  /** The course is already open to everyone. */
  SHARE_ALREADY_SHARED: 44605,
  /** The note is longer than COURSE_SHARE_LIMITS.noteMax characters. */
  SHARE_NOTE_TOO_LONG: 44606,
} as const;

export const ADMIN_APPROVAL_ERROR_MESSAGES: Record<
  keyof typeof ADMIN_APPROVAL_ERROR_CODES,
  Record<Language, string>
> = {
  APPROVAL_REASON_REQUIRED: {
    zh_cn: '驳回时请填写原因，作者会收到这条原因',
    zh_hant: '駁回時請填寫原因，作者會收到這條原因',
    en_us: 'Give a reason to reject: the author will read it',
  },
  APPROVAL_REASON_TOO_LONG: {
    zh_cn: '原因最多 300 个字',
    zh_hant: '原因最多 300 個字',
    en_us: 'The reason can be at most 300 characters',
  },
  APPROVAL_KIND_UNKNOWN: {
    zh_cn: '没有这种待审核内容',
    zh_hant: '沒有這種待審核內容',
    en_us: 'There is no such kind of item to review',
  },
  SHARE_COURSE_NOT_FOUND: {
    zh_cn: '没有找到这门课程',
    zh_hant: '找不到這門課程',
    en_us: 'This course was not found',
  },
  SHARE_NOT_OWNER: {
    zh_cn: '只有课程的上传者可以申请分享',
    zh_hant: '只有課程的上傳者可以申請分享',
    en_us: 'Only the person who uploaded this course can ask to share it',
  },
  SHARE_ALREADY_SHARED: {
    zh_cn: '这门课程已经对所有人开放',
    zh_hant: '這門課程已經對所有人開放',
    en_us: 'This course is already open to everyone',
  },
  SHARE_NOTE_TOO_LONG: {
    zh_cn: '说明最多 200 个字',
    zh_hant: '說明最多 200 個字',
    en_us: 'The note can be at most 200 characters',
  },
};
