#!/usr/bin/env node
/**
 * Locale check, run by `npm test` right after lint. Exit 1 with one line per problem when:
 *
 *   1. missing-in-language  a key exists in one language's file but not in another's;
 *   2. missing-key          the code uses a key that no language file has;
 *   3. unused-key           a key is in the files but nothing uses it;
 *   4. simplified-in-hant   a zh_hant string equals its zh_cn string and contains a character
 *                           that is written differently in Traditional Chinese;
 *   5. plural-forms         a plural key (key_one, key_other, …) lacks a form its language uses, or
 *                           has one it never uses (Intl.PluralRules: English one/other, Chinese other);
 *   6. count-without-plural an English string that is no plural key puts a number before a counted
 *                           noun ("{{n}} courses"), so 1 reads "1 courses".
 *
 * What counts as "used" (src/**\/*.{ts,tsx}, tests excluded — a key only a test reads is dead):
 *   - t('key'), t("ns:key"), i18n.t('ns:key'), t('key', { ns: 'x' }), i18nKey="key" / i18nKey: 'key'.
 *     A key without `ns:` belongs to the namespace its function was bound to —
 *     `const { t } = useTranslation('ns')` or `const { t: title } = useTranslation('routes')`, the
 *     nearest binding above the call (the first namespace of a list) — else `common`;
 *   - t(cond ? 'a' : 'b'): both keys;
 *   - t(`prefix.${x}`) and t(`${x}Suffix`): every key of that namespace matching the template;
 *   - DYNAMIC_KEY_SOURCES below: keys built from data (route titles, catalogue entries), each
 *     with the pattern that finds them in the code. Add an entry when you build keys from data.
 *   - i18next plural forms (key_one, key_other, …) count as used when their base key is.
 *
 * A plural key is one key in every language: English has key_one and key_other, Chinese only
 * key_other, and rule 1 compares their base keys.
 *
 * Usage: node scripts/check-locales.mjs [--root <dir>]   (dir holds src/ and src/locales/)
 */
import fs from 'node:fs';
import path from 'node:path';

