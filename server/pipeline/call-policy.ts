/**
 * Which calls stand outside the usual rules, by name, in one place: the access gate
 * (access.ts) reads these lists, the attack suite and access.test.ts hold them to the spec.
 * A call not named here gets the strict default: a `public` call is for everyone only in a
 * public organisation, a member's call is refused while the initial password is unchanged.
 */

/**
 * What a visitor may call in any organisation, private or not: start-up, sign-in and sign-up,
 * the client's log upload, and the shell's chrome (the header's menu and the display switches
 * carry no content). A user who must still change the initial password may make them too.
 */
export const OPEN_TO_ANYONE: ReadonlySet<string> = new Set([
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
  // An external person joins a private organisation with its outsider code and reads their waiting status (decision 0057).
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
  'apiHomePage/NavigationTop',
  'apiHomePage/SwitchingSet',
  'apiCount/getIsshowCount',
  'apiCount/getIsshowCount/commentDetail',
]);

/**
 * Spec 000 §4's exempt routes that show one item's public face to a visitor (a shared link):
 * course detail (with its access check and share poster) and the exam transition. Their
 * handlers decide what an outsider sees; lists, packs and home modules are not among them.
 */
export const PUBLIC_FACES: ReadonlySet<string> = new Set([
  'apiCourse/detail',
  'apiCourse/courseVerify',
  '/v1/playbill/course',
  '/v1/exam/transition',
  '/v1/questionnaire/detail',
  '/v1/activities/detail',
  'training/detail',
]);

/**
 * Member calls a user who must change the initial password may still make (decision 0005): load
 * the shell's user, read the profile (the password page shows the policy), change the password,
 * switch language. Sign-out and the other OPEN_TO_ANYONE calls are allowed as well.
 */
export const INITIAL_PASSWORD_CALLS: ReadonlySet<string> = new Set([
  'apiSystem/getUserInfo',
  '/v1/user/profile',
  'apiSystem/updateInitialPassword',
  '/v1/user/languages/switch',
]);

/**
 * Calls that start work recorded in the learner's name: they answer 4012 while a field the
 * enterprise requires is empty (spec 000 §8; decision 0005). Reads, the profile itself and the
 * calls inside work already started (heartbeats, saving and handing in a paper) are not gated,
 * so the portal can show the completion page and nothing in progress is lost.
 */
export const NEEDS_COMPLETE_PROFILE: ReadonlySet<string> = new Set([
  '/v1/course/study/start',
  '/v1/exam/attempt/start',
  'practice/answer',
  'apiCourse/addComment',
  '/v1/courseNote/note/add-note',
  'apiCourse/courseGrade',
  'apiSystem/sign',
  '/v1/coursecode/course-code',
  '/v1/pay/scorepay/create-pay',
  'microCourse/index',
]);
