import { readConfigOrExit } from '../../config';
import { migrateToLatest, openDatabase } from '../database';
import { isEmpty, seedDemo } from './seed';

/** `npm run db:seed`: migrate, then seed when the database is empty. */
const config = readConfigOrExit();
const db = openDatabase(config.databaseUrl);
await migrateToLatest(db);
if (await isEmpty(db)) {
  await seedDemo(db);
  console.log('Seeded the demo data set.');
} else {
  console.log('The database already holds data; nothing seeded.');
}
await db.destroy();
