import type { Language } from '../constants';

/** Administrators' messaging (44200-44219, decision 0057). */
export const ADMIN_MESSAGING_ERROR_CODES = {
  /** A department or member named in the audience is not one of this enterprise's. */
  MESSAGING_AUDIENCE_NOT_FOUND: 44200,
  /** The audience reaches nobody (empty departments). */
  MESSAGING_AUDIENCE_EMPTY: 44201,
  /** Sending to everyone was not confirmed (confirmAll Y). */
  MESSAGING_SEND_ALL_NOT_CONFIRMED: 44202,
  /** The same send key was used for a different message. */
  MESSAGING_SEND_KEY_REUSED: 44203,
  /** Nothing readable is left of the text once unsafe markup is removed. */
  MESSAGING_MESSAGE_BODY_EMPTY: 44204,
} as const;

export const ADMIN_MESSAGING_ERROR_MESSAGES: Record<
  keyof typeof ADMIN_MESSAGING_ERROR_CODES,
  Record<Language, string>
> = {
  MESSAGING_AUDIENCE_NOT_FOUND: {
    zh_cn: '所选部门或成员不存在',
    zh_hant: '所選部門或成員不存在',
    en_us: 'A chosen department or member does not exist.',
  },
  MESSAGING_AUDIENCE_EMPTY: {
    zh_cn: '所选范围内没有成员',
    zh_hant: '所選範圍內沒有成員',
    en_us: 'Nobody is in the chosen audience.',
  },
  MESSAGING_SEND_ALL_NOT_CONFIRMED: {
    zh_cn: '发送给全体成员前请先确认',
    zh_hant: '發送給全體成員前請先確認',
    en_us: 'Confirm before sending to everyone.',
  },
  MESSAGING_SEND_KEY_REUSED: {
    zh_cn: '该消息已发送，请刷新后重新编写',
    zh_hant: '該訊息已發送，請重新整理後重新撰寫',
    en_us: 'This message was already sent; reload the page to write a new one.',
  },
  MESSAGING_MESSAGE_BODY_EMPTY: {
    zh_cn: '请填写消息正文',
    zh_hant: '請填寫訊息內文',
    en_us: 'Write the message text.',
  },
};
