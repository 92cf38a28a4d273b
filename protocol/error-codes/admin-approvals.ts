import type { Language } from '../constants';

/** The approvals queue (44600-44619, decision 0053). */
export const ADMIN_APPROVAL_ERROR_CODES = {
  /** A rejection needs a reason the author will read. */
  APPROVAL_REASON_REQUIRED: 44600,
  /** The reason is longer than APPROVAL_LIMITS.reasonMax characters. */
  APPROVAL_REASON_TOO_LONG: 44601,
  /** No source serves this kind (`data.kind`). */
  APPROVAL_KIND_UNKNOWN: 44602,
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
};
