import type { Language } from '../constants';

/** Practice, daily practice, the wrong-question notebook and exercise records (42550-42569, decision 0027). */
export const PRACTICE_ERROR_CODES = {
  /** The course has no practice, or the learner may not see it. */
  PRACTICE_NOT_AVAILABLE: 42550,
  /** The answer is not a list of strings of the question's shape (a choice that is not an option…). */
  PRACTICE_ANSWER_INVALID: 42551,
  /** The session key belongs to another kind of practice or another course. */
  PRACTICE_SESSION_MISMATCH: 42552,
  /** The question is not part of this practice set. */
  PRACTICE_QUESTION_NOT_IN_SET: 42553,
  /** A daily practice of a day that is over (only today and, around midnight, yesterday are open). */
  PRACTICE_DAY_OVER: 42554,
  /** An essay's self-check is needed (or not allowed) for this answer. */
  PRACTICE_SELF_CHECK_INVALID: 42555,
} as const;

export const PRACTICE_ERROR_MESSAGES: Record<keyof typeof PRACTICE_ERROR_CODES, Record<Language, string>> = {
  PRACTICE_NOT_AVAILABLE: {
    zh_cn: '该练习暂不可用',
    zh_hant: '該練習暫不可用',
    en_us: 'This practice is not available',
  },
  PRACTICE_ANSWER_INVALID: {
    zh_cn: '答案格式不正确，请重新作答',
    zh_hant: '答案格式不正確，請重新作答',
    en_us: 'The answer is not valid for this question, please answer again',
  },
  PRACTICE_SESSION_MISMATCH: {
    zh_cn: '练习已变更，请重新开始练习',
    zh_hant: '練習已變更，請重新開始練習',
    en_us: 'This practice has changed, please start it again',
  },
  PRACTICE_QUESTION_NOT_IN_SET: {
    zh_cn: '该题目不在本次练习中',
    zh_hant: '該題目不在本次練習中',
    en_us: 'This question is not part of this practice',
  },
  PRACTICE_DAY_OVER: {
    zh_cn: '该日的每日练习已结束，请开始今天的练习',
    zh_hant: '該日的每日練習已結束，請開始今天的練習',
    en_us: "That day's practice is over, please start today's practice",
  },
  PRACTICE_SELF_CHECK_INVALID: {
    zh_cn: '请对照参考答案自评后再提交',
    zh_hant: '請對照參考答案自評後再提交',
    en_us: 'Please compare with the reference answer and mark it right or wrong',
  },
};
