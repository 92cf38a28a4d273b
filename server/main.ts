import { readConfigOrExit } from './config';
import { buildApp } from './app';
import { openDatabase } from './db/database';
import { DEMO_PASSWORD, DEMO_ENTERPRISES, DEMO_USERS } from './db/seed/demo-data';
import { prepareDatabase, StartupRefusal } from './startup';

/**
 * `npm start` (demo): migrate, seed a fresh database, listen, and tell the person what to open.
 * `npm run start:prod` (NODE_ENV=production): migrate, create only what BOOTSTRAP_* names, no
 * development pages; README "Production".
 */
const config = readConfigOrExit();
const db = openDatabase(config.databaseUrl);
let firstStart;
try {
  firstStart = await prepareDatabase(db, config, Date.now());
} catch (error) {
  if (!(error instanceof StartupRefusal)) throw error;
  console.error(error.message);
  await db.destroy();
  process.exit(1);
}

const app = await buildApp({ db, config });
await app.listen({ port: config.port, host: config.host });

const url = `http://localhost:${config.port}`;
const note = {
  demo: ' (fresh: demo data seeded)',
  bootstrap: ' (fresh: first enterprise and administrator created)',
};
const lines = [
  '',
  `  learning-portal is running at ${url}${config.production ? ' (production)' : ''}`,
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

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app
      .close()
      .then(() => db.destroy())
      .then(() => process.exit(0));
  });
}
