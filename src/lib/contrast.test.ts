import { describe, expect, it } from 'vitest';
import { accessibleShade, contrastRatio, LIGHT_BACKGROUNDS, relativeLuminance } from './contrast';

describe('contrast (WCAG 2.1)', () => {
  it('computes luminance and ratios as the WCAG formula does', () => {
    expect(relativeLuminance('#ffffff')).toBeCloseTo(1, 5);
    expect(relativeLuminance('#000000')).toBe(0);
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    // Arco's grey text-3 on white: the value axe reports.
    expect(contrastRatio('#86909c', '#ffffff')).toBeCloseTo(3.24, 1);
    expect(contrastRatio('#1d6fe0', '#f7f8fa')).toBeLessThan(4.5);
  });
});

describe('accessibleShade', () => {
  it('keeps a brand colour that already reaches 4.5:1 on every light background', () => {
    expect(accessibleShade('#1558b0')).toBe('#1558b0');
    expect(accessibleShade('#c52422')).toBe('#c52422');
    expect(accessibleShade('#000000')).toBe('#000000');
  });

  it.each([
    // The default red, Aurora's blue (fails only on the grey page), the sales portal's green, an orange.
    ['#f62d2b', '#d62725'],
    ['#1d6fe0', '#1c6cd9'],
    ['#0f9d58', '#0c7f47'],
    ['#e8590c', '#be490a'],
  ])('darkens %s to %s, the lightest shade that passes', (brand, shade) => {
    expect(accessibleShade(brand)).toBe(shade);
    for (const bg of LIGHT_BACKGROUNDS) expect(contrastRatio(shade, bg)).toBeGreaterThanOrEqual(4.5);
  });

  it('passes for any colour, even white and yellow, and keeps the hue', () => {
    for (const colour of ['#ffffff', '#ffff00', '#00ffff', '#ff00ff', '#7f7f7f']) {
      const shade = accessibleShade(colour);
      for (const bg of LIGHT_BACKGROUNDS) expect(contrastRatio(shade, bg)).toBeGreaterThanOrEqual(4.5);
    }
    // Yellow stays yellow-ish: red and green equal, blue zero.
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(accessibleShade('#ffff00').slice(i, i + 2), 16));
    expect(r).toBe(g);
    expect(b).toBe(0);
  });

  it('takes other backgrounds and ratios (3:1 for large text)', () => {
    expect(accessibleShade('#f62d2b', ['#ffffff'], 3)).toBe('#f62d2b');
    expect(contrastRatio(accessibleShade('#f62d2b', ['#e8ffea']), '#e8ffea')).toBeGreaterThanOrEqual(4.5);
  });
});
