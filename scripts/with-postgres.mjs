// Runs a command against a throw-away PostgreSQL server (decision 0040):
//
//   node scripts/with-postgres.mjs npm run test:server
//
// Like scripts/ensure-chromium.mjs for the browser, it uses Debian's `postgresql` package (binaries
// under /usr/lib/postgresql/<version>/bin, or PG_BIN) and installs it with apt-get when it is missing
// and we are root. It creates a cluster in a temporary directory, starts it on a free port
// (PG_PORT: the first free port from there; otherwise one the system picks) with its Unix socket in
// that directory, creates the database `portal`, runs the command with DATABASE_URL pointing at it,
// then stops the server and removes the directory — also when the command fails or on Ctrl-C.
// PostgreSQL refuses to run as root: as root the server runs as the `postgres` system user.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const command = process.argv.slice(2);
if (command.length === 0) {
  console.error('usage: node scripts/with-postgres.mjs <command> [args…]');
  process.exit(2);
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const bin = findBinaries() ?? installBinaries();
const runAs = isRoot ? serverUser() : null;

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'learning-portal-pg-'));
const dataDir = path.join(dir, 'data');
const logFile = path.join(dir, 'server.log');
let started = false;
let cleaned = false;

/** Stop the server (fast: it is thrown away) and remove its directory; safe to call twice. */
function cleanUp() {
  if (cleaned) return;
  cleaned = true;
  if (started) asServer(['pg_ctl', '-D', dataDir, '-m', 'immediate', '-w', 'stop'], { stdio: 'ignore' });
  fs.rmSync(dir, { recursive: true, force: true });
}
process.on('exit', cleanUp);
// Until the command runs, a signal stops the set-up and cleans up; afterwards it goes to the command.
let child = null;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (child) return signalGroup(signal);
    cleanUp();
    process.exit(128 + os.constants.signals[signal]);
  });
}

function signalGroup(signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // the group is gone already
  }
}

try {
  if (runAs) {
    fs.chownSync(dir, runAs.uid, runAs.gid);
    fs.chmodSync(dir, 0o700);
  }
  must(
    asServer([
      'initdb',
      '-D',
      dataDir,
      '-U',
      'postgres',
      '--auth=trust',
      '--no-locale',
      '--encoding=UTF8',
      '--no-sync',
    ]),
    'initdb',
  );
  const port = await freePort(Number(process.env.PG_PORT) || 0);
  // A test server: durability settings off (it is deleted afterwards), room for parallel test workers.
  const options = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=300',
  ].join(' ');
  started = true;
  must(asServer(['pg_ctl', '-D', dataDir, '-l', logFile, '-o', options, '-w', '-t', '60', 'start']), 'pg_ctl start');
  must(
    spawnSync(path.join(bin, 'createdb'), ['-h', dir, '-p', String(port), '-U', 'postgres', 'portal'], {
      stdio: 'pipe',
      encoding: 'utf8',
    }),
    'createdb',
  );
  const databaseUrl = `postgres://postgres@127.0.0.1:${port}/portal`;
  console.log(
    `PostgreSQL ${path.basename(path.dirname(bin))} on port ${port} (temporary); DATABASE_URL=${databaseUrl}`,
  );

  // Its own process group: a signal reaches the whole command (npm, vitest and its workers), not
  // only npm, and nothing of it outlives the server it talks to.
  // Its own process group: a signal reaches the whole command (npm, vitest and its workers), not
  // only npm, and nothing of it outlives the server it talks to.
  child = spawn(command[0], command.slice(1), {
    stdio: 'inherit',
    detached: true,
    env: { ...process.env, DATABASE_URL: databaseUrl },
  });
  const code = await new Promise((resolve) => {
    child.on('error', (error) => {
      console.error(`could not run ${command[0]}: ${error.message}`);
      resolve(127);
    });
    child.on('exit', (status, signal) => resolve(status ?? (signal ? 128 + (os.constants.signals[signal] ?? 1) : 1)));
  });
  signalGroup('SIGKILL'); // anything the command left running
  cleanUp();
  process.exit(code);
} catch (error) {
  console.error(String(error instanceof Error ? error.message : error));
  if (fs.existsSync(logFile)) console.error(fs.readFileSync(logFile, 'utf8').split('\n').slice(-20).join('\n'));
  cleanUp();
  process.exit(1);
}

