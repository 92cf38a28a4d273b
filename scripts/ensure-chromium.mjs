// Makes sure the end-to-end tests have a Chromium: Debian's, at /usr/bin/chromium or CHROMIUM_PATH.
// As root with apt available it installs Debian's `chromium` itself (saying so); otherwise it
// stops with one line that tells the person how to install it.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const custom = process.env.CHROMIUM_PATH;
const target = custom || '/usr/bin/chromium';
if (fs.existsSync(target)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;

if (custom || !isRoot || !hasApt) {
  console.error(
    `Chromium not found at ${target}: install Debian's chromium (sudo apt-get install -y chromium) or set CHROMIUM_PATH to a Chromium binary.`,
  );
  process.exit(1);
}

console.log(`Chromium not found at ${target}: installing Debian's chromium with apt-get (about a minute)…`);
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
for (const args of [
  ['update', '-qq'],
  ['install', '-y', '-qq', '--no-install-recommends', 'chromium'],
]) {
  const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
  if (result.status !== 0) {
    console.error(
      `apt-get ${args.join(' ')} failed (exit ${result.status}); install chromium by hand and run the tests again.`,
    );
    process.exit(1);
  }
}
if (!fs.existsSync(target)) {
  console.error(`apt-get finished but ${target} is still missing; set CHROMIUM_PATH to your Chromium binary.`);
  process.exit(1);
}
console.log(`Installed ${target}.`);
