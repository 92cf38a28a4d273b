/**
 * Constants of the wire contract and the business constants of spec 000 §9 that
 * both the portal and the server rely on. Depends on nothing.
 */

/** Envelope `version` field: the client protocol version the server speaks. */
export const PROTOCOL_VERSION = '6.0.0';
/** Envelope `platform` field: the client code of this portal. */
export const PLATFORM = 'pcweb';

/** Every call times out after 20 s (spec 000 §9). */
export const API_TIMEOUT_MS = 20_000;
/** A page's share configuration is set this long after it opens, once its title is there (spec 000 §9). */
export const SHARE_CONFIG_DELAY_MS = 500;
/** Lazy page chunks give up after 120 s (spec 000 §9). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** China Standard Time, minutes east of UTC. `_timeZone` is sent only for other offsets. */
export const DEFAULT_TZ_OFFSET_MINUTES = 480;

/** A request whose `requestTimestamp` is further than this from the server clock is refused. */
export const REPLAY_WINDOW_MS = 5 * 60 * 1000;

/** Legacy call style: `{base}/appapi.php/index?r=controller/action`. */
export const LEGACY_ENTRY = '/appapi.php/index';
/** REST call style: `{base}/yii/appapi` + `/v1/...`. */
export const REST_PREFIX = '/yii/appapi';

/** Header that carries the three-part token (user token . payload . user id). */
export const TOKEN_HEADER = 'token';

/**
 * The signing and AES key material. It ships in every browser bundle, so it is NOT a
 * secret: see docs/protocol.md for what it does and does not protect. A deployment may
 * rotate it (server `PROTOCOL_APP_KEY`, portal runtime config `appKey`).
 */
export const DEFAULT_APP_KEY = 'learning-portal/pcweb/6.0.0';

/** Calls whose request and response always travel AES-encrypted (spec 000 §7). */
export const ENCRYPTED_CALLS: readonly string[] = [
  'apiSystem/login',
  // Calls that carry a password travel sealed like sign-in (docs/protocol.md, Encryption).
  'apiSystem/register',
  'apiSystem/resetPassword',
  'apiSystem/updateInitialPassword',
  'apiSystem/outsidersCode',
  'apiExamnew/getExamList',
  'apiExamnew/getExamQuestion',
];

/** is_alpha feature flags that switch protocol behaviour on for an enterprise. */
export const FLAG_REQUEST_SIGN = 'apiRequestSign';
export const FLAG_REQUEST_ENCRYPT = 'apiRequestEncrypt';
export const FLAG_RESPONSE_ENCRYPT = 'apiResponseEncrypt';

/** Cookie names shared by portal and server. */
export const COOKIE_USER_INFO = 'userInfo';
export const COOKIE_DAILY_COUNTER = 'userNikkatsu';
export const COOKIE_LIFETIME_DAYS = 30;

/** Default brand when an enterprise has no colours of its own (spec 000 §1). */
export const DEFAULT_THEME_COLOR = '#f62d2b';
export const DEFAULT_HOVER_COLOR = '#c52422';

/** Languages a user can choose; `auto` follows the browser. */
export const LANGUAGES = ['zh_cn', 'zh_hant', 'en_us'] as const;
export type Language = (typeof LANGUAGES)[number];
export const LANGUAGE_CHOICES = ['auto', ...LANGUAGES] as const;
export type LanguageChoice = (typeof LANGUAGE_CHOICES)[number];
export const DEFAULT_LANGUAGE: Language = 'zh_cn';

/** User types 2, 3 and 4 are administrators (spec 000 §6). */
export const ADMIN_USER_TYPES: readonly number[] = [2, 3, 4];

/** Each language's name written in itself, so a reader finds their own language in any UI language. */
export const LANGUAGE_NATIVE_NAMES: Record<Language, string> = {
  zh_cn: '简体中文',
  zh_hant: '繁體中文',
  en_us: 'English',
};
