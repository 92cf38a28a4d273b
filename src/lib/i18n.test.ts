import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../protocol';
import { applyLanguage, CORE_NAMESPACES, i18n, initI18n, likelyLanguage, NAMESPACES } from './i18n';
import { loadAllResources } from './i18n-core';

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k));
}

describe('i18n', () => {
  it('has every namespace in all three languages with the same keys (a plural key by its base)', async () => {
    const resources = await loadAllResources();
    expect(NAMESPACES).toEqual(expect.arrayContaining([...CORE_NAMESPACES, 'auth', 'profile']));
    // English has key_one and key_other, Chinese only key_other.
    const bases = (keys: string[]) => [...new Set(keys.map((k) => k.replace(/_(one|other)$/, '')))].sort();
    for (const ns of NAMESPACES) {
      const reference = bases(keysOf(resources.en_us?.[ns]));
      expect(reference.length).toBeGreaterThan(0);
      for (const lng of LANGUAGES) expect(bases(keysOf(resources[lng]?.[ns])), `${lng}/${ns}`).toEqual(reference);
    }
  });

  it('says "1 learner" and "2 learners" in English, one form in Chinese (i18next plurals)', async () => {
    initI18n('en_us', await loadAllResources());
    applyLanguage('en_us');
    expect(i18n.t('home:card.learners', { count: 1 })).toBe('1 learner');
    expect(i18n.t('home:card.learners', { count: 2 })).toBe('2 learners');
    expect(i18n.t('home:card.credits', { credits: 1, count: 1 })).toBe('1 credit');
    expect(i18n.t('payments:packages.learners', { n: 1, count: 1 })).toBe('1 learner');
    expect(i18n.t('payments:price.points', { points: '1,280', count: 1280 })).toBe('1,280 points');
    applyLanguage('zh_cn');
    expect(i18n.t('home:card.learners', { count: 1 })).toBe('1 人学习');
    applyLanguage('zh_hant');
    expect(i18n.t('payments:packages.courses', { n: 1, count: 1 })).toMatch(/^1 /);
    applyLanguage('en_us');
  });

  it('translates and sets <html lang>', () => {
    initI18n('en_us');
    expect(i18n.t('auth:submit')).toBe('Sign in');
    expect(document.documentElement.lang).toBe('en');
    applyLanguage('zh_hant');
    expect(i18n.t('auth:submit')).toBe('登入');
    expect(document.documentElement.lang).toBe('zh-TW');
    applyLanguage('zh_cn');
    expect(i18n.t('auth:account')).toBe('账号');
    expect(document.documentElement.lang).toBe('zh-CN');
  });

  it('reads the language boot.js named the first screen in from <html lang> (decision 0069)', () => {
    expect(likelyLanguage('en')).toBe('en_us');
    expect(likelyLanguage('zh-TW')).toBe('zh_hant');
    expect(likelyLanguage('zh-CN')).toBe('zh_cn');
    expect(likelyLanguage('fr')).toBeNull();
  });
});
