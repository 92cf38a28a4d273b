import { readConfigOrExit } from './config';
import { buildApp } from './app';
import { isClusterWorker, startCluster } from './cluster';
import { openDatabase } from './db/database';
import { DEMO_PASSWORD, DEMO_ENTERPRISES, DEMO_USERS } from './db/seed/demo-data';
import { prepareDatabase, StartupRefusal, type FirstStart } from './startup';

/**
 * `npm start` (demo): migrate, seed a fresh database, listen, and tell the person what to open.
 * `npm run start:prod` (NODE_ENV=production): migrate, create only what BOOTSTRAP_* names, no
 * development pages; README "Production".
 * WORKERS=N: this process prepares the database once, then forks N workers that serve the port
 * (server/cluster.ts); a worker runs this file again and goes straight to serving.
 */
const config = readConfigOrExit();
const worker = isClusterWorker();
const db = openDatabase(config.databaseUrl);
let firstStart: FirstStart = null;
if (!worker) {
  try {
    firstStart = await prepareDatabase(db, config, Date.now());
  } catch (error) {
    if (!(error instanceof StartupRefusal)) throw error;
    console.error(error.message);
    await db.destroy();
    process.exit(1);
  }
}

if (config.workers > 1 && !worker) {
  // The primary keeps no connection open: the workers open their own.
  await db.destroy();
  await startCluster(config).listening;
  printBanner(`${config.workers} worker processes`);
} else {
  const app = await buildApp({ db, config });
  // Outside production, which process answered (the scale-out tests and a person checking the balance read it).
  if (worker && !config.production)
    app.addHook('onSend', async (_request, reply) => {
      reply.header('x-served-by', String(process.pid));
    });
  await app.listen({ port: config.port, host: config.host });
  if (!worker) printBanner();
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void app
        .close()
        .then(() => db.destroy())
        .then(() => process.exit(0));
    });
  }
}

function printBanner(processes?: string): void {
  const url = `http://localhost:${config.port}`;
  const note = {
    demo: ' (fresh: demo data seeded)',
    bootstrap: ' (fresh: first enterprise and administrator created)',
  };
  const lines = [
    '',
    `  learning-portal is running at ${url}${config.production ? ' (production)' : ''}${processes ? `, ${processes}` : ''}`,
    `  database: ${config.databaseUrl}${firstStart ? note[firstStart] : ''}`,
    '',
  ];
  // Demo accounts exist only where demo data was (or is allowed to be) seeded.
  if (config.seedDemo) {
    lines.push(
      `  Demo accounts (password ${DEMO_PASSWORD}):`,
      ...DEMO_USERS.map((u) => {
        const enterprise = DEMO_ENTERPRISES.find((e) => e.id === u.eid)!;
        return `    ${u.account.padEnd(10)} ${enterprise.name} (eid ${u.eid}) — ${u.role}  ${url}/login?eid=${u.eid}`;
      }),
      '',
    );
  }
  console.log(lines.join('\n'));
}
