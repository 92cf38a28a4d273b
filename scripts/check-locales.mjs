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
 *   - DYNAMIC_KEY_SOURCES (check-locales-data.mjs): keys built from data (route titles, catalogue entries), each
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
import { COUNTED, PLURAL, SIMPLIFIED_SET } from './check-locales-data.mjs';
import { sourceFiles, usesIn } from './check-locales-usage.mjs';

export { COUNTED_NOUNS, DYNAMIC_KEY_SOURCES, SIMPLIFIED_ONLY } from './check-locales-data.mjs';

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
