import type { Language } from './constants';
import type { ErrorKey } from './errors';
import { COURSE_ERROR_MESSAGES } from './error-codes/courses';
import { COURSE_STUDY_ERROR_MESSAGES } from './error-codes/course-study';
import { COURSE_SOCIAL_ERROR_MESSAGES } from './error-codes/course-social';
import { PAYMENT_ERROR_MESSAGES } from './error-codes/payments';
import { MICRO_COURSE_ERROR_MESSAGES } from './error-codes/micro-courses';
import { DAILY_LOOP_ERROR_MESSAGES } from './error-codes/daily-loop';
import { MESSAGE_ERROR_MESSAGES } from './error-codes/messages';
import { HOME_ERROR_MESSAGES } from './error-codes/home';
import { EXAM_ERROR_MESSAGES } from './error-codes/exams';
import { EXAM_GRADING_ERROR_MESSAGES } from './error-codes/exam-grading';
import { HOMEWORK_ERROR_MESSAGES } from './error-codes/homework';
import { PRACTICE_ERROR_MESSAGES } from './error-codes/practice';
import { FEEDBACK_ERROR_MESSAGES } from './error-codes/feedback';
import { ACCOUNT_ERROR_MESSAGES } from './error-codes/account';
import { QUESTIONNAIRE_ERROR_MESSAGES } from './error-codes/questionnaires';
import { ACTIVITY_ERROR_MESSAGES } from './error-codes/activities';
import { MALL_ERROR_MESSAGES } from './error-codes/mall';
import { LECTURER_ERROR_MESSAGES } from './error-codes/lecturers';
import { TRAINING_ERROR_MESSAGES } from './error-codes/training';
import { COMMUNITY_ERROR_MESSAGES } from './error-codes/community';
import { ADMIN_MEMBER_ERROR_MESSAGES } from './error-codes/admin-members';
import { ADMIN_STATISTICS_ERROR_MESSAGES } from './error-codes/admin-statistics';
import { ADMIN_ASSIGNMENT_ERROR_MESSAGES } from './error-codes/admin-assignments';
import { LIVE_ERROR_MESSAGES } from './error-codes/live';
import { MEETING_ERROR_MESSAGES } from './error-codes/meetings';
import { ADMIN_MESSAGING_ERROR_MESSAGES } from './error-codes/admin-messaging';
import { OUTSIDER_ERROR_MESSAGES } from './error-codes/outsiders';
import { ADMIN_APPROVAL_ERROR_MESSAGES } from './error-codes/admin-approvals';

