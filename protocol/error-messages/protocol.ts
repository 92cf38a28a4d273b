import type { Language } from '../constants';
import type { ErrorKey } from '../errors';

/** The envelope, tenancy and general refusals (docs/protocol.md; spec 000 §8). */
export const PROTOCOL_ERROR_MESSAGES = {
  UNAUTHORIZED: {
    zh_cn: '登录已失效，请重新登录',
    zh_hant: '登入已失效，請重新登入',
    en_us: 'Your sign-in has expired. Please sign in again.',
  },
  BAD_REQUEST: { zh_cn: '请求无效', zh_hant: '請求無效', en_us: 'The request is not valid.' },
  IGNORED: { zh_cn: '未登录', zh_hant: '未登入', en_us: 'Not signed in.' },
  PROFILE_INCOMPLETE: {
    zh_cn: '请先完善个人资料',
    zh_hant: '請先完善個人資料',
    en_us: 'Please complete your profile first.',
  },
  USER_ERROR: { zh_cn: '操作失败', zh_hant: '操作失敗', en_us: 'The action could not be completed.' },
  NOTICE_577: { zh_cn: '提示', zh_hant: '提示', en_us: 'Notice' },
  ENVELOPE_MALFORMED: { zh_cn: '请求格式错误', zh_hant: '請求格式錯誤', en_us: 'The request is malformed.' },
  SIGNATURE_INVALID: { zh_cn: '请求签名无效', zh_hant: '請求簽名無效', en_us: 'The request signature is not valid.' },
  TIMESTAMP_OUT_OF_WINDOW: {
    zh_cn: '请求已过期，请检查设备时间后重试',
    zh_hant: '請求已過期，請檢查裝置時間後重試',
    en_us: 'The request has expired. Check your device clock and try again.',
  },
  REQUEST_REPLAYED: {
    zh_cn: '重复的请求已被拒绝',
    zh_hant: '重複的請求已被拒絕',
    en_us: 'This request was already received and has been refused.',
  },
  PAYLOAD_UNDECRYPTABLE: {
    zh_cn: '请求数据无法解密',
    zh_hant: '請求資料無法解密',
    en_us: 'The request data could not be decrypted.',
  },
  ENCRYPTION_REQUIRED: {
    zh_cn: '该请求必须加密传输',
    zh_hant: '該請求必須加密傳輸',
    en_us: 'This request must be encrypted.',
  },
  ENTERPRISE_NOT_FOUND: {
    zh_cn: '未找到该组织，请检查链接后刷新重试',
    zh_hant: '未找到該組織，請檢查連結後重新整理',
    en_us: 'Organisation not found. Check the link and refresh.',
  },
  NOT_FOUND: { zh_cn: '内容不存在', zh_hant: '內容不存在', en_us: 'Not found.' },
  FORBIDDEN: { zh_cn: '没有权限', zh_hant: '沒有權限', en_us: 'You do not have permission for this.' },
  INVALID_INPUT: { zh_cn: '输入有误', zh_hant: '輸入有誤', en_us: 'Some input is not valid.' },
  RATE_LIMITED: {
    zh_cn: '请求过于频繁，请稍后再试',
    zh_hant: '請求過於頻繁，請稍後再試',
    en_us: 'Too many requests. Please try again later.',
  },
  DUPLICATE_SUBMISSION: {
    zh_cn: '请勿重复点击或提交',
    zh_hant: '請勿重複點擊或提交',
    en_us: 'This was already submitted. Please do not click again.',
  },
  INTERNAL: {
    zh_cn: '服务器开小差了，请稍后再试',
    zh_hant: '伺服器暫時無法回應，請稍後再試',
    en_us: 'Something went wrong on the server. Please try again later.',
  },
} satisfies Partial<Record<ErrorKey, Record<Language, string>>>;
