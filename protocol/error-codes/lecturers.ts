import type { Language } from '../constants';

/** Lecturers, lecturer applications and offline bookings (42760-42779, decision 0051). */
export const LECTURER_ERROR_CODES = {
  /** Spec 001 §5: a lecturer application needs a phone number in the profile. */
  LECTURER_APPLY_NEEDS_PHONE: 42760,
  /** Spec 001 §5: a lecturer application needs an avatar. */
  LECTURER_APPLY_NEEDS_AVATAR: 42761,
  /** The caller is a lecturer already (an application was approved). */
  LECTURER_ALREADY: 42762,
  /** Each learner rates a lecturer's dimension once (`data.stars` is the earlier rating). */
  LECTURER_ALREADY_RATED: 42763,
  /** Spec 001 §8: part of the booked time slot was taken, re-choose time. */
  BOOKING_SLOT_TAKEN: 42764,
  /** The time is not inside the lecturer's open hours, in the past, or not on the half hour. */
  BOOKING_TIME_INVALID: 42765,
  /** The booking is not in a state that allows this step (`data.status` is its state). */
  BOOKING_STATE_INVALID: 42766,
  /** The lecturer does not take offline bookings. */
  BOOKING_NOT_OFFERED: 42767,
} as const;

type Messages = Record<keyof typeof LECTURER_ERROR_CODES, Record<Language, string>>;

export const LECTURER_ERROR_MESSAGES: Messages = {
  LECTURER_APPLY_NEEDS_PHONE: {
    zh_cn: '申请讲师需要先在个人资料中填写手机号',
    zh_hant: '申請講師需要先在個人資料中填寫手機號碼',
    en_us: 'To apply as a lecturer, add a phone number to your profile first',
  },
  LECTURER_APPLY_NEEDS_AVATAR: {
    zh_cn: '申请讲师需要先上传头像',
    zh_hant: '申請講師需要先上傳頭像',
    en_us: 'To apply as a lecturer, upload an avatar first',
  },
  LECTURER_ALREADY: {
    zh_cn: '您已经是讲师了',
    zh_hant: '您已經是講師了',
    en_us: 'You are a lecturer already',
  },
  LECTURER_ALREADY_RATED: {
    zh_cn: '您已评价过该维度',
    zh_hant: '您已評價過該維度',
    en_us: 'You have already rated this dimension',
  },
  BOOKING_SLOT_TAKEN: {
    zh_cn: '所预约的部分时间段已被占用，请重新选择时间',
    zh_hant: '所預約的部分時間段已被佔用，請重新選擇時間',
    en_us: 'Part of the booked time slot was taken, please re-choose the time',
  },
  BOOKING_TIME_INVALID: {
    zh_cn: '请选择讲师开放时间内的时间段',
    zh_hant: '請選擇講師開放時間內的時間段',
    en_us: "Choose a time within the lecturer's open hours",
  },
  BOOKING_STATE_INVALID: {
    zh_cn: '该预约当前状态不支持此操作',
    zh_hant: '該預約目前狀態不支援此操作',
    en_us: 'This booking cannot do that in its current state',
  },
  BOOKING_NOT_OFFERED: {
    zh_cn: '该讲师暂不接受线下课程预约',
    zh_hant: '該講師暫不接受線下課程預約',
    en_us: 'This lecturer does not take offline bookings',
  },
};
