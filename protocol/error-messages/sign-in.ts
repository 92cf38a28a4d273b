import type { Language } from '../constants';
import type { ErrorKey } from '../errors';

/** Sign-in and sign-up, languages, enterprises and portals, desktop SSO and the workplace-chat hosts (decisions 0007, 0015). */
export const SIGN_IN_ERROR_MESSAGES = {
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
} satisfies Partial<Record<ErrorKey, Record<Language, string>>>;
