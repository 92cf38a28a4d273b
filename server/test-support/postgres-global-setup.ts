import { createTemplate, dropTestDatabases, isPostgresUrl, type TemplateKind } from './postgres-test-db';

/**
 * vitest globalSetup of the node project: with DATABASE_URL=postgres://… the template databases the
 * tests copy (seeded: what createTestApp serves; migrated: the schema only) are built here, once,
 * before the workers start (so parallel workers never race to build them); after the run they and
 * every copy left over are dropped. On SQLite it does nothing.
 */
export default async function setup(): Promise<(() => Promise<void>) | undefined> {
  const url = process.env.DATABASE_URL;
  if (!isPostgresUrl(url)) return undefined;
  const { postgresDatabase, migrateToLatest } = await import('../db/database');
  const { seedDemo } = await import('../db/seed/seed');
  await dropTestDatabases(url); // an earlier run's, on a server that outlived it
  for (const kind of ['migrated', 'seeded'] satisfies TemplateKind[]) {
    const db = postgresDatabase(await createTemplate(url, kind), { max: 2 });
    try {
      await migrateToLatest(db);
      if (kind === 'seeded') await seedDemo(db);
    } finally {
      // A template must have no connections when it is copied.
      await db.destroy();
    }
  }
  return () => dropTestDatabases(url);
}
