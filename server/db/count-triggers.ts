import { sql, type Kysely } from 'kysely';

/**
 * List totals and unread counts kept on write (issue 28, decision 0059), the way migration 0012
 * keeps learner totals: a trigger in both engines' forms, so every writer (a service, a seed, an
 * administrator's tool still to come, a test helper) moves the counter in its own statement's
 * transaction. A source names a table and, for one row version (`r` is NEW or OLD), the SELECTs
 * that yield `(eid, g, k)`: the counters of `list_counts` the row counts towards (g NULL: none).
 *
 * One statement per write: -1 for each key of the old version, +1 for each of the new, keys in
 * both cancel (GROUP BY … HAVING), applied in key order so two transactions lock shared counters
 * in the same order on PostgreSQL. The same key SQL over the table fills the counters of rows
 * written before the migration (`fillSql`), and is what the counter tests compare with COUNT(*).
 */
export interface KeySelect {
  /** The counter's group (text), e.g. `'u' || r.user_id`, or NULL when the row does not count. */
  g: string;
  /** The key within the group (text, never NULL; '' when the group is the whole figure). */
  k: string;
  /** Other tables the key reads (e.g. `course_audience a`), joined by `where`. */
  from?: string;
  where?: string;
  /** The counter's enterprise; `r.eid` unless it comes from a joined table. */
  eid?: string;
}

function keySelect(r: string, key: KeySelect, table?: string): string {
  const eid = key.eid ?? `${r}.eid`;
  const from = [table ? `${table} ${r}` : '', key.from ?? ''].filter(Boolean).join(', ');
  return `SELECT ${eid} AS eid, ${key.g} AS g, ${key.k} AS k${from ? ` FROM ${from}` : ''}${key.where ? ` WHERE ${key.where}` : ''}`;
}

export interface CountSource {
  /** Trigger name stem; unique per source. */
  name: string;
  table: string;
  list: string;
  /** Columns whose UPDATE can move a key (none: only INSERT and DELETE count). */
  columns: readonly string[];
  /** The keys of one version of a row referred to as `r` (NEW, OLD, or the table when recounting). */
  keys: (r: string) => readonly KeySelect[];
  /** False when another source already counts the same keys from its side (fill once). */
  fill?: boolean;
}

function versions(source: CountSource, old: boolean, neu: boolean): string {
  const part = (r: string, s: number) =>
    source
      .keys(r)
      .map((key) => `SELECT x.eid AS eid, x.g AS g, x.k AS k, ${s} AS s FROM (${keySelect(r, key)}) x`)
      .join(' UNION ALL ');
  const parts = [old ? part('OLD', -1) : '', neu ? part('NEW', 1) : ''].filter(Boolean).join(' UNION ALL ');
  return `INSERT INTO list_counts (eid, list, grp, key, n)
    SELECT d.eid, '${source.list}', d.g, d.k, SUM(d.s) FROM (${parts}) d
    WHERE d.g IS NOT NULL GROUP BY d.eid, d.g, d.k HAVING SUM(d.s) <> 0 ORDER BY d.g, d.k
    ON CONFLICT (eid, list, grp, key) DO UPDATE SET n = list_counts.n + excluded.n`;
}

export async function createCountTriggers(db: Kysely<unknown>, source: CountSource, postgres: boolean): Promise<void> {
  const name = `list_counts_${source.name}`;
  if (postgres) {
    const update = source.columns.length ? ` OR UPDATE OF ${source.columns.join(', ')}` : '';
    await sql
      .raw(
        `CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN ${versions(source, false, true)};
        ELSIF TG_OP = 'UPDATE' THEN ${versions(source, true, true)};
        ELSE ${versions(source, true, false)};
        END IF;
        RETURN NULL;
      END $$`,
      )
      .execute(db);
    await sql
      .raw(
        `CREATE TRIGGER ${name} AFTER INSERT${update} OR DELETE ON ${source.table} FOR EACH ROW EXECUTE FUNCTION ${name}()`,
      )
      .execute(db);
    return;
  }
  await sql
    .raw(`CREATE TRIGGER ${name}_insert AFTER INSERT ON ${source.table} BEGIN ${versions(source, false, true)}; END`)
    .execute(db);
  await sql
    .raw(`CREATE TRIGGER ${name}_delete AFTER DELETE ON ${source.table} BEGIN ${versions(source, true, false)}; END`)
    .execute(db);
  if (source.columns.length)
    await sql
      .raw(
        `CREATE TRIGGER ${name}_update AFTER UPDATE OF ${source.columns.join(', ')} ON ${source.table} BEGIN ${versions(source, true, true)}; END`,
      )
      .execute(db);
}

export async function dropCountTriggers(db: Kysely<unknown>, source: CountSource, postgres: boolean): Promise<void> {
  const name = `list_counts_${source.name}`;
  if (postgres) {
    await sql.raw(`DROP TRIGGER IF EXISTS ${name} ON ${source.table}`).execute(db);
    await sql.raw(`DROP FUNCTION IF EXISTS ${name}()`).execute(db);
    return;
  }
  for (const op of ['insert', 'delete', 'update']) await sql.raw(`DROP TRIGGER IF EXISTS ${name}_${op}`).execute(db);
}

/** `(eid, g, k)` of every row now in the table, with the source's own key SQL (fill and tests). */
export function keysOfTableSql(source: CountSource): string {
  return source
    .keys('r')
    .map((key) => keySelect('r', key, source.table))
    .join(' UNION ALL ');
}

/** Insert the counters of the rows already in the source's table (a migration over existing data). */
export async function fillCounts(db: Kysely<unknown>, source: CountSource): Promise<void> {
  if (source.fill === false) return;
  await sql
    .raw(
      `INSERT INTO list_counts (eid, list, grp, key, n)
      SELECT d.eid, '${source.list}', d.g, d.k, COUNT(*) FROM (${keysOfTableSql(source)}) d
      WHERE d.g IS NOT NULL GROUP BY d.eid, d.g, d.k ORDER BY d.g, d.k
      ON CONFLICT (eid, list, grp, key) DO UPDATE SET n = list_counts.n + excluded.n`,
    )
    .execute(db);
}
