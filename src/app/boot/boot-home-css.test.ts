import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * boot-home.css sizes boot.js's picture of the home with copies of the home's own rules (decision
 * 0075): the home's CSS loads only with its chunk, after the picture has painted. Each copied
 * declaration must say what the home's CSS says for the same selector at the same width, or React's
 * replacement of the picture would move (e2e/home/home-boot-paint.spec.ts measures that in a browser).
 */
const read = (file: string) => fs.readFileSync(path.resolve(__dirname, file), 'utf8');
const HOME_PARTS = ['home-modules.css', 'home-carousel.css', 'home-cards.css', 'home-rows.css', 'home-responsive.css'];

/** selector (within its @media, '' at the top) → property → value, later rules winning as in the cascade. */
function declarations(css: string, prefix = ''): Map<string, Map<string, string>> {
  const result = new Map<string, Map<string, string>>();
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  function rules(block: string, media: string): void {
    const rule = /([^{}]+)\{([^{}]*)\}/g;
    for (const match of block.matchAll(rule)) {
      for (const raw of match[1]!.split(',')) {
        const selector = raw.trim().replace(/\s+/g, ' ');
        if (prefix && !selector.startsWith(prefix)) continue;
        const key = `${media}|${selector.slice(prefix.length)}`;
        const map = result.get(key) ?? new Map<string, string>();
        for (const declaration of match[2]!.split(';')) {
          const at = declaration.indexOf(':');
          if (at > 0)
            map.set(
              declaration.slice(0, at).trim(),
              declaration
                .slice(at + 1)
                .trim()
                .replace(/\s+/g, ' '),
            );
        }
        result.set(key, map);
      }
    }
  }
  // Top-level rules, then each @media block's (no nesting deeper than that in these files).
  const media = /@media([^{]+)\{((?:[^{}]*\{[^{}]*\})*[^{}]*)\}/g;
  rules(text.replace(media, ''), '');
  for (const match of text.matchAll(media)) rules(match[2]!, match[1]!.trim());
  return result;
}

describe('boot-home.css', () => {
  const copies = declarations(read('boot-home.css'), '.lp-boot-home ');
  const home = declarations(HOME_PARTS.map((part) => read(`../../features/home/${part}`)).join('\n'));

  it('copies something of the home (the parser read both)', () => {
    expect(copies.size).toBeGreaterThan(20);
    expect(home.get('|.lp-home-slide')?.get('height')).toBe('260px');
  });

  it.each([...copies.keys()])('%s says what the home’s CSS says', (key) => {
    const source = home.get(key);
    expect(source, `no rule ${key} in the home's CSS`).toBeDefined();
    for (const [property, value] of copies.get(key)!)
      expect(`${property}: ${source!.get(property)}`).toBe(`${property}: ${value}`);
  });
});
