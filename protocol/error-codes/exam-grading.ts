import type { Language } from '../constants';

/**
 * Administrators' exam grading (42540-42549 of the exams range, decision 0028). Score validation
 * by the grading core (over the question's score, paper not waiting) uses the exams codes 42512/42513.
 */
export const EXAM_GRADING_ERROR_CODES = {
  /** The AI provider could not grade a paper (unreachable, timed out, unreadable reply). Reported per paper. */
  EXAM_GRADING_AI_FAILED: 42540,
  /** Hand grading must score every essay still waiting; `data.questionIds` lists the missing ones. */
  EXAM_GRADING_ESSAYS_MISSING: 42541,
} as const;

export const EXAM_GRADING_ERROR_MESSAGES: Record<keyof typeof EXAM_GRADING_ERROR_CODES, Record<Language, string>> = {
  EXAM_GRADING_ESSAYS_MISSING: {
    zh_cn: '还有问答题未评分，请为每道问答题打分',
    zh_hant: '還有問答題未評分，請為每道問答題評分',
    en_us: 'Some essays have no score yet. Score every essay question.',
  },
  EXAM_GRADING_AI_FAILED: {
    zh_cn: 'AI评分失败，请稍后重试或人工批阅',
    zh_hant: 'AI評分失敗，請稍後重試或人工批閱',
    en_us: 'AI scoring failed. Try again later or grade by hand.',
  },
};
