import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

/** Text files worth compressing; images, fonts and media are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|wasm|txt)$/;
/** Below this a compressed copy saves less than a packet. */
const MIN_BYTES = 1024;

/** Every compressible file under `dir`, recursively. */
function compressibleFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return compressibleFiles(file);
    return COMPRESSIBLE.test(entry.name) && fs.statSync(file).size >= MIN_BYTES ? [file] : [];
  });
}

/**
 * Writes a Brotli (.br) and a gzip (.gz) copy beside each text file of the build, once, at build
 * time; the server (@fastify/static preCompressed) sends the copy the browser accepts. A phone on a
 * slow network then downloads about a quarter of the bytes, and the server spends no CPU on it.
 * A copy that would not be smaller is not written.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'learning-portal:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      // A build that failed wrote nothing: let its own error show, not this hook's.
      if (!fs.existsSync(outDir)) return;
      for (const file of compressibleFiles(outDir)) {
        const source = fs.readFileSync(file);
        const brotli = zlib.brotliCompressSync(source, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
          },
        });
        if (brotli.length < source.length) fs.writeFileSync(`${file}.br`, brotli);
        const gzip = zlib.gzipSync(source, { level: zlib.constants.Z_BEST_COMPRESSION });
        if (gzip.length < source.length) fs.writeFileSync(`${file}.gz`, gzip);
      }
    },
  };
}
