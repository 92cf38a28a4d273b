import { readConfigOrExit } from './config';
import { buildApp } from './app';
import { migrateToLatest, openDatabase } from './db/database';
import { DEMO_PASSWORD, DEMO_ENTERPRISES, DEMO_USERS } from './db/seed/demo-data';
import { isEmpty, seedDemo } from './db/seed/seed';

/** `npm start`: migrate, seed a fresh database, listen, and tell the person what to open. */
const config = readConfigOrExit();
const db = openDatabase(config.databaseUrl);
await migrateToLatest(db);
const seeded = await isEmpty(db);
if (seeded) await seedDemo(db);

const app = await buildApp({ db, config });
await app.listen({ port: config.port, host: config.host });

const url = `http://localhost:${config.port}`;
const lines = [
  '',
  `  learning-portal is running at ${url}`,
  `  database: ${config.databaseUrl}${seeded ? ' (fresh: demo data seeded)' : ''}`,
  '',
  `  Demo accounts (password ${DEMO_PASSWORD}):`,
  ...DEMO_USERS.map((u) => {
    const enterprise = DEMO_ENTERPRISES.find((e) => e.id === u.eid)!;
    return `    ${u.account.padEnd(10)} ${enterprise.name} (eid ${u.eid}) — ${u.role}  ${url}/login?eid=${u.eid}`;
  }),
  '',
];
console.log(lines.join('\n'));

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app
      .close()
      .then(() => db.destroy())
      .then(() => process.exit(0));
  });
}
