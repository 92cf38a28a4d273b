import type { Language } from '../constants';

/** Exams: list, transition, answering, scoring, grading, results (42500-42549, decision 0026). */
export const EXAM_ERROR_CODES = {
  /** Entry refused: more than the exam's late-entry minutes have passed since it opened. */
  EXAM_ENTRY_CLOSED: 42500,
} as const;

export const EXAM_ERROR_MESSAGES: Record<keyof typeof EXAM_ERROR_CODES, Record<Language, string>> = {
  EXAM_ENTRY_CLOSED: {
    zh_cn: '考试已开始超过规定时间，不能再进入',
    zh_hant: '考試已開始超過規定時間，不能再進入',
    en_us: 'The exam started too long ago: entry is closed',
  },
};