/** Run one of the server's programs, as the `postgres` user when we are root. */
function asServer(args, options = {}) {
  const program = path.join(bin, args[0]);
  // Quiet unless it fails (must() prints what it said then).
  const spawnOptions = { stdio: 'pipe', encoding: 'utf8', cwd: dir, ...options };
  if (!runAs) return spawnSync(program, args.slice(1), spawnOptions);
  if (runAs.runuser) return spawnSync('runuser', ['-u', runAs.name, '--', program, ...args.slice(1)], spawnOptions);
  // No runuser (util-linux): su with a shell command, each argument quoted.
  const quoted = [program, ...args.slice(1)].map((a) => `'${a.replace(/'/g, `'\\''`)}'`).join(' ');
  return spawnSync('su', [runAs.name, '-s', '/bin/sh', '-c', quoted], spawnOptions);
}

function must(result, what) {
  if (result.error) throw new Error(`${what} failed: ${result.error.message}`);
  if (result.status !== 0 && (result.stdout || result.stderr))
    console.error(`${result.stdout ?? ''}${result.stderr ?? ''}`);
  if (result.status !== 0) throw new Error(`${what} failed (exit ${result.status})`);
}

/** The newest /usr/lib/postgresql/<version>/bin that has a server, or PG_BIN. */
function findBinaries() {
  if (process.env.PG_BIN) {
    if (fs.existsSync(path.join(process.env.PG_BIN, 'postgres'))) return process.env.PG_BIN;
    console.error(`PG_BIN=${process.env.PG_BIN} has no postgres binary.`);
    process.exit(1);
  }
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return null;
  const versions = fs
    .readdirSync(root)
    .filter((v) => fs.existsSync(path.join(root, v, 'bin', 'postgres')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? path.join(root, versions[0], 'bin') : null;
}

function installBinaries() {
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (!isRoot || !hasApt) {
    console.error(
      "PostgreSQL not found under /usr/lib/postgresql: install Debian's postgresql (sudo apt-get install -y postgresql) or set PG_BIN to the directory holding initdb, pg_ctl and postgres.",
    );
    process.exit(1);
  }
  console.log("PostgreSQL not found: installing Debian's postgresql with apt-get (about a minute)…");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', '--no-install-recommends', 'postgresql'],
  ]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.status !== 0) {
      console.error(
        `apt-get ${args.join(' ')} failed (exit ${result.status}); install postgresql by hand and run again.`,
      );
      process.exit(1);
    }
  }
  const found = findBinaries();
  if (!found) {
    console.error('apt-get finished but no server is under /usr/lib/postgresql; set PG_BIN.');
    process.exit(1);
  }
  return found;
}

/** The system user the server runs as when we are root (the package creates `postgres`). */
function serverUser() {
  const name = process.env.PG_USER || 'postgres';
  const uid = spawnSync('id', ['-u', name], { encoding: 'utf8' });
  const gid = spawnSync('id', ['-g', name], { encoding: 'utf8' });
  if (uid.status !== 0) {
    console.error(`PostgreSQL refuses to run as root and there is no '${name}' user: create one or set PG_USER.`);
    process.exit(1);
  }
  const runuser = spawnSync('sh', ['-c', 'command -v runuser'], { stdio: 'ignore' }).status === 0;
  return { name, uid: Number(uid.stdout), gid: Number(gid.stdout), runuser };
}

/** `from` if it is free (or the next free one after it); with no `from`, any port the system gives. */
async function freePort(from) {
  for (let port = from; port < (from || 0) + 100; port++) {
    const free = await new Promise((resolve) => {
      const server = net.createServer();
      server.once('error', () => resolve(null));
      server.listen(port, '127.0.0.1', () => {
        const { port: bound } = server.address();
        server.close(() => resolve(bound));
      });
    });
    if (free) return free;
  }
  throw new Error(`no free port from ${from}`);
}
