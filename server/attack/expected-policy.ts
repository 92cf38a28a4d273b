/*
 * The access policy as the specs state it, written out once for the attack families that hold the
 * server to it (access: private reads; account-state: the initial password). Deliberately not
 * imported from server/pipeline/call-policy.ts: a name added there by mistake must fail these tests,
 * not widen them.
 */

/** What a visitor may call in any organisation: start-up, sign-in and sign-up, sign-out, the shell's chrome. */
export const OPEN_TO_ANYONE: readonly string[] = [
  'apiHomePage/Enterprise',
  'apiSystem/login',
  'apiSystem/loginout',
  '/send-message',
  '/v1/pcweb/get-pcweb-login-type',
  '/v1/login/get-enterprise-login-type',
  '/v1/tel/country-code',
  'apiSystem/getAgreement',
  'apiSystem/register',
  'apiSystem/resetPassword',
  'apiPuborg/addPuborg',
  // An external person joins a private organisation with its outsider code and reads their own waiting status
  // by the ticket the join gave (spec 000 §7 apiSystem/outsidersCode; decision 0057).
  'apiSystem/outsidersCode',
  '/v1/outsiders/status',
  'apiSystem/languages/list',
  '/v1/login/mac-sso-login',
  '/v1/login/new-pc-sso-login/index',
  '/v1/login/face',
  '/v1/captcha/slider',
  '/v1/captcha/slider/verify',
  '/v1/host/login-config',
  '/v1/dingtalk/login',
  '/v1/wecom/login',
  '/v1/wecom/open-data/signature',
  '/v1/dingtalk/jsapi/signature',
  '/v1/logs/upload',
  // The header's menu and the display switches: the shell's chrome, no content.
  'apiHomePage/NavigationTop',
  'apiHomePage/SwitchingSet',
  'apiCount/getIsshowCount',
  'apiCount/getIsshowCount/commentDetail',
];

/** Spec 000 §4's exempt single-item faces: their handlers decide what a visitor sees of one item. */
export const PUBLIC_FACES: readonly string[] = [
  'apiCourse/detail',
  'apiCourse/courseVerify',
  '/v1/playbill/course',
  '/v1/exam/transition',
  // A questionnaire's transition page (/questionnaire/excessive/{id}, sign-in exempt; decision 0048).
  '/v1/questionnaire/detail',
  '/v1/activities/detail',
  // A training's detail (/training/train-detail/{id}, sign-in exempt; decision 0045).
  'training/detail',
];

/** Member calls allowed while the initial password is unchanged: the shell, the profile read, the change. */
export const MEMBER_CALLS_WITH_INITIAL_PASSWORD: readonly string[] = [
  'apiSystem/getUserInfo',
  '/v1/user/profile',
  'apiSystem/updateInitialPassword',
  '/v1/user/languages/switch',
];
