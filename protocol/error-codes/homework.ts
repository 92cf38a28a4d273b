import type { Language } from '../constants';

/**
 * Assignments and certificates (43320-43339, decision 0046). Chunk order, chunk size and an
 * unfinished upload reuse the upload codes of micro-courses (the same resumable upload); an AI
 * provider failure is EXAM_GRADING_AI_FAILED ("AI scoring failed", spec 001 §8).
 */
export const HOMEWORK_ERROR_CODES = {
  /** Spec 001 §8 "assignment deadline passed": nothing is handed in or changed after it. */
  HOMEWORK_DEADLINE_PASSED: 43320,
  /** Handed in (waiting or graded): nothing can be changed (spec 001 §4). */
  HOMEWORK_LOCKED: 43321,
  /** Spec 001 §5: at least one item before submit. */
  HOMEWORK_EMPTY: 43322,
  /** Over the kind's limit (document 200 MB, video or audio 1 GB, file 20 MB); `data.maxBytes`. */
  HOMEWORK_FILE_TOO_LARGE: 43323,
  /** The bytes are not of an accepted type for the kind; `data.accepted`. */
  HOMEWORK_FILE_TYPE_NOT_ALLOWED: 43324,
  /** Before the assignment opens. */
  HOMEWORK_NOT_OPEN: 43325,
  /** Grading or withdrawing a submission that is not waiting (already graded, or not handed in). */
  HOMEWORK_NOT_GRADABLE: 43326,
  /** A score above full marks or with more than one decimal. */
  HOMEWORK_SCORE_INVALID: 43327,
  /** More attachments than an assignment takes; `data.max`. */
  HOMEWORK_TOO_MANY_FILES: 43328,
  /** A revoked certificate is not issued as a PDF. */
  CERTIFICATE_REVOKED: 43330,
} as const;

export const HOMEWORK_ERROR_MESSAGES: Record<keyof typeof HOMEWORK_ERROR_CODES, Record<Language, string>> = {
  HOMEWORK_DEADLINE_PASSED: {
    zh_cn: '作业已过截止时间',
    zh_hant: '作業已過截止時間',
    en_us: 'The assignment deadline has passed.',
  },
  HOMEWORK_LOCKED: {
    zh_cn: '作业已提交，不能再修改',
    zh_hant: '作業已提交，不能再修改',
    en_us: 'The assignment has been submitted and can no longer be changed.',
  },
  HOMEWORK_EMPTY: {
    zh_cn: '请至少添加一个附件后再提交',
    zh_hant: '請至少新增一個附件後再提交',
    en_us: 'Add at least one item before submitting.',
  },
  HOMEWORK_FILE_TOO_LARGE: {
    zh_cn: '文件过大：文档不超过200MB，音视频不超过1GB，其他文件不超过20MB',
    zh_hant: '檔案過大：文件不超過200MB，影音不超過1GB，其他檔案不超過20MB',
    en_us: 'The file is too large: documents up to 200 MB, video or audio up to 1 GB, other files up to 20 MB.',
  },
  HOMEWORK_FILE_TYPE_NOT_ALLOWED: {
    zh_cn: '文件类型不合法',
    zh_hant: '檔案類型不合法',
    en_us: 'This file type is not allowed.',
  },
  HOMEWORK_NOT_OPEN: {
    zh_cn: '作业尚未开始',
    zh_hant: '作業尚未開始',
    en_us: 'The assignment has not opened yet.',
  },
  HOMEWORK_NOT_GRADABLE: {
    zh_cn: '该作业不在待批改状态',
    zh_hant: '該作業不在待批改狀態',
    en_us: 'This assignment is not waiting for correction.',
  },
  HOMEWORK_SCORE_INVALID: {
    zh_cn: '分数须在0到满分之间，最多一位小数',
    zh_hant: '分數須在0到滿分之間，最多一位小數',
    en_us: 'The score must be between 0 and full marks, with at most one decimal.',
  },
  HOMEWORK_TOO_MANY_FILES: {
    zh_cn: '附件数量已达上限',
    zh_hant: '附件數量已達上限',
    en_us: 'This assignment already has the most attachments allowed.',
  },
  CERTIFICATE_REVOKED: {
    zh_cn: '证书已被撤销',
    zh_hant: '證書已被撤銷',
    en_us: 'This certificate has been revoked.',
  },
};
