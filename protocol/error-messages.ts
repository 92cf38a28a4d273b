import type { Language } from './constants';
import type { ErrorKey } from './errors';

/** User-facing text for each error, in the three languages. The server picks by envelope language. */
export const ERROR_MESSAGES: Record<ErrorKey, Record<Language, string>> = {
  UNAUTHORIZED: { zh_cn: '登录已失效，请重新登录', zh_hant: '登入已失效，請重新登入', en_us: 'Your sign-in has expired. Please sign in again.' },
  BAD_REQUEST: { zh_cn: '请求无效', zh_hant: '請求無效', en_us: 'The request is not valid.' },
  IGNORED: { zh_cn: '未登录', zh_hant: '未登入', en_us: 'Not signed in.' },
  PROFILE_INCOMPLETE: { zh_cn: '请先完善个人资料', zh_hant: '請先完善個人資料', en_us: 'Please complete your profile first.' },
  USER_ERROR: { zh_cn: '操作失败', zh_hant: '操作失敗', en_us: 'The action could not be completed.' },
  NOTICE_577: { zh_cn: '提示', zh_hant: '提示', en_us: 'Notice' },
  ENVELOPE_MALFORMED: { zh_cn: '请求格式错误', zh_hant: '請求格式錯誤', en_us: 'The request is malformed.' },
  SIGNATURE_INVALID: { zh_cn: '请求签名无效', zh_hant: '請求簽名無效', en_us: 'The request signature is not valid.' },
  TIMESTAMP_OUT_OF_WINDOW: { zh_cn: '请求已过期，请检查设备时间后重试', zh_hant: '請求已過期，請檢查裝置時間後重試', en_us: 'The request has expired. Check your device clock and try again.' },
  REQUEST_REPLAYED: { zh_cn: '重复的请求已被拒绝', zh_hant: '重複的請求已被拒絕', en_us: 'This request was already received and has been refused.' },
  PAYLOAD_UNDECRYPTABLE: { zh_cn: '请求数据无法解密', zh_hant: '請求資料無法解密', en_us: 'The request data could not be decrypted.' },
  ENCRYPTION_REQUIRED: { zh_cn: '该请求必须加密传输', zh_hant: '該請求必須加密傳輸', en_us: 'This request must be encrypted.' },
  ENTERPRISE_NOT_FOUND: { zh_cn: '未找到该组织，请检查链接后刷新重试', zh_hant: '未找到該組織，請檢查連結後重新整理', en_us: 'Organisation not found. Check the link and refresh.' },
  NOT_FOUND: { zh_cn: '内容不存在', zh_hant: '內容不存在', en_us: 'Not found.' },
  FORBIDDEN: { zh_cn: '没有权限', zh_hant: '沒有權限', en_us: 'You do not have permission for this.' },
  INVALID_INPUT: { zh_cn: '输入有误', zh_hant: '輸入有誤', en_us: 'Some input is not valid.' },
  LOGIN_FAILED: { zh_cn: '账号或密码错误', zh_hant: '帳號或密碼錯誤', en_us: 'The account or password is incorrect.' },
  RATE_LIMITED: { zh_cn: '请求过于频繁，请稍后再试', zh_hant: '請求過於頻繁，請稍後再試', en_us: 'Too many requests. Please try again later.' },
  INTERNAL: { zh_cn: '服务器开小差了，请稍后再试', zh_hant: '伺服器暫時無法回應，請稍後再試', en_us: 'Something went wrong on the server. Please try again later.' },
};

/** Messages for specific refusals that share a code. */
export const REASON_MESSAGES = {
  account_locked: { zh_cn: '账号已被企业管理员锁定', zh_hant: '帳號已被企業管理員鎖定', en_us: 'Your account has been locked by the enterprise administrator.' },
  enterprise_expired: { zh_cn: '组织已过期，请联系管理员', zh_hant: '組織已過期，請聯絡管理員', en_us: 'This organisation has expired. Please contact the administrator.' },
  enterprise_locked: { zh_cn: '企业已被锁定', zh_hant: '企業已被鎖定', en_us: 'This enterprise is locked.' },
  enterprise_closed: { zh_cn: '组织已关闭', zh_hant: '組織已關閉', en_us: 'This organisation has been closed.' },
  blocked_by_admin: { zh_cn: '账号已被管理员禁用，请联系管理员', zh_hant: '帳號已被管理員停用，請聯絡管理員', en_us: 'Your account has been blocked by the administrator. Please contact the administrator.' },
  user_limit_reached: { zh_cn: '组织人数已超出上限，请联系管理员扩容', zh_hant: '組織人數已超出上限，請聯絡管理員擴容', en_us: 'This organisation has more members than its plan allows. Please ask the administrator to expand it.' },
  signed_in_elsewhere: { zh_cn: '您的账号已在其他设备登录，请重新登录', zh_hant: '您的帳號已在其他裝置登入，請重新登入', en_us: 'Your account was signed in on another device. Please sign in again.' },
  not_a_member: { zh_cn: '您不是该组织成员，请联系管理员', zh_hant: '您不是該組織成員，請聯絡管理員', en_us: 'You are not a member of this organisation. Please contact the administrator.' },
} satisfies Record<string, Record<Language, string>>;
