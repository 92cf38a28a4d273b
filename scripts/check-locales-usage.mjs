/**
 * Where the code uses translation keys (scripts/check-locales.mjs, rules 2 and 3): the source files, the
 * translation functions bound in each, and every exact key or key template they call.
 */
import fs from 'node:fs';
import path from 'node:path';
import { DYNAMIC_KEY_SOURCES } from './check-locales-data.mjs';

export function sourceFiles(dir, out = []) {
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
export function usesIn(file, text, namespaces) {
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
