import { randomBytes } from 'node:crypto';
import pg from 'pg';

/*
 * Server tests on PostgreSQL (DATABASE_URL=postgres://…, decision 0040). The vitest globalSetup
 * (postgres-global-setup.ts) migrates and seeds one template database before any worker starts;
 * every test app then gets its own copy (CREATE DATABASE … TEMPLATE, a file copy on the server)
 * and drops it when it closes, as each SQLite test app gets its own in-memory copy.
 */

export function isPostgresUrl(url: string | undefined): url is string {
  return !!url && /^postgres(ql)?:\/\//.test(url);
}

/** The same server and credentials, another database. */
export function databaseUrl(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** What a template holds: the demo data set (what createTestApp serves) or only the schema. */
export type TemplateKind = 'seeded' | 'migrated';

/** Every database of a test run starts with this (the teardown drops what is left of them). */
function prefix(url: string): string {
  const base = decodeURIComponent(new URL(url).pathname.slice(1)) || 'postgres';
  return `${base}_test_`.replace(/[^a-z0-9_]/gi, '_').toLowerCase();
}

/** A template's name: fixed per DATABASE_URL, so the global setup and the workers agree without messages. */
export function templateName(url: string, kind: TemplateKind): string {
  return `${prefix(url)}${kind}_template`;
}

/** Run statements on DATABASE_URL's own database (CREATE/DROP DATABASE cannot run inside the one dropped). */
export async function onServer(url: string, statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

let counter = 0;
/** One seeded copy made ahead per worker: copying takes about half a second, so the next app's is ready. */
let spare: Promise<string> | undefined;

async function newCopy(url: string, kind: TemplateKind | 'empty'): Promise<string> {
  // pid and counter keep a worker's names apart; the random part, a later worker that got a reused pid.
  const name = `${prefix(url)}${process.pid}_${++counter}_${randomBytes(3).toString('hex')}`;
  const template = kind === 'empty' ? 'template0' : templateName(url, kind);
  // FILE_COPY (PostgreSQL 15+) copies the files: half the time of the default WAL_LOG, which writes every page to the WAL.
  await onServer(url, [`CREATE DATABASE ${quote(name)} TEMPLATE ${quote(template)} STRATEGY = FILE_COPY`]);
  return name;
}

/**
 * A new database copied from a template ('empty': a database with no tables at all); returns its URL and a function that drops it. The drop
 * runs in the background (a test's close need not wait for it); whatever is left at the end of
 * the run, the global teardown drops.
 */
export async function copyOfTemplate(
  url: string,
  kind: TemplateKind | 'empty' = 'seeded',
): Promise<{ url: string; drop: () => Promise<void> }> {
  let name: string;
  if (kind === 'seeded') {
    name = await (spare ?? newCopy(url, kind));
    spare = newCopy(url, kind);
    spare.catch(() => {}); // a failure shows when it is taken
  } else {
    name = await newCopy(url, kind);
  }
  return {
    url: databaseUrl(url, name),
    drop: async () => {
      onServer(url, [`DROP DATABASE IF EXISTS ${quote(name)} WITH (FORCE)`]).catch(() => {});
    },
  };
}

/** Create an empty template database; the caller migrates (and seeds) it. */
export async function createTemplate(url: string, kind: TemplateKind): Promise<string> {
  await onServer(url, [`CREATE DATABASE ${quote(templateName(url, kind))}`]);
  return databaseUrl(url, templateName(url, kind));
}

/** Drop the templates and every copy still there (a test that never closed its app, the spare copies). */
export async function dropTestDatabases(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(
      `select datname from pg_database where starts_with(datname, $1)`,
      [prefix(url)],
    );
    for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS ${quote(datname)} WITH (FORCE)`);
  } finally {
    await client.end();
  }
}
