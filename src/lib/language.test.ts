import { afterEach, describe, expect, it } from 'vitest';
import { effectiveLanguage, languageFromNavigator, readLanguageChoice, writeLanguageChoice } from './language';

describe('languageFromNavigator', () => {
  it.each([
    ['zh-TW', 'zh_hant'],
    ['zh-HK', 'zh_hant'],
    ['zh-Hant', 'zh_hant'],
    ['zh-Hant-TW', 'zh_hant'],
    ['zh-CN', 'zh_cn'],
    ['zh', 'zh_cn'],
    ['zh-Hans-CN', 'zh_cn'],
    ['en-GB', 'en_us'],
    ['fr', 'en_us'],
    [undefined, 'en_us'],
  ])('%s → %s', (tag, expected) => {
    expect(languageFromNavigator(tag)).toBe(expected);
  });
});

describe('effectiveLanguage (spec 000 §4)', () => {
  const base = { switchLanguage: 'Y' as const, eid: 1, choice: 'auto' as const, navigatorLanguage: 'en-US' };

  it('forces Chinese when switching is off', () => {
    expect(effectiveLanguage({ ...base, switchLanguage: 'N', choice: 'en_us' })).toBe('zh_cn');
  });

  it('forces Chinese when eid is 0', () => {
    expect(effectiveLanguage({ ...base, eid: 0, choice: 'en_us' })).toBe('zh_cn');
  });

  it('uses the explicit choice', () => {
    expect(effectiveLanguage({ ...base, choice: 'zh_hant' })).toBe('zh_hant');
  });

  it('maps auto through the browser language', () => {
    expect(effectiveLanguage(base)).toBe('en_us');
    expect(effectiveLanguage({ ...base, navigatorLanguage: 'zh-HK' })).toBe('zh_hant');
  });
});

describe('stored choice', () => {
  afterEach(() => localStorage.clear());

  it('defaults to auto and ignores unknown values', () => {
    expect(readLanguageChoice()).toBe('auto');
    localStorage.setItem('lp:language', 'klingon');
    expect(readLanguageChoice()).toBe('auto');
  });

  it('round-trips a choice', () => {
    writeLanguageChoice('en_us');
    expect(readLanguageChoice()).toBe('en_us');
  });
});
