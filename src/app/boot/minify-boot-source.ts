import { minify } from 'vite';

/**
 * public/boot.js as the build ships it (scripts/minify-boot-script.ts): minified by Vite's own
 * minifier, ES2015 at most (the bundle's own target is later), so the first screen still paints on
 * a browser the bundle then tells it is too old for. Build-time code kept beside the boot rules so
 * their tests can run what the build ships (boot-scripts.test-support.ts); no page imports it.
 */
export async function minifyBootSource(source: string): Promise<string> {
  const result = await minify('boot.js', source, { compress: { target: 'es2015' }, mangle: true });
  if (result.errors.length > 0) throw new Error(`boot.js: ${result.errors.map((e) => e.message).join('; ')}`);
  return result.code;
}
