import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const script = path.resolve(import.meta.dirname, 'check-locales.mjs');
const roots: string[] = [];

/** A small project: src/locales/<lng>/<ns>.json and source files, written to a temp folder. */
function fixture(locales: Record<string, Record<string, unknown>>, sources: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'check-locales-'));
  roots.push(root);
  for (const [lng, namespaces] of Object.entries(locales)) {
    for (const [ns, content] of Object.entries(namespaces as Record<string, unknown>)) {
      const file = path.join(root, 'src', 'locales', lng, `${ns}.json`);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, JSON.stringify(content));
    }
  }
  for (const [name, text] of Object.entries(sources)) {
    const file = path.join(root, 'src', name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
  }
  return root;
}

function run(dir: string) {
  const result = spawnSync(process.execPath, [script, '--root', dir], { encoding: 'utf8' });
  return {
    status: result.status,
    lines: result.stderr.split('\n').filter((l) => l.startsWith('check-locales: ') && !/problem\(s\)/.test(l)),
  };
}

const clean = {
  zh_cn: {
    extra: { yes: '是', no: '否' },
    demo: {
      title: '课程',
      plain: '确定',
      status: { open: '开放', closed: '关闭' },
      items_other: '{{count}} 项',
    },
  },
  zh_hant: {
    extra: { yes: '是', no: '否' },
    demo: {
      title: '課程',
      plain: '確定',
      status: { open: '開放', closed: '關閉' },
      items_other: '{{count}} 項',
    },
  },
  en_us: {
    extra: { yes: 'Yes', no: 'No' },
    demo: {
      title: 'Courses',
      plain: 'OK',
      status: { open: 'Open', closed: 'Closed' },
      items_one: '{{count}} item',
      items_other: '{{count}} items',
    },
  },
};
const cleanSource = {
  'page.tsx': [
    "const { t } = useTranslation('demo');",
    "t('title'); t(\"demo:plain\"); t(`status.${state}`); t('items', { count });",
    "const { t: other } = useTranslation('extra');",
    "other(state === 'open' ? 'yes' : 'no'); t('title');",
    '',
  ].join('\n'),
};

afterEach(() => {
  for (const root of roots.splice(0)) fs.rmSync(root, { recursive: true, force: true });
});

