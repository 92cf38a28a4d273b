import type { Language } from '../constants';

/** Live rooms (43900-43919, issue 26 item 4, decision 0052). */
export const LIVE_ERROR_CODES = {
  /** The room has a password this learner has not given yet. */
  LIVE_PASSWORD_REQUIRED: 43900,
  LIVE_PASSWORD_WRONG: 43901,
  /** Spec 001 §9: 299 attendees. */
  LIVE_BOOKING_FULL: 43902,
  /** The live has ended: no booking any more. */
  LIVE_BOOKING_CLOSED: 43903,
  /** Nothing to watch: not started, away, or ended without playback. */
  LIVE_NOT_WATCHABLE: 43904,
  /** Chat is closed once the live has ended. */
  LIVE_CHAT_CLOSED: 43905,
  /** The same line again within the debounce (spec 001 §9: 3000 ms). */
  LIVE_CHAT_REPEATED: 43906,
  /** The live provider did not answer or refused. */
  LIVE_PROVIDER_FAILED: 43907,
  /** Too many wrong passwords; `data.retryAfterSeconds`. */
  LIVE_PASSWORD_ATTEMPTS: 43908,
} as const;

type Messages = Record<keyof typeof LIVE_ERROR_CODES, Record<Language, string>>;

export const LIVE_ERROR_MESSAGES: Messages = {
  LIVE_PASSWORD_REQUIRED: {
    zh_cn: '该直播需要密码，请输入密码后观看',
    zh_hant: '該直播需要密碼，請輸入密碼後觀看',
    en_us: 'This live needs a password: enter it to watch.',
  },
  LIVE_PASSWORD_WRONG: { zh_cn: '直播密码错误', zh_hant: '直播密碼錯誤', en_us: 'The live password is wrong.' },
  LIVE_BOOKING_FULL: {
    zh_cn: '预约人数已满（最多299人）',
    zh_hant: '預約人數已滿（最多299人）',
    en_us: 'Booking is full (at most 299 attendees).',
  },
  LIVE_BOOKING_CLOSED: {
    zh_cn: '直播已结束，无法预约',
    zh_hant: '直播已結束，無法預約',
    en_us: 'The live has ended: booking is closed.',
  },
  LIVE_NOT_WATCHABLE: {
    zh_cn: '当前没有可观看的直播或回放',
    zh_hant: '目前沒有可觀看的直播或回放',
    en_us: 'There is nothing to watch right now.',
  },
  LIVE_CHAT_CLOSED: {
    zh_cn: '直播已结束，聊天已关闭',
    zh_hant: '直播已結束，聊天已關閉',
    en_us: 'The live has ended: chat is closed.',
  },
  LIVE_CHAT_REPEATED: {
    zh_cn: '请勿重复发送相同内容',
    zh_hant: '請勿重複傳送相同內容',
    en_us: 'You just sent the same message.',
  },
  LIVE_PROVIDER_FAILED: {
    zh_cn: '直播服务暂时不可用，请刷新重试',
    zh_hant: '直播服務暫時無法使用，請重新整理再試',
    en_us: 'The live service is not available right now: refresh to try again.',
  },
  LIVE_PASSWORD_ATTEMPTS: {
    zh_cn: '密码错误次数过多，请稍后再试',
    zh_hant: '密碼錯誤次數過多，請稍後再試',
    en_us: 'Too many wrong passwords: please try again later.',
  },
};