/** User-facing text for each error, in the three languages. The server picks by envelope language. */
export const ERROR_MESSAGES: Record<ErrorKey, Record<Language, string>> = {
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
  LOGIN_FAILED: { zh_cn: '账号或密码错误', zh_hant: '帳號或密碼錯誤', en_us: 'The account or password is incorrect.' },
  VERIFICATION_CODE_INVALID: {
    zh_cn: '验证码错误或已失效，请重新获取',
    zh_hant: '驗證碼錯誤或已失效，請重新取得',
    en_us: 'The verification code is wrong or has expired. Please request a new one.',
  },
  PHONE_INVALID: {
    zh_cn: '请输入正确的手机号',
    zh_hant: '請輸入正確的手機號碼',
    en_us: 'Please enter a valid phone number.',
  },
  CODE_SEND_TOO_FREQUENT: {
    zh_cn: '验证码发送过于频繁，请稍后再试',
    zh_hant: '驗證碼發送過於頻繁，請稍後再試',
    en_us: 'Codes were requested too often. Please wait and try again.',
  },
  PHONE_ALREADY_REGISTERED: {
    zh_cn: '该手机号已注册，请直接登录',
    zh_hant: '該手機號碼已註冊，請直接登入',
    en_us: 'This phone number is already registered. Please sign in instead.',
  },
  REGISTRATION_CLOSED: {
    zh_cn: '该组织未开放注册',
    zh_hant: '該組織未開放註冊',
    en_us: 'This organisation does not accept sign-ups.',
  },
  AGREEMENT_NOT_ACCEPTED: {
    zh_cn: '请先阅读并同意用户协议',
    zh_hant: '請先閱讀並同意使用者協議',
    en_us: 'Please read and accept the user agreement first.',
  },
  PASSWORD_REJECTED: {
    zh_cn: '密码不符合要求',
    zh_hant: '密碼不符合要求',
    en_us: 'The password does not meet the requirements.',
  },
  LOGIN_TYPE_DISABLED: {
    zh_cn: '该组织未开启此登录方式',
    zh_hant: '該組織未開啟此登入方式',
    en_us: 'This sign-in method is not enabled for this organisation.',
  },
  FACE_LOGIN_REFUSED: {
    zh_cn: '人脸识别未通过',
    zh_hant: '人臉識別未通過',
    en_us: 'Face verification failed.',
  },
  SLIDER_REQUIRED: {
    zh_cn: '请先完成滑块验证',
    zh_hant: '請先完成滑塊驗證',
    en_us: 'Please complete the slider check first.',
  },
  SLIDER_FAILED: {
    zh_cn: '验证未通过，请点击刷新重试',
    zh_hant: '驗證未通過，請點擊重新整理重試',
    en_us: 'The check did not pass. Click to refresh and try again.',
  },
  ALREADY_A_MEMBER: {
    zh_cn: '您已加入该组织',
    zh_hant: '您已加入該組織',
    en_us: 'You are already a member of this organisation.',
  },
  PHONE_REQUIRED: {
    zh_cn: '请先在个人资料中绑定手机号',
    zh_hant: '請先在個人資料中綁定手機號碼',
    en_us: 'Please add a phone number to your profile first.',
  },
  NOT_A_PUBLIC_ORGANISATION: {
    zh_cn: '该组织不是公开组织，无法加入',
    zh_hant: '該組織不是公開組織，無法加入',
    en_us: 'This organisation is not public and cannot be joined.',
  },
  LANGUAGE_SWITCH_DISABLED: {
    zh_cn: '该组织未开启语言切换',
    zh_hant: '該組織未開啟語言切換',
    en_us: 'This organisation does not allow changing the language.',
  },
  SSO_TICKET_INVALID: {
    zh_cn: '登录凭证无效，请使用密码登录',
    zh_hant: '登入憑證無效，請使用密碼登入',
    en_us: 'The sign-in link is not valid. Please sign in with your password.',
  },
  SSO_TICKET_EXPIRED: {
    zh_cn: '登录凭证已过期，请重新从客户端打开',
    zh_hant: '登入憑證已過期，請重新從用戶端開啟',
    en_us: 'The sign-in link has expired. Open the portal from the client again.',
  },
  SSO_TICKET_USED: {
    zh_cn: '登录凭证已被使用，请重新从客户端打开',
    zh_hant: '登入憑證已被使用，請重新從用戶端開啟',
    en_us: 'The sign-in link was already used. Open the portal from the client again.',
  },
  SSO_NOT_ENABLED: {
    zh_cn: '该组织未开启客户端单点登录',
    zh_hant: '該組織未開啟用戶端單一登入',
    en_us: 'Single sign-on from the desktop client is not enabled for this organisation.',
  },
  ENTERPRISE_SWITCH_REFUSED: {
    zh_cn: '无法切换到该组织',
    zh_hant: '無法切換到該組織',
    en_us: 'You cannot switch to this organisation.',
  },
  PORTAL_NOT_AVAILABLE: {
    zh_cn: '该门户不可用',
    zh_hant: '該入口網站不可用',
    en_us: 'This portal is not available to you.',
  },
  NOT_IN_ADDRESS_BOOK: {
    zh_cn: '您不在该组织的通讯录中，请联系管理员',
    zh_hant: '您不在該組織的通訊錄中，請聯絡管理員',
    en_us: "You are not in this organisation's address book. Please contact the administrator.",
  },
  HOST_CODE_INVALID: {
    zh_cn: '免登授权码无效或已过期，请重新进入应用',
    zh_hant: '免登授權碼無效或已過期，請重新進入應用',
    en_us: 'The sign-in code is invalid or has expired. Please open the app again.',
  },
  HOST_NOT_CONFIGURED: {
    zh_cn: '该组织未配置此应用，请联系管理员',
    zh_hant: '該組織未設定此應用，請聯絡管理員',
    en_us: 'This organisation has not set up this app. Please contact the administrator.',
  },
  HOST_UPSTREAM_FAILED: {
    zh_cn: '暂时无法连接钉钉或企业微信，请稍后再试',
    zh_hant: '暫時無法連線釘釘或企業微信，請稍後再試',
    en_us: 'DingTalk or WeCom cannot be reached right now. Please try again later.',
  },
  HOST_URL_REFUSED: {
    zh_cn: '该页面地址不能签名',
    zh_hant: '該頁面位址不能簽名',
    en_us: 'This page address cannot be signed.',
  },
  OLD_PASSWORD_WRONG: {
    zh_cn: '当前密码不正确',
    zh_hant: '目前密碼不正確',
    en_us: 'The current password is incorrect.',
  },
  PASSWORD_UNCHANGED: {
    zh_cn: '新密码不能与当前密码相同',
    zh_hant: '新密碼不能與目前密碼相同',
    en_us: 'The new password must differ from the current one.',
  },
  PHONE_UNCHANGED: {
    zh_cn: '新手机号不能与原手机号相同',
    zh_hant: '新手機號碼不能與原手機號碼相同',
    en_us: 'The new phone number must differ from the current one.',
  },
  PHONE_IN_USE: {
    zh_cn: '该手机号已被本组织其他账号使用',
    zh_hant: '該手機號碼已被本組織其他帳號使用',
    en_us: 'This phone number is already registered to another account in this organisation.',
  },
  DEPARTMENT_NOT_FOUND: {
    zh_cn: '所选部门不存在',
    zh_hant: '所選部門不存在',
    en_us: 'The chosen department does not exist.',
  },
  UPLOAD_TOO_LARGE: {
    zh_cn: '文件过大，图片不能超过 5M',
    zh_hant: '檔案過大，圖片不能超過 5M',
    en_us: 'The file is too large. Images may be at most 5 MB.',
  },
  UPLOAD_TYPE_NOT_ALLOWED: {
    zh_cn: '文件类型不合法，请上传 PNG、JPG、GIF 或 WebP 图片',
    zh_hant: '檔案類型不合法，請上傳 PNG、JPG、GIF 或 WebP 圖片',
    en_us: 'This file type is not allowed. Please upload a PNG, JPG, GIF or WebP image.',
  },
  UPLOAD_MISSING: {
    zh_cn: '上传失败或中断，请重新上传',
    zh_hant: '上傳失敗或中斷，請重新上傳',
    en_us: 'The upload failed or was interrupted. Please upload again.',
  },
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
  ...COURSE_ERROR_MESSAGES,
  ...COURSE_STUDY_ERROR_MESSAGES,
  ...COURSE_SOCIAL_ERROR_MESSAGES,
  ...PAYMENT_ERROR_MESSAGES,
  ...MICRO_COURSE_ERROR_MESSAGES,
  ...DAILY_LOOP_ERROR_MESSAGES,
  ...MESSAGE_ERROR_MESSAGES,
  ...HOME_ERROR_MESSAGES,
  ...EXAM_ERROR_MESSAGES,
  ...EXAM_GRADING_ERROR_MESSAGES,
  ...HOMEWORK_ERROR_MESSAGES,
  ...PRACTICE_ERROR_MESSAGES,
  ...FEEDBACK_ERROR_MESSAGES,
  ...ACCOUNT_ERROR_MESSAGES,
  ...QUESTIONNAIRE_ERROR_MESSAGES,
  ...ACTIVITY_ERROR_MESSAGES,
  ...MALL_ERROR_MESSAGES,
  ...LECTURER_ERROR_MESSAGES,
  ...LIVE_ERROR_MESSAGES,
  ...MEETING_ERROR_MESSAGES,
  ...ADMIN_MESSAGING_ERROR_MESSAGES,
  ...OUTSIDER_ERROR_MESSAGES,
  ...ADMIN_APPROVAL_ERROR_MESSAGES,
  ...TRAINING_ERROR_MESSAGES,
  ...COMMUNITY_ERROR_MESSAGES,
  ...ADMIN_MEMBER_ERROR_MESSAGES,
  ...ADMIN_STATISTICS_ERROR_MESSAGES,
  ...ADMIN_ASSIGNMENT_ERROR_MESSAGES,
};