describe('scripts/check-locales.mjs', () => {
  it('passes a consistent project (namespaces, aliases, ns: prefixes, template and conditional keys, plurals)', () => {
    const result = run(fixture(clean, cleanSource));
    expect(result.lines).toEqual([]);
    expect(result.status).toBe(0);
  });

  it('reports a key missing in one language', () => {
    const locales = structuredClone(clean);
    delete (locales.en_us.demo as Record<string, unknown>).plain;
    const result = run(fixture(locales, cleanSource));
    expect(result.status).toBe(1);
    expect(result.lines).toContain(
      'check-locales: missing-in-language: demo:plain is in zh_cn, zh_hant but not in en_us',
    );
  });

  it('reports a key the code uses that no file has, with where it is used', () => {
    const result = run(
      fixture(clean, {
        ...cleanSource,
        'other.tsx':
          "const { t } = useTranslation('demo');\nt('title'); t('subtitle');\n<Trans i18nKey=\"demo:footer\" />\n",
      }),
    );
    expect(result.status).toBe(1);
    expect(result.lines).toContain(
      'check-locales: missing-key: demo:subtitle is used at src/other.tsx:2 but no language file has it',
    );
    expect(result.lines).toContain(
      'check-locales: missing-key: demo:footer is used at src/other.tsx:3 but no language file has it',
    );
  });

  it('reports a key used nowhere (a test using it does not count)', () => {
    const locales = structuredClone(clean);
    for (const lng of ['zh_cn', 'zh_hant', 'en_us'] as const)
      (locales[lng].demo as Record<string, unknown>).orphan = 'x';
    const result = run(fixture(locales, { ...cleanSource, 'page.test.tsx': "t('demo:orphan');\n" }));
    expect(result.status).toBe(1);
    expect(result.lines).toEqual(['check-locales: unused-key: demo:orphan is in the locale files but used nowhere']);
  });

  it("checks a shared component bound to its caller's namespace in every namespace it names", () => {
    const shared = [
      '// i18n-namespaces: demo, extra',
      'const { t } = useTranslation(namespace);',
      "t('yes');",
      '',
    ].join('\n');
    const result = run(fixture(clean, { ...cleanSource, 'shared.tsx': shared }));
    expect(result.status).toBe(1);
    // 'yes' is in extra, not in demo: the one missing place is reported, and nothing from common.
    expect(result.lines).toEqual([
      'check-locales: missing-key: demo:yes is used at src/shared.tsx:3 but no language file has it',
    ]);
  });

  it('reports Traditional Chinese text that is the Simplified text', () => {
    const locales = structuredClone(clean);
    locales.zh_hant.demo.title = '课程';
    // Identical text without Simplified-only characters is fine (确定 vs 確定 aside, 開放 is real Traditional).
    const result = run(fixture(locales, cleanSource));
    expect(result.status).toBe(1);
    expect(result.lines).toEqual([
      'check-locales: simplified-in-hant: zh_hant demo:title is the zh_cn text "课程" (Simplified: 课)',
    ]);
  });

  it('accepts identical text made only of characters both scripts share', () => {
    const locales = structuredClone(clean);
    locales.zh_cn.demo.plain = '提示';
    locales.zh_hant.demo.plain = '提示';
    expect(run(fixture(locales, cleanSource)).status).toBe(0);
  });

  it('counts keys built from data in the documented sources (route titles)', () => {
    const locales = structuredClone(clean) as Record<string, Record<string, unknown>>;
    for (const lng of ['zh_cn', 'zh_hant', 'en_us'])
      locales[lng]!.routes = {
        course: lng === 'en_us' ? 'Courses' : '课程'.replace('课', lng === 'zh_hant' ? '課' : '课'),
      };
    const table = "export const ROUTE_TABLE = [{ path: '/course', meta: meta('course', {}) }];\n";
    expect(run(fixture(locales, { ...cleanSource, 'app/routes/table/shell-routes.ts': table })).status).toBe(0);
    expect(run(fixture(locales, cleanSource)).lines).toEqual([
      'check-locales: unused-key: routes:course is in the locale files but used nowhere',
    ]);
  });

  it('wants each language’s plural forms: English _one and _other, Chinese only _other', () => {
    const locales = structuredClone(clean) as Record<string, { demo: Record<string, unknown> }>;
    delete locales.en_us!.demo.items_one;
    locales.zh_cn!.demo.items_one = '1 项';
    const result = run(fixture(locales, cleanSource));
    expect(result.status).toBe(1);
    expect(result.lines).toEqual([
      'check-locales: plural-forms: en_us demo:items lacks _one',
      'check-locales: plural-forms: zh_cn demo:items has _one, which zh_cn never uses',
    ]);
  });

  it('reports an English number before a counted noun that is no plural ("1 learners")', () => {
    const locales = structuredClone(clean) as Record<string, { demo: Record<string, unknown> }>;
    locales.en_us!.demo.plain = '{{n}} learners';
    locales.en_us!.demo.title = 'Between {{min}}-{{max}} characters';
    const result = run(fixture(locales, cleanSource));
    expect(result.lines).toEqual([
      'check-locales: count-without-plural: en_us demo:plain "{{n}} learners" counts learners with {{n}}: make it plain_one/_other, called with count',
    ]);
  });

  it('finds no count without a plural and no wrong plural forms in this repository', () => {
    const result = spawnSync(process.execPath, [script], { encoding: 'utf8' });
    expect(result.stderr).not.toMatch(/count-without-plural|plural-forms/);
  });

  it('finds nothing in the overlays namespace of this repository', () => {
    // Documents the current state; the report lists what is left in others' files.
    const result = spawnSync(process.execPath, [script], { encoding: 'utf8' });
    expect(result.stderr).not.toMatch(/overlays:/);
  });
});
