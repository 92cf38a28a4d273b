import fs from 'node:fs';
import path from 'node:path';
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
