import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * A throw-away PostgreSQL server for the soak (bench/soak.ts): a fresh cluster in a temporary
 * directory on a free loopback port, trust authentication (nothing but this machine can reach
 * it), removed afterwards. The soak restarts it mid-run, which a shared test server could not
 * allow, so it runs its own. Binaries: PG_BIN, else the newest /usr/lib/postgresql/<n>/bin
 * (Debian's `postgresql` package), else pg_ctl on the PATH. As root the server runs as the
 * `postgres` user, since PostgreSQL refuses to run as root.
 */
export interface SoakPostgres {
  url: string;
  /** Stop (fast: open connections are cut), stay down for `downMs`, start again. */
  restart(downMs: number): Promise<void>;
  stop(): void;
}

function binDir(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  if (fs.existsSync(root)) {
    const versions = fs
      .readdirSync(root)
      .filter((v) => fs.existsSync(path.join(root, v, 'bin', 'pg_ctl')))
      .sort((a, b) => Number(b) - Number(a));
    if (versions[0]) return path.join(root, versions[0], 'bin');
  }
  const found = spawnSync('sh', ['-c', 'command -v pg_ctl'], { encoding: 'utf8' }).stdout.trim();
  if (found) return path.dirname(found);
  throw new Error('soak: no PostgreSQL server binaries found (install postgresql, or set PG_BIN)');
}

function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** A free port from SOAK_PG_PORTS (first-last, default 55460-55479), else one the system picks. */
async function freePort(): Promise<number> {
  const [first, last] = (process.env.SOAK_PG_PORTS ?? '55460-55479').split('-').map(Number) as [number, number];
  for (let port = first; port <= last; port++) if (await portFree(port)) return port;
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export async function startPostgres(log: (line: string) => void): Promise<SoakPostgres> {
  const bin = binDir();
  const asRoot = process.getuid?.() === 0;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-soak-pg-'));
  const data = path.join(dir, 'data');
  if (asRoot) execFileSync('chown', ['postgres:', dir]);
  const run = (tool: string, args: string[]) => {
    const [command, argv] = asRoot
      ? ['runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args]]
      : [path.join(bin, tool), args];
    execFileSync(command, argv, { stdio: ['ignore', 'pipe', 'pipe'], cwd: dir });
  };
  const port = await freePort();
  run('initdb', ['-D', data, '-U', 'portal', '--auth=trust', '-E', 'UTF8', '--no-locale']);
  // Loopback only; the socket lives in the temporary directory, not the system's /var/run.
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c max_connections=200`;
  const start = () => run('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'server.log'), '-w', 'start']);
  start();
  run('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'portal', 'portal']);
  log(`  PostgreSQL ${path.basename(path.dirname(bin))} on 127.0.0.1:${port} (temporary cluster)`);
  let stopped = false;
  return {
    url: `postgres://portal@127.0.0.1:${port}/portal`,
    async restart(downMs) {
      run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      await new Promise((resolve) => setTimeout(resolve, downMs));
      start();
    },
    stop() {
      if (stopped) return;
      stopped = true;
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
