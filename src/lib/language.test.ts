import { afterEach, describe, expect, it } from 'vitest';
import {
  effectiveLanguage,
  languageFromNavigator,
  normalizeLanguage,
  readLanguageChoice,
  readStoredLanguageChoice,
  resolveLanguageChoice,
  writeLanguageChoice,
} from './language';

describe('languageFromNavigator', () => {
  it.each([
    ['zh-TW', 'zh_hant'],
    ['zh-HK', 'zh_hant'],
    ['zh-Hant', 'zh_hant'],
    ['zh-Hant-TW', 'zh_hant'],
    ['zh-CN', 'zh_cn'],
    ['zh', 'zh_cn'],
    ['zh-Hans-CN', 'zh_cn'],
    ['zh-SG', 'zh_cn'],
    ['zh-MO', 'zh_hant'],
    ['zh_TW', 'zh_hant'],
    ['en-GB', 'en_us'],
    ['en', 'en_us'],
    ['fr', 'zh_cn'],
    [undefined, 'zh_cn'],
  ])('%s → %s', (tag, expected) => {
    expect(languageFromNavigator(tag)).toBe(expected);
  });

  it('takes the first preferred language it offers', () => {
    expect(languageFromNavigator(['fr-FR', 'en-US', 'zh-CN'])).toBe('en_us');
    expect(languageFromNavigator(['de', 'ja'])).toBe('zh_cn');
  });
});

describe('normalizeLanguage (message sets of spec 000 §3)', () => {
  it.each([
    ['zh', 'zh_cn'],
    ['en', 'en_us'],
    ['zh_tw', 'zh_hant'],
    ['zh_hk', 'zh_hant'],
    ['zh_cn', 'zh_cn'],
    ['zh_hant', 'zh_hant'],
    ['en_us', 'en_us'],
    ['zh-Hans-SG', 'zh_cn'],
    ['fr', null],
    ['', null],
  ])('%s → %s', (code, expected) => {
    expect(normalizeLanguage(code)).toBe(expected);
  });
});

describe('resolveLanguageChoice (decision 0006)', () => {
  it('prefers this device, then the saved choice of a signed-in member, then auto', () => {
    expect(resolveLanguageChoice({ stored: 'en_us', saved: 'zh_hant', signedIn: true })).toBe('en_us');
    expect(resolveLanguageChoice({ stored: null, saved: 'zh_hant', signedIn: true })).toBe('zh_hant');
    expect(resolveLanguageChoice({ stored: null, saved: 'zh_tw', signedIn: true })).toBe('zh_hant');
    expect(resolveLanguageChoice({ stored: null, saved: 'zh_hant', signedIn: false })).toBe('auto');
    expect(resolveLanguageChoice({ stored: null, saved: 'klingon', signedIn: true })).toBe('auto');
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
    expect(readStoredLanguageChoice()).toBeNull();
    localStorage.setItem('lp:language', 'klingon');
    expect(readLanguageChoice()).toBe('auto');
  });

  it('round-trips a choice', () => {
    writeLanguageChoice('en_us');
    expect(readLanguageChoice()).toBe('en_us');
  });
});