/** Messages for specific refusals that share a code. */
export const REASON_MESSAGES = {
  account_locked: {
    zh_cn: '账号已被企业管理员锁定',
    zh_hant: '帳號已被企業管理員鎖定',
    en_us: 'Your account has been locked by the enterprise administrator.',
  },
  enterprise_expired: {
    zh_cn: '组织已过期，请联系管理员',
    zh_hant: '組織已過期，請聯絡管理員',
    en_us: 'This organisation has expired. Please contact the administrator.',
  },
  enterprise_locked: { zh_cn: '企业已被锁定', zh_hant: '企業已被鎖定', en_us: 'This enterprise is locked.' },
  enterprise_closed: { zh_cn: '组织已关闭', zh_hant: '組織已關閉', en_us: 'This organisation has been closed.' },
  blocked_by_admin: {
    zh_cn: '账号已被管理员禁用，请联系管理员',
    zh_hant: '帳號已被管理員停用，請聯絡管理員',
    en_us: 'Your account has been blocked by the administrator. Please contact the administrator.',
  },
  user_limit_reached: {
    zh_cn: '组织人数已超出上限，请联系管理员扩容',
    zh_hant: '組織人數已超出上限，請聯絡管理員擴容',
    en_us: 'This organisation has more members than its plan allows. Please ask the administrator to expand it.',
  },
  signed_in_elsewhere: {
    zh_cn: '您的账号已在其他设备登录，请重新登录',
    zh_hant: '您的帳號已在其他裝置登入，請重新登入',
    en_us: 'Your account was signed in on another device. Please sign in again.',
  },
  not_in_address_book: {
    zh_cn: '您不在该组织的通讯录中，请联系管理员',
    zh_hant: '您不在該組織的通訊錄中，請聯絡管理員',
    en_us: "You are not in this organisation's address book. Please contact the administrator.",
  },
  not_a_member: {
    zh_cn: '您不是该组织成员，请联系管理员',
    zh_hant: '您不是該組織成員，請聯絡管理員',
    en_us: 'You are not a member of this organisation. Please contact the administrator.',
  },
} satisfies Record<string, Record<Language, string>>;