/** The documented list of keys built from data rather than written out at the call. */
export const DYNAMIC_KEY_SOURCES = [
  {
    why: "administrators' menu: { labelKey: '…' } in admin-nav.ts, shown by t(entry.labelKey) in the admin namespace",
    files: /src\/app\/layout\/admin-nav\.ts$/,
    pattern: /\blabelKey:\s*'([\w.-]+)'/g,
    ns: 'admin',
  },
  {
    why: "route titles: meta('title', …) in the route table, shown by t(meta.title) in the routes namespace",
    files: /src\/app\/routes\/table\/[\w-]+-routes\.ts$/,
    pattern: /\bmeta\(\s*'([\w.-]+)'/g,
    ns: 'routes',
  },
  {
    why: "route titles of pages outside the table (not found): meta('title', …) in route-handle.ts",
    files: /src\/app\/routes\/route-handle\.ts$/,
    pattern: /\bmeta\(\s*'([\w.-]+)'/g,
    ns: 'routes',
  },
  {
    why: "prompt page entries: { key: '…' } in prompt-catalogue.ts, shown by t(entry.key) and t(`${entry.key}Hint`)",
    files: /src\/app\/pages\/prompt-catalogue\.ts$/,
    pattern: /\bkey:\s*'([\w.-]+)'/g,
    ns: 'prompt',
    suffixes: ['', 'Hint'],
  },
  {
    why: "profile validation results: { key: '…' } in profile-rules.ts, shown by t(problem.key, problem.values)",
    files: /src\/features\/profile\/profile-rules\.ts$/,
    // The whole value: literals, both arms of a condition, and `password.rule.${problem}` templates.
    pattern: /\bkey:\s*((?:`[^`]*`|[^,}\n])+)/g,
    ns: 'profile',
    expression: true,
  },
  {
    why: "upload problems: problemKey() in image-upload-field.tsx returns 'image.…' keys for t()",
    files: /src\/features\/profile\/components\/image-upload-field\.tsx$/,
    pattern: /\breturn\s+'(image\.[\w.-]+)'/g,
    ns: 'profile',
  },
];

/**
 * Common characters whose Traditional form differs (个→個, 们→們, 这→這 …). A zh_hant string that
 * equals its zh_cn text and holds one of these was not translated.
 */
export const SIMPLIFIED_ONLY =
  '个们这来时为说国后会对发经过动进现实样开关问题请页录设内课试学习务认证码户账号错误网络应该让还没给从长当点击选择删详细边转换载' +
  '与专业东丢两严丧丰临为丽举么义乐乔书买乱争亏产亲亿仅从仓仪们价众优会伟传伤伦伪体侠侣侦侧侨债倾偿储' +
  '儿兑兰关兴养兽内册写军农冲决况冻净凉减凤凭击则刚创别剂剑剧劝办务动励劳势勋区医华协单卖卢卫却厂厅历压厌县参双变' +
  '叙叶号叹吗启员呜响哑团园围图圆圣场坏块坚坛垄备复头夹夺奋奖妆妇妈娱婴孙学宁宝实宠审宪宫宽宾对寻导寿将尔尘尽层属岁' +
  '岛币师帐帮带帧帮广庆库应庙废开异弃张弹强归当录彻径忆忧怀态怜总恋恶恳惊惯愿战户扑执扩扫扬扰抚抛护报担拟拥择拨挡' +
  '据掷揽搁摄摆摇携数斋断无旧时显晒晓晕暂术机杀杂权条来杨极构枪标栏树样档桥检楼欢欧残毁毕气汇汉沟没泪泽洁浅测济浏' +
  '浓润涨湾溃灭灯灵灾灿炉点炼烂热焕爱爷牵状犹狭独狱环现玛电画畅痒盐监盖盘睁码础确离种积称穷窃竞笔笼筑简类粮纠红纤' +
  '约级纪纯纲纳纷纸线练组细织终绍经结绕给络绝统继绩续维综绿缓编缘缩缴网罗罚罢胜胆脑脸舱艺节芦苏荣药莱获虑虚虽蚀' +
  '补衬装见观规视览觉触订计认讨让训议讯记讲许论设访证评识诉词译试诗诚话诞询该详语误说请诸读课谁调谈谢谣谱贝负贡财责' +
  '败货质购贯费贴贵贷贸赏赖赚赛赞赶跃践车轨转轮软轻载较辆辑输辖边达迁过运还这进远违连迟选递逻遗邮邻郑酱释针钟钢钱' +
  '铁铃银锁锋错键长门闭问闲间闻阅阳阴阵阶际陆陈险随隐难雾静须顶项顺顾领频题颜额风飞饭饮馆驱驶验骑骗鲁鸟鸡黄齐龙';

const SIMPLIFIED_SET = new Set([...SIMPLIFIED_ONLY]);
const PLURAL = /_(zero|one|two|few|many|other|plural)$/;

/** Nouns that follow a number in English text; "{{x}} <noun>" needs i18next's plural forms. */
export const COUNTED_NOUNS =
  'points|credits|learners|courses|chapters|questions|characters|labels|days|hours|minutes|seconds|years|' +
  'ratings|medals|attempts|answers|times|devices|items|papers|files|members|messages|comments|notes|weeks|months';
// A range ("{{min}}-{{max}} characters") is plural whatever its ends.
const COUNTED = new RegExp(`(?<![-–])\\{\\{(\\w+)\\}\\}\\s+(?:more\\s+)?(${COUNTED_NOUNS})\\b`, 'g');

/** The plural forms i18next looks up in a language (src/lib/i18n.ts uses the same Intl rules). */
function pluralForms(lng) {
  try {
    return new Intl.PluralRules(lng.replace('_', '-')).resolvedOptions().pluralCategories;
  } catch {
    return ['other'];
  }
}

function arg(name, fallback) {
  const index = process.argv.indexOf(name);
  return index > 0 && process.argv[index + 1] ? process.argv[index + 1] : fallback;
}

function flatten(value, prefix = '', out = new Map()) {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    out.set(prefix, value);
    return out;
  }
  for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, out);
  return out;
}

/** language → namespace → (key → text) */
function readLocales(localesDir) {
  const locales = new Map();
  for (const lng of fs.readdirSync(localesDir).sort()) {
    const dir = path.join(localesDir, lng);
    if (!fs.statSync(dir).isDirectory()) continue;
    const namespaces = new Map();
    for (const file of fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .sort()) {
      namespaces.set(file.replace(/\.json$/, ''), flatten(JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'))));
    }
    locales.set(lng, namespaces);
  }
  return locales;
}

function sourceFiles(dir, out = []) {
  if (!fs.existsSync(dir)) return out;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'locales' && entry.name !== 'node_modules') sourceFiles(full, out);
    } else if (/\.(ts|tsx)$/.test(entry.name) && !/\.test\.(ts|tsx)$/.test(entry.name)) {
      out.push(full);
    }
  }
  return out;
}

function lineOf(text, index) {
  return text.slice(0, index).split('\n').length;
}

function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Translation functions bound in a file: `const { t } = useTranslation('ns')` and aliases such as
 * `const { t: title } = useTranslation('routes')`, each with where it was bound.
 */
function bindingsIn(text) {
  const bindings = [];
  // A shared component bound to its caller's namespace (`useTranslation(namespace)`) names the
  // namespaces it serves in a comment, `i18n-namespaces: a, b`; its keys must be in each of them.
  const served = /i18n-namespaces:\s*([\w-]+(?:\s*,\s*[\w-]+)*)/.exec(text)?.[1].split(/\s*,\s*/);
  for (const m of text.matchAll(/\{([^{}]*)\}\s*=\s*useTranslation\(\s*(?:\[\s*)?(?:(['"])([\w-]+)\2)?/g)) {
    for (const part of m[1].split(',')) {
      const [name, alias] = part.split(':').map((x) => x.trim());
      if (name === 't') bindings.push({ name: alias || 't', ns: m[3] ?? served ?? 'common', at: m.index });
    }
  }
  return bindings;
}

/** A use bound to several namespaces (see bindingsIn) is a use in each of them. */
const perNamespace = (uses) =>
  uses.flatMap((use) => (Array.isArray(use.ns) ? use.ns.map((ns) => ({ ...use, ns })) : [use]));

/** Every key use in one file: exact keys and template patterns, each with its namespace. */
function usesIn(file, text, namespaces) {
  const bindings = bindingsIn(text);
  const names = [...new Set(['t', ...bindings.map((b) => b.name)])].map(escapeRegExp).join('|');
  // `i18n.t(…)` is the instance's own function: its default namespace is `common`.
  const nsAt = (name, index, method) =>
    method ? 'common' : (bindings.filter((b) => b.name === name && b.at < index).at(-1)?.ns ?? 'common');
  const split = (key, ns) => {
    const colon = key.indexOf(':');
    if (colon > 0 && namespaces.has(key.slice(0, colon))) return { ns: key.slice(0, colon), key: key.slice(colon + 1) };
    return { ns, key };
  };
  const where = (index) => `${file}:${lineOf(text, index)}`;
  const exact = [];
  const patterns = [];
  const calls = new RegExp(
    `(\\.)?\\b(${names})\\(\\s*(?:(['"])((?:(?!\\3).)+)\\3(\\s*,\\s*\\{[^}]*?\\bns\\s*:\\s*['"]([\\w-]+)['"])?|\`([^\`]*)\`)`,
    'g',
  );
  for (const m of text.matchAll(calls)) {
    const ns = m[6] ?? nsAt(m[2], m.index, Boolean(m[1]));
    if (m[4] !== undefined) {
      exact.push({ ...split(m[4], ns), where: where(m.index) });
      continue;
    }
    const template = m[7];
    if (!template.includes('${')) {
      exact.push({ ...split(template, ns), where: where(m.index) });
      continue;
    }
    const parts = template.split(/\$\{[^}]*\}/);
    const head = split(parts[0], ns);
    const source = [head.key, ...parts.slice(1)].map(escapeRegExp).join('.+');
    patterns.push({ ns: head.ns, regex: new RegExp(`^${source}$`), where: where(m.index) });
  }
  // t(cond ? 'a' : 'b'): both keys are used.
  const ternary = new RegExp(
    `(\\.)?\\b(${names})\\(\\s*(?:[^'"\`(),?]|'[^']*'|"[^"]*")+\\?\\s*(['"])((?:(?!\\3).)+)\\3\\s*:\\s*(['"])((?:(?!\\5).)+)\\5`,
    'g',
  );
  for (const m of text.matchAll(ternary)) {
    const ns = nsAt(m[2], m.index, Boolean(m[1]));
    exact.push({ ...split(m[4], ns), where: where(m.index) }, { ...split(m[6], ns), where: where(m.index) });
  }
  for (const m of text.matchAll(/\bi18nKey\s*[=:]\s*\{?\s*(['"])((?:(?!\1).)+)\1/g)) {
    exact.push({ ...split(m[2], nsAt('t', m.index, false)), where: where(m.index) });
  }
  for (const rule of DYNAMIC_KEY_SOURCES) {
    if (!rule.files.test(file.split(path.sep).join('/'))) continue;
    for (const m of text.matchAll(rule.pattern)) {
      if (!rule.expression) {
        for (const suffix of rule.suffixes ?? [''])
          exact.push({ ns: rule.ns, key: m[1] + suffix, where: where(m.index) });
        continue;
      }
      for (const literal of m[1].matchAll(/(['"])((?:(?!\1).)+)\1/g))
        exact.push({ ns: rule.ns, key: literal[2], where: where(m.index) });
      for (const template of m[1].matchAll(/`([^`]*)`/g)) {
        const source = template[1]
          .split(/\$\{[^}]*\}/)
          .map(escapeRegExp)
          .join('.+');
        patterns.push({ ns: rule.ns, regex: new RegExp(`^${source}$`), where: where(m.index) });
      }
    }
  }
  return { exact: perNamespace(exact), patterns: perNamespace(patterns) };
}

export function checkLocales(root) {
  const localesDir = path.join(root, 'src', 'locales');
  const locales = readLocales(localesDir);
  const languages = [...locales.keys()];
  const problems = [];

  // 1. Every key in every language (a plural key by its base: languages have different forms).
  const allKeys = new Map(); // "ns:key" → Set(languages)
  const baseKeys = new Map(); // "ns:base" → Set(languages)
  const pluralBases = new Map(); // "lng ns:base" → Set(forms)
  for (const [lng, namespaces] of locales) {
    for (const [ns, keys] of namespaces)
      for (const key of keys.keys()) {
        allKeys.set(`${ns}:${key}`, (allKeys.get(`${ns}:${key}`) ?? new Set()).add(lng));
        const base = `${ns}:${key.replace(PLURAL, '')}`;
        baseKeys.set(base, (baseKeys.get(base) ?? new Set()).add(lng));
        const form = PLURAL.exec(key)?.[1];
        if (form) pluralBases.set(`${lng} ${base}`, (pluralBases.get(`${lng} ${base}`) ?? new Set()).add(form));
      }
  }
  for (const [full, present] of [...baseKeys].sort(([a], [b]) => a.localeCompare(b))) {
    const missing = languages.filter((lng) => !present.has(lng));
    if (missing.length)
      problems.push(`missing-in-language: ${full} is in ${[...present].join(', ')} but not in ${missing.join(', ')}`);
  }

  // 5. Each language's plural forms, no more and no fewer.
  const plural = new Set([...pluralBases.keys()].map((k) => k.slice(k.indexOf(' ') + 1)));
  for (const base of [...plural].sort()) {
    for (const lng of languages) {
      if (!baseKeys.get(base)?.has(lng)) continue;
      const forms = pluralBases.get(`${lng} ${base}`) ?? new Set();
      const wanted = pluralForms(lng);
      const lacking = wanted.filter((f) => !forms.has(f));
      const extra = [...forms].filter((f) => !wanted.includes(f));
      if (lacking.length) problems.push(`plural-forms: ${lng} ${base} lacks ${lacking.map((f) => `_${f}`).join(', ')}`);
      if (extra.length)
        problems.push(
          `plural-forms: ${lng} ${base} has ${extra.map((f) => `_${f}`).join(', ')}, which ${lng} never uses`,
        );
    }
  }

  // 6. English numbers before counted nouns are plurals of {{count}}.
  for (const [ns, keys] of locales.get('en_us') ?? new Map()) {
    for (const [key, text] of keys) {
      if (typeof text !== 'string') continue;
      if (PLURAL.test(key)) continue;
      for (const m of text.matchAll(COUNTED))
        problems.push(
          `count-without-plural: en_us ${ns}:${key} "${text}" counts ${m[2]} with {{${m[1]}}}: make it ${key}_one/_other, called with count`,
        );
    }
  }

  // 2 and 3. Keys the code uses against keys the files hold.
  const namespaces = new Set([...allKeys.keys()].map((k) => k.slice(0, k.indexOf(':'))));
  const used = new Set();
  const patterns = [];
  for (const file of sourceFiles(path.join(root, 'src'))) {
    const relative = path.relative(root, file);
    const { exact, patterns: found } = usesIn(relative, fs.readFileSync(file, 'utf8'), namespaces);
    patterns.push(...found);
    for (const use of exact) {
      const full = `${use.ns}:${use.key}`;
      used.add(full);
      const plural = [...allKeys.keys()].some((k) => k.startsWith(`${full}_`) && PLURAL.test(k));
      if (!allKeys.has(full) && !plural)
        problems.push(`missing-key: ${full} is used at ${use.where} but no language file has it`);
    }
  }
  for (const full of [...allKeys.keys()].sort()) {
    const [ns, ...rest] = full.split(':');
    const key = rest.join(':');
    const base = `${ns}:${key.replace(PLURAL, '')}`;
    if (used.has(full) || used.has(base)) continue;
    if (patterns.some((p) => p.ns === ns && p.regex.test(key))) continue;
    problems.push(`unused-key: ${full} is in the locale files but used nowhere`);
  }

  // 4. Traditional Chinese that is really Simplified.
  const hant = locales.get('zh_hant');
  const hans = locales.get('zh_cn');
  if (hant && hans) {
    for (const [ns, keys] of hant) {
      for (const [key, text] of keys) {
        const simplified = hans.get(ns)?.get(key);
        if (typeof text !== 'string' || text !== simplified) continue;
        const chars = [...new Set([...text].filter((c) => SIMPLIFIED_SET.has(c)))];
        if (chars.length)
          problems.push(
            `simplified-in-hant: zh_hant ${ns}:${key} is the zh_cn text "${text}" (Simplified: ${chars.join('')})`,
          );
      }
    }
  }
  return problems;
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname);
if (isMain) {
  const root = path.resolve(arg('--root', path.join(path.dirname(new URL(import.meta.url).pathname), '..')));
  const problems = checkLocales(root);
  if (problems.length) {
    for (const problem of problems) console.error(`check-locales: ${problem}`);
    console.error(`check-locales: ${problems.length} problem(s) in ${path.join(root, 'src', 'locales')}`);
    process.exit(1);
  }
  console.log('check-locales: every key is in every language, used, and Traditional where it should be.');
}
