import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../protocol';
import { applyLanguage, CORE_NAMESPACES, i18n, initI18n, loadAllResources, NAMESPACES } from './i18n';

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k));
}

describe('i18n', () => {
  it('has every namespace in all three languages with the same keys', async () => {
    const resources = await loadAllResources();
    expect(NAMESPACES).toEqual(expect.arrayContaining([...CORE_NAMESPACES, 'auth', 'profile']));
    for (const ns of NAMESPACES) {
      const reference = keysOf(resources.en_us?.[ns]).sort();
      expect(reference.length).toBeGreaterThan(0);
      for (const lng of LANGUAGES) expect(keysOf(resources[lng]?.[ns]).sort(), `${lng}/${ns}`).toEqual(reference);
    }
  });

  it('translates and sets <html lang>', () => {
    initI18n('en_us');
    expect(i18n.t('auth:submit')).toBe('Sign in');
    expect(document.documentElement.lang).toBe('en');
    applyLanguage('zh_hant');
    expect(i18n.t('auth:submit')).toBe('登入');
    expect(document.documentElement.lang).toBe('zh-Hant');
    applyLanguage('zh_cn');
    expect(i18n.t('auth:account')).toBe('账号');
    expect(document.documentElement.lang).toBe('zh-CN');
  });
});
