#!/usr/bin/env node
/**
 * Runs npm scripts side by side and fails when any fails: `npm test` type-checks and lints at the
 * same time, since each keeps one core busy for about a minute and CI machines have two
 * (docs/performance.md, "Test time"). Each line of output carries its script's name.
 */
import { spawn } from 'node:child_process';

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('usage: node scripts/parallel.mjs <npm script>...');
  process.exit(2);
}

function prefixed(name, stream, out) {
  let rest = '';
  stream.on('data', (chunk) => {
    const lines = (rest + chunk.toString()).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) out.write(`[${name}] ${line}\n`);
  });
  stream.on('end', () => rest && out.write(`[${name}] ${rest}\n`));
}

const runs = scripts.map(
  (name) =>
    new Promise((resolve) => {
      const child = spawn('npm', ['run', '--silent', name], { stdio: ['ignore', 'pipe', 'pipe'] });
      prefixed(name, child.stdout, process.stdout);
      prefixed(name, child.stderr, process.stderr);
      child.on('close', (code) => resolve({ name, code: code ?? 1 }));
    }),
);

const results = await Promise.all(runs);
const failed = results.filter((result) => result.code !== 0);
for (const { name, code } of failed) console.error(`${name} failed (exit ${code})`);
process.exit(failed.length > 0 ? 1 : 0);
