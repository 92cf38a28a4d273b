import { describe, expect, it } from 'vitest';
import { applyTheme, normaliseColour, resolveThemeColors } from './theme';

const enterprise = { theme_color: '#0a6cff', hover_color: '#0850c0', userPortal: null };

describe('colour validation (spec 000 §5)', () => {
  it.each([
    ['#abc', '#aabbcc'],
    ['#A1B2C3', '#a1b2c3'],
    [' #123456 ', '#123456'],
  ])('accepts %s', (input, expected) => {
    expect(normaliseColour(input)).toBe(expected);
  });

  it.each(['', 'abc', '#abcd', '#12345', '#1234567', '#ggg', 'red', null, undefined, 123])('rejects %s', (input) => {
    expect(normaliseColour(input)).toBeNull();
  });
});

describe('resolveThemeColors', () => {
  it('falls back to the default brand without a valid enterprise colour', () => {
    expect(resolveThemeColors(null)).toEqual({ theme: '#f62d2b', hover: '#c52422' });
    expect(resolveThemeColors({ ...enterprise, theme_color: '', hover_color: '' })).toEqual({
      theme: '#f62d2b',
      hover: '#c52422',
    });
    expect(resolveThemeColors({ ...enterprise, theme_color: 'blue' })).toEqual({ theme: '#f62d2b', hover: '#c52422' });
  });

  it('uses the enterprise colours', () => {
    expect(resolveThemeColors(enterprise)).toEqual({ theme: '#0a6cff', hover: '#0850c0' });
  });

  it('lets a user portal with colours override the enterprise', () => {
    const portal = {
      portalID: 3,
      portalName: 'P',
      themeColor: '#00aa00',
      hoverColor: '#008800',
      switchStatus: 'Y' as const,
    };
    expect(resolveThemeColors({ ...enterprise, userPortal: portal })).toEqual({ theme: '#00aa00', hover: '#008800' });
    expect(resolveThemeColors({ ...enterprise, userPortal: { ...portal, themeColor: '', hoverColor: '' } })).toEqual({
      theme: '#0a6cff',
      hover: '#0850c0',
    });
  });

  it('derives a darker hover when only the theme is valid', () => {
    expect(resolveThemeColors({ ...enterprise, hover_color: 'nope' })).toEqual({ theme: '#0a6cff', hover: '#0856cc' });
  });
});

describe('applyTheme', () => {
  it('writes our variables and the Arco primary palette', () => {
    applyTheme({ theme: '#1558b0', hover: '#0e3d7a' });
    const root = getComputedStyle(document.documentElement);
    expect(root.getPropertyValue('--lp-theme-color').trim()).toBe('#1558b0');
    expect(root.getPropertyValue('--lp-brand-color').trim()).toBe('#1558b0');
    expect(root.getPropertyValue('--lp-hover-color').trim()).toBe('#0e3d7a');
    expect(document.body.style.getPropertyValue('--primary-6')).toBe('21,88,176');
    expect(document.body.style.getPropertyValue('--primary-5')).toBe('14,61,122');
    expect(document.body.style.getPropertyValue('--primary-7')).toBe('14,61,122');
  });

  it('uses the accessible shade of a brand colour too light for text (decision 0044)', () => {
    applyTheme({ theme: '#f62d2b', hover: '#c52422' });
    const root = getComputedStyle(document.documentElement);
    // The brand stays available for decoration; text and buttons get the shade.
    expect(root.getPropertyValue('--lp-brand-color').trim()).toBe('#f62d2b');
    expect(root.getPropertyValue('--lp-theme-color').trim()).toBe('#d62725');
    expect(root.getPropertyValue('--lp-hover-color').trim()).toBe('#c52422');
    expect(document.body.style.getPropertyValue('--primary-6')).toBe('214,39,37');
  });
});
