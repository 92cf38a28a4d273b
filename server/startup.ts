import type { Kysely } from 'kysely';
import type { ServerConfig } from './config';
import { migrateToLatest } from './db/database';
import type { Database } from './db/schema';
import { installFirstEnterprise } from './db/seed/first-install';
import { isEmpty, seedDemo } from './db/seed/seed';

/** What start-up put into an empty database, for the start-up banner. */
export type FirstStart = 'demo' | 'bootstrap' | null;

/** The database is empty and nothing says what to create: starting would serve an unusable portal. */
export class StartupRefusal extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StartupRefusal';
  }
}

/**
 * Migrate, then fill an empty database: the demo data set when config.seedDemo (the default of
 * `npm start`; SEED_DEMO=true in production), else the first enterprise and administrator from
 * BOOTSTRAP_*. A database that already holds data is never touched.
 */
export async function prepareDatabase(db: Kysely<Database>, config: ServerConfig, now: number): Promise<FirstStart> {
  await migrateToLatest(db);
  if (!(await isEmpty(db))) return null;
  if (config.seedDemo) {
    await seedDemo(db);
    return 'demo';
  }
  if (config.bootstrap) {
    await installFirstEnterprise(db, { ...config.bootstrap, eid: config.defaultEid, now });
    return 'bootstrap';
  }
  throw new StartupRefusal(
    'The database is empty. Set BOOTSTRAP_ENTERPRISE_NAME, BOOTSTRAP_ADMIN_ACCOUNT and BOOTSTRAP_ADMIN_PASSWORD ' +
      'to create the first enterprise and its administrator, or SEED_DEMO=true for the demo data set.',
  );
}
