import { z } from 'zod';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../protocol';

/** The language for server messages: the envelope's, or for `auto` the Accept-Language header. */
export function resolveLanguage(envelopeLanguage: string | undefined, acceptLanguage: string | undefined): Language {
  if (envelopeLanguage && (LANGUAGES as readonly string[]).includes(envelopeLanguage))
    return envelopeLanguage as Language;
  const first = (acceptLanguage ?? '').split(',')[0]?.trim().toLowerCase() ?? '';
  if (/^zh-(tw|hk|mo|hant)/.test(first)) return 'zh_hant';
  if (first.startsWith('zh')) return 'zh_cn';
  if (first.startsWith('en')) return 'en_us';
  return DEFAULT_LANGUAGE;
}

/**
 * Spec 000 §4: Chinese is forced when the enterprise turns language switching off. The portal
 * shows Chinese then (src/lib/language.ts effectiveLanguage), so the server answers in it too,
 * whatever language the request names.
 */
export function enterpriseLanguage(requested: Language, enterprise: { switch_language: string } | null): Language {
  return enterprise && enterprise.switch_language !== 'Y' ? DEFAULT_LANGUAGE : requested;
}

const ZOD_LOCALES = { zh_cn: z.locales.zhCN, zh_hant: z.locales.zhTW, en_us: z.locales.en } as const;
const errorMaps = new Map<Language, z.core.$ZodErrorMap>();

/** zod's own wording of input problems in the caller's language (its locales are built once). */
export function inputErrorLocale(language: Language): z.core.$ZodErrorMap {
  let map = errorMaps.get(language);
  if (!map) {
    map = ZOD_LOCALES[language]().localeError;
    errorMaps.set(language, map);
  }
  return map;
}

/**
 * The protocol schemas' own messages (protocol/schemas) are English; zod keeps a schema's message
 * over the locale's, so these are translated here. One missing from this list still reaches a
 * Chinese reader in Chinese: the locale's general wording replaces it (describeInputProblems).
 */
const SCHEMA_MESSAGES: Record<string, Record<Exclude<Language, 'en_us'>, string>> = {
  required: { zh_cn: '必填', zh_hant: '必填' },
  'must not contain the NUL character': { zh_cn: '不能包含空字符（U+0000）', zh_hant: '不能包含空字元（U+0000）' },
  'must be a number': { zh_cn: '必须是数字', zh_hant: '必須是數字' },
  'must be an address': { zh_cn: '必须是网址', zh_hant: '必須是網址' },
  'not a code': { zh_cn: '不是有效的代码', zh_hant: '不是有效的代碼' },
  'session key': { zh_cn: '练习编号无效', zh_hant: '練習編號無效' },
  'must be a JSON list': { zh_cn: '必须是 JSON 列表', zh_hant: '必須是 JSON 列表' },
  'answers must be a JSON list': { zh_cn: '答案必须是 JSON 列表', zh_hant: '答案必須是 JSON 列表' },
  'chapters must be a JSON list': { zh_cn: '章节必须是 JSON 列表', zh_hant: '章節必須是 JSON 列表' },
  'labels must be a JSON list of texts': { zh_cn: '标签必须是文字的 JSON 列表', zh_hant: '標籤必須是文字的 JSON 列表' },
  'not a date in that calendar': { zh_cn: '该历法中没有这个日期', zh_hant: '該曆法中沒有這個日期' },
  'at most one decimal': { zh_cn: '最多一位小数', zh_hant: '最多一位小數' },
  'give exactly one of packageId and courseId': {
    zh_cn: 'packageId 和 courseId 必须且只能填写一个',
    zh_hant: 'packageId 和 courseId 必須且只能填寫一個',
  },
  'email shape': { zh_cn: '邮箱格式不正确', zh_hant: '電子郵件格式不正確' },
  'YYYY-MM-DD': { zh_cn: '日期格式应为 YYYY-MM-DD', zh_hant: '日期格式應為 YYYY-MM-DD' },
};

/**
 * The text of a failed input check (42200), every part in the caller's language: "field: problem"
 * per issue. Parse with `reportInput: true` so the locale can name what was received.
 */
export function describeInputProblems(issues: readonly z.core.$ZodIssue[], language: Language): string {
  return issues.map((issue) => `${issue.path.join('.') || 'input'}: ${issueText(issue, language)}`).join('; ');
}

function issueText(issue: z.core.$ZodIssue, language: Language): string {
  if (language === 'en_us') return issue.message;
  const known = SCHEMA_MESSAGES[issue.message];
  if (known) return known[language];
  // zod's locale words every issue from its code; for its own messages that is the same text.
  const worded = inputErrorLocale(language)(issue as unknown as z.core.$ZodRawIssue);
  const text = typeof worded === 'string' ? worded : worded?.message;
  return text ?? issue.message;
}
