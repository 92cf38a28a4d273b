import type { Language } from '../constants';

/** Activities: registration, sign-in and sign-out, the QR code (43500-43519, decision 0047). */
export const ACTIVITY_ERROR_CODES = {
  /** Registration has not opened yet, or is over. */
  ACTIVITY_REGISTRATION_CLOSED: 43500,
  /** Every place is taken. */
  ACTIVITY_FULL: 43501,
  /** Sign in or out, or a cancel, of a learner who has not registered. */
  ACTIVITY_NOT_REGISTERED: 43502,
  /** Outside the sign-in window. */
  ACTIVITY_SIGN_IN_CLOSED: 43503,
  /** Outside the sign-out window. */
  ACTIVITY_SIGN_OUT_CLOSED: 43504,
  /** Sign-out before signing in. */
  ACTIVITY_NOT_SIGNED_IN: 43505,
  /** Cancel after signing in (attendance is kept). */
  ACTIVITY_CANCEL_REFUSED: 43506,
  /** The scanned code has been replaced (a screenshot or a forwarded old code). */
  ACTIVITY_CODE_EXPIRED: 43507,
  /** Not a sign-in code of this organisation. */
  ACTIVITY_CODE_INVALID: 43508,
  /** The QR screen is for the organiser and administrators. */
  ACTIVITY_NOT_ORGANISER: 43509,
} as const;

export const ACTIVITY_ERROR_MESSAGES: Record<keyof typeof ACTIVITY_ERROR_CODES, Record<Language, string>> = {
  ACTIVITY_REGISTRATION_CLOSED: {
    zh_cn: '不在报名时间内',
    zh_hant: '不在報名時間內',
    en_us: 'Registration is not open at this time',
  },
  ACTIVITY_FULL: { zh_cn: '报名人数已满', zh_hant: '報名人數已滿', en_us: 'This activity is full' },
  ACTIVITY_NOT_REGISTERED: {
    zh_cn: '您尚未报名该活动，请先报名',
    zh_hant: '您尚未報名該活動，請先報名',
    en_us: 'You have not registered for this activity: please register first',
  },
  ACTIVITY_SIGN_IN_CLOSED: {
    zh_cn: '不在签到时间内',
    zh_hant: '不在簽到時間內',
    en_us: 'Sign-in is not open at this time',
  },
  ACTIVITY_SIGN_OUT_CLOSED: {
    zh_cn: '不在签退时间内',
    zh_hant: '不在簽退時間內',
    en_us: 'Sign-out is not open at this time',
  },
  ACTIVITY_NOT_SIGNED_IN: {
    zh_cn: '请先签到再签退',
    zh_hant: '請先簽到再簽退',
    en_us: 'Please sign in before signing out',
  },
  ACTIVITY_CANCEL_REFUSED: {
    zh_cn: '已签到，无法取消报名',
    zh_hant: '已簽到，無法取消報名',
    en_us: 'You have signed in, so the registration can no longer be cancelled',
  },
  ACTIVITY_CODE_EXPIRED: {
    zh_cn: '二维码已过期，请扫描现场屏幕上的最新二维码',
    zh_hant: '二維碼已過期，請掃描現場螢幕上的最新二維碼',
    en_us: 'This QR code has expired: scan the current code on the screen',
  },
  ACTIVITY_CODE_INVALID: {
    zh_cn: '无效的签到二维码',
    zh_hant: '無效的簽到二維碼',
    en_us: 'This is not a valid sign-in code',
  },
  ACTIVITY_NOT_ORGANISER: {
    zh_cn: '仅活动组织者或管理员可以打开签到二维码',
    zh_hant: '僅活動組織者或管理員可以開啟簽到二維碼',
    en_us: 'Only the organiser or an administrator can open the sign-in code',
  },
};
