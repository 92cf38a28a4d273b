import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { minifyBootSource } from '../src/app/boot/minify-boot-source';

/**
 * public/boot.js (decisions 0062 and 0075) is a classic script every page downloads before the
 * bundle, copied into the build as it is written: comments, long names and all. The build's copy
 * is minified in place (Vite's own minifier), before the compressed copies and the service
 * worker's precache list are made from it: about 1.4 of its 3.7 KB gzip off `/login` and `/index`.
 * The source stays readable; the unit tests run it as written and as minified
 * (src/app/boot/boot-scripts.test-support.ts).
 */
export function minifyBootScript(): Plugin {
  return {
    name: 'learning-portal:minify-boot-script',
    apply: 'build',
    // writeBundle: after Vite has copied public/ into the build, before any closeBundle hook
    // (precompress, the service worker) reads the files.
    async writeBundle(output) {
      if (!output.dir) throw new Error('boot.js: the build names no output folder');
      const file = path.join(output.dir, 'boot.js');
      if (!fs.existsSync(file)) throw new Error(`${file}: public/boot.js was not copied into the build`);
      fs.writeFileSync(file, await minifyBootSource(fs.readFileSync(file, 'utf8')));
    },
  };
}
