import fs from 'node:fs';
import path from 'node:path';
import { beforeEach, describe } from 'vitest';
import { minifyBootSource } from './minify-boot-source';

const SOURCE = fs.readFileSync(path.resolve(import.meta.dirname, '../../../public/boot.js'), 'utf8');

/**
 * public/boot.js as written and as the build ships it (minified): the boot tests run both, so a
 * minifier that changed what the script does fails them.
 */
export const BOOT_SCRIPTS: Array<[form: string, source: string]> = [
  ['as written', SOURCE],
  ['as built', await minifyBootSource(SOURCE)],
];

let current = SOURCE;

/** Runs boot.js in the form of the `describeBootScripts` block the test is in. */
export function runBootScript(): void {
  new Function(current)();
}

/** The tests `body` defines, once per form of boot.js (runBootScript runs that form). */
export function describeBootScripts(body: () => void): void {
  describe.each(BOOT_SCRIPTS)('public/boot.js %s', (_form, source) => {
    beforeEach(() => {
      current = source;
    });
    body();
  });
}
