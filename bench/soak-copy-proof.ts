import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium';
import { signInByApi } from '../e2e/support/sign-in';
import { signIn } from './api-load';

/**
 * The demo database moved to PostgreSQL and used there (issue 21 "the copy command moves the demo
 * database and the portal works on it"), run under scripts/with-postgres.mjs, which gives
 * DATABASE_URL:
 *
 *   node scripts/with-postgres.mjs npx tsx bench/soak-copy-proof.ts <demo.db> <built portal dir> <out dir>
 *
 * copies the SQLite file with the real `npm run db:copy`, starts the server as `npm run serve`
 * does with WORKERS=2 over the copy, signs in through the API on both processes, and saves a
 * screenshot of the learner's home page (out dir/home.png).
 */
const [source, portalDir, out] = process.argv.slice(2);
const target = process.env.DATABASE_URL;
if (!source || !portalDir || !out || !target?.startsWith('postgres')) {
  console.error(
    'usage: node scripts/with-postgres.mjs npx tsx bench/soak-copy-proof.ts <demo.db> <portal dir> <out dir>',
  );
  process.exit(2);
}
const root = path.resolve(import.meta.dirname, '..');
fs.mkdirSync(out, { recursive: true });

execFileSync('npm', ['run', '--silent', 'db:copy', '--', '--from', `sqlite:${source}`, '--to', target], {
  cwd: root,
  stdio: 'inherit',
});

const port = 8195;
const log = path.join(out, 'server.log');
const server = spawn(path.join(root, 'node_modules/.bin/tsx'), ['server/main.ts'], {
  cwd: root,
  detached: true,
  stdio: ['ignore', fs.openSync(log, 'w'), fs.openSync(log, 'a')],
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', WORKERS: '2', PORTAL_DIR: path.resolve(portalDir) },
});
let code = 1;
try {
  for (let i = 0; i < 240 && !fs.readFileSync(log, 'utf8').includes('is running at'); i++)
    await new Promise((resolve) => setTimeout(resolve, 500));
  const banner = fs.readFileSync(log, 'utf8');
  console.log(banner.split('\n').slice(0, 4).join('\n'));
  // A database that already holds data is never seeded again: the banner says "fresh" only for an empty one.
  if (banner.includes('fresh')) throw new Error('the server found an empty database');
  const base = `http://127.0.0.1:${port}`;

  // Sign-ins through the API on fresh connections, until both processes have answered one.
  const servedBy = new Set<string>();
  for (let i = 0; i < 20 && servedBy.size < 2; i++) {
    const session = await signIn(base, 'learner', 1);
    const res = await fetch(`${base}/runtime-config.js`, { headers: { connection: 'close' } });
    servedBy.add(res.headers.get('x-served-by') ?? '?');
    if (!session.token) throw new Error('sign-in answered no token');
  }
  console.log(`signed in through the API; processes that answered: ${[...servedBy].join(', ')}`);

  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
  const page = await browser.newPage({ baseURL: base, locale: 'en-US', viewport: { width: 1280, height: 900 } });
  await page.goto(`${base}/login?eid=1`);
  const user = await signInByApi(page, 'learner');
  await page.goto(`${base}/?eid=1`);
  await page.getByText(`Welcome, ${user.username}`).waitFor({ timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: path.join(out, 'home.png') });
  await browser.close();
  console.log(`home page of ${user.username} on the copy: ${path.join(out, 'home.png')}`);
  code = 0;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  console.error(fs.readFileSync(log, 'utf8').slice(-2000));
} finally {
  process.kill(-server.pid!, 'SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
}
process.exit(code);
