import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_ENTERPRISES } from './demo-data';

const README = fs.readFileSync(path.resolve(__dirname, '../../../README.md'), 'utf8');

/**
 * The README tells readers which demo organisation to open to see a fixed language; a wrong eid
 * there sends them to a switcher that works (issue 17 item 10).
 */
describe('README demo enterprises', () => {
  it('names as always Chinese only enterprises whose language switching is off', () => {
    const claims = [...README.matchAll(/([A-Z][a-z]+) \(`\?eid=(\d+)`\) turns switching off/g)];
    expect(claims.length).toBeGreaterThan(0);
    for (const [, name, eid] of claims) {
      const enterprise = DEMO_ENTERPRISES.find((e) => e.id === Number(eid));
      expect(enterprise?.name.startsWith(name!)).toBe(true);
      expect(enterprise?.switch_language).toBe('N');
    }
  });
});
