import type { Language } from '../constants';

/** Questionnaires and votes (42740-42749, issue 23; spec 001 §8 "Questionnaire closed or only once"). */
export const QUESTIONNAIRE_ERROR_CODES = {
  /** Not open yet, or over: `data.state` not_started | ended. */
  QUESTIONNAIRE_CLOSED: 42740,
  /** A questionnaire limited to one submission was already submitted by this learner. */
  QUESTIONNAIRE_ONCE_ONLY: 42741,
  /** The answers break the questionnaire's rules: `data.problems` (protocol/questionnaire-rules.ts). */
  QUESTIONNAIRE_ANSWERS_INVALID: 42742,
} as const;

type Messages = Record<keyof typeof QUESTIONNAIRE_ERROR_CODES, Record<Language, string>>;

export const QUESTIONNAIRE_ERROR_MESSAGES: Messages = {
  QUESTIONNAIRE_CLOSED: {
    zh_cn: '问卷已关闭',
    zh_hant: '問卷已關閉',
    en_us: 'This questionnaire is closed',
  },
  QUESTIONNAIRE_ONCE_ONLY: {
    zh_cn: '该问卷只能提交一次，你已提交过',
    zh_hant: '此問卷只能提交一次，你已提交過',
    en_us: 'This questionnaire can be submitted only once, and you have already submitted it',
  },
  QUESTIONNAIRE_ANSWERS_INVALID: {
    zh_cn: '部分答案不符合要求，请检查后再提交',
    zh_hant: '部分答案不符合要求，請檢查後再提交',
    en_us: 'Some answers do not meet the requirements: please check them and submit again',
  },
};
