import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { openDatabase } from '../server/db/database';
import { copyDatabase, CopyRefusal, formatCounts } from '../server/db/copy';

/**
 * `npm run db:copy -- --from sqlite:./data/portal.db --to postgres://user@host/db [--replace] [--migrate-source]`
 * Moves every table of one database into another (README "PostgreSQL and several processes").
 * Stop the portal first: rows written to the source during the copy would be left behind.
 */
const usage =
  'usage: npm run db:copy -- --from <database url> --to <database url> [--replace] [--migrate-source]\n' +
  '  e.g. --from sqlite:./data/portal.db --to postgres://portal@localhost:5432/portal';

let values;
try {
  ({ values } = parseArgs({
    options: {
      from: { type: 'string' },
      to: { type: 'string' },
      replace: { type: 'boolean', default: false },
      'migrate-source': { type: 'boolean', default: false },
      'batch-rows': { type: 'string' },
    },
  }));
} catch (error) {
  console.error(`${(error as Error).message}\n${usage}`);
  process.exit(2);
}
const batchRows = values['batch-rows'] === undefined ? undefined : Number(values['batch-rows']);
if (!values.from || !values.to || values.from === values.to || (batchRows !== undefined && !(batchRows >= 1))) {
  console.error(values.from && values.from === values.to ? 'db:copy: --from and --to name the same database' : usage);
  process.exit(2);
}

// Opening a SQLite file creates it: a mistyped source path would be copied as an empty database.
const sourceFile = /^(?:sqlite:|file:)(.+)$/.exec(values.from)?.[1];
if (sourceFile && sourceFile !== ':memory:' && !fs.existsSync(sourceFile)) {
  console.error(`db:copy: the source database file ${sourceFile} does not exist`);
  process.exit(2);
}

// Passwords in a URL stay off the screen.
const shown = (url: string) => url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');
const source = openDatabase(values.from);
const target = openDatabase(values.to);
console.log(`Copying ${shown(values.from)} → ${shown(values.to)}`);
const started = Date.now();
let code = 0;
try {
  const counts = await copyDatabase(source, target, {
    replace: values.replace,
    migrateSource: values['migrate-source'],
    batchRows,
    log: (line) => console.log(line),
  });
  console.log(`\n${formatCounts(counts)}\n`);
  console.log(
    `Copied ${counts.length} tables in ${((Date.now() - started) / 1000).toFixed(1)} s; every row count matches.`,
  );
} catch (error) {
  code = 1;
  if (error instanceof CopyRefusal) console.error(`db:copy refused: ${error.message}`);
  else console.error(`db:copy failed, nothing was written to the target: ${(error as Error).message}`);
} finally {
  await source.destroy();
  await target.destroy();
}
process.exit(code);
