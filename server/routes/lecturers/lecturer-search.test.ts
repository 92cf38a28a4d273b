import { sql, type Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LECTURER_LIMITS } from '../../../protocol';
import { isPostgres } from '../../db/engine';
import type { Database } from '../../db/schema';
import { copyDatabase } from '../../db/copy';
import { openDatabase } from '../../db/database';
import { crossTenant, forTenant } from '../../db/tenant-scope';
import { migratedDatabase, type TestDatabase } from '../../test-support/test-database';
import { listLecturers, type ListQuery } from './lecturers.service';

/**
 * The keyword search through the trigram index (decision 0071) answers exactly what the LIKE scan
 * answered: the same total (capped), the same rows in the same order, on both engines — for
 * Chinese, mixed case, LIKE's wildcards and FTS5's quote in the keyword, keywords under three
 * characters, after inserts, updates and deletes, and never another enterprise's lecturers.
 */
let test: TestDatabase;
let db: Kysely<Database>;
beforeEach(async () => {
  test = await migratedDatabase();
  db = test.db;
});
afterEach(async () => test.close());

const PIECES = [
  'Zhang',
  'zhANG',
  '张三',
  '張三丰',
  '李四',
  'ABC',
  'abc',
  'aBc',
  '50%',
  '5_0',
  'a\\b',
  '"quote"',
  'Subject 7',
  'subject 77',
  'Ünïcode',
  'ünïcode',
  'ΣΑΣ',
  'σας',
  'x',
  '讲师',
  'Lecturer',
];
const KEYWORDS = [
  '张三',
  '張三丰',
  '三丰',
  'abc',
  'ABC',
  'Subject 7',
  'SUBJECT 7',
  'ject 7',
  '50%',
  '%',
  '_',
  '5_0',
  'a\\b',
  '\\',
  '"quote',
  '"',
  'ünï',
  'ÜNÏ',
  'σας',
  'ΣΑΣ',
  'nothing here',
  'zh',
  'x',
  '讲师',
  'lecturer 1',
  'b", "a',
];
const TYPES = ['internal', 'external', 'public'] as const;

/** A small deterministic generator (mulberry32): the same rows on every run and engine. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}
const rand = random(2871);
const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)]!;
const text = (n: number) => Array.from({ length: n }, () => pick(PIECES)).join(pick([' ', '', '-']));

async function addLecturers(eid: number, count: number): Promise<void> {
  const rows = Array.from({ length: count }, (_, i) => ({
    eid,
    name: `${text(2)} ${i}`,
    type: pick(TYPES),
    category_id: 1 + Math.floor(rand() * 3),
    headline: rand() < 0.3 ? JSON.stringify({ zh_cn: text(2), en_us: text(1) }) : text(2),
    labels: JSON.stringify([text(1), text(1)].slice(0, 1 + Math.floor(rand() * 2))),
    sort: Math.floor(rand() * 50),
    enabled: rand() < 0.9 ? 1 : 0,
    created_at: 1,
  }));
  for (let i = 0; i < rows.length; i += 200)
    await crossTenant(db)
      .insertInto('lecturers')
      .values(rows.slice(i, i + 200))
      .execute();
}

/** What the search must answer, computed here: LIKE folds ASCII case only (both engines, decision 0040). */
async function expected(eid: number, query: ListQuery): Promise<{ total: number; ids: number[] }> {
  const fold = (s: string) => s.replace(/[A-Z]/g, (c) => c.toLowerCase());
  const rows = await forTenant(db, eid).selectFrom('lecturers').selectAll().execute();
  const hits = rows
    .filter((r) => r.enabled === 1 && (query.type === '' || r.type === query.type))
    .filter((r) => query.catid <= 0 || r.category_id === query.catid)
    .filter((r) => [r.name, r.headline, r.labels].some((v) => fold(v).includes(fold(query.keyword))))
    .sort((a, b) => a.sort - b.sort || a.id - b.id);
  const size = LECTURER_LIMITS.pageSize;
  const ids = hits.slice((query.page - 1) * size, query.page * size).map((r) => r.id);
  return { total: Math.min(hits.length, LECTURER_LIMITS.searchTotalCap + 1), ids };
}

async function compareAll(keywords: readonly string[]): Promise<number> {
  const scope = { db: forTenant(db, 1), eid: 1, viewer: null, language: 'en_us' as const, now: 1 };
  let compared = 0;
  for (const keyword of keywords)
    for (const [type, catid, page] of [
      ['', 0, 1],
      ['', 0, 2],
      [pick(TYPES), 0, 1],
      ['', 2, 1],
      ['', 0, 11],
    ] as const) {
      const query: ListQuery = { keyword, type, catid, page };
      const indexed = await listLecturers(scope, query);
      const scanned = await listLecturers(scope, query, { likeScanOnly: true });
      expect({ query, result: indexed }).toEqual({ query, result: scanned });
      const want = await expected(1, query);
      expect({ query, total: indexed.total, ids: indexed.list.map((l) => l.id) }).toEqual({ query, ...want });
      compared += want.ids.length;
    }
  return compared;
}

describe('lecturer keyword search through the trigram index', () => {
  it('answers what the LIKE scan answers, on seeded and random rows, and only the own enterprise', async () => {
    await addLecturers(2, 300); // another enterprise's lecturers, of the same words, first in id order
    await addLecturers(1, 700);
    // A common word beyond the cap, and keywords cut from the rows themselves, case flipped.
    const names = (await forTenant(db, 1).selectFrom('lecturers').select(['name', 'labels']).execute()).flatMap((r) => [
      r.name,
      r.labels,
    ]);
    const cut = Array.from({ length: 12 }, () => {
      const source = [...pick(names)];
      const start = Math.floor(rand() * Math.max(1, source.length - 3));
      const piece = source.slice(start, start + 2 + Math.floor(rand() * 5)).join('');
      return rand() < 0.5 ? piece.toUpperCase() : piece;
    });
    const compared = await compareAll([...KEYWORDS, ...cut]);
    expect(compared).toBeGreaterThan(500); // the comparisons saw real rows, not only empty pages
    const other = await forTenant(db, 2).selectFrom('lecturers').select('id').execute();
    const scope = { db: forTenant(db, 1), eid: 1, viewer: null, language: 'en_us' as const, now: 1 };
    for (const keyword of ['abc', '张三', 'Subject 7']) {
      const found = await listLecturers(scope, { keyword, type: '', catid: 0, page: 1 });
      expect(found.list.some((l) => other.some((o) => o.id === l.id))).toBe(false);
    }
  });

  it('follows inserts, updates of the searched text and deletes', async () => {
    await addLecturers(1, 300);
    const ids = (await forTenant(db, 1).selectFrom('lecturers').select('id').orderBy('id').execute()).map((r) => r.id);
    for (const id of ids.filter((_, i) => i % 7 === 0))
      await crossTenant(db)
        .updateTable('lecturers')
        .set({ name: `${text(2)} renamed`, labels: '["Trigram 新标签"]' })
        .where('id', '=', id)
        .execute();
    for (const id of ids.filter((_, i) => i % 11 === 0))
      await crossTenant(db)
        .updateTable('lecturers')
        .set({ rating_sum: 5, rating_count: 1, sort: 3 })
        .where('id', '=', id)
        .execute();
    await crossTenant(db)
      .deleteFrom('lecturers')
      .where(
        'id',
        'in',
        ids.filter((_, i) => i % 5 === 0),
      )
      .execute();
    await addLecturers(1, 50);
    expect(await compareAll([...KEYWORDS, 'renamed', 'trigram 新标签', '新标签'])).toBeGreaterThan(100);
    if (!isPostgres(db)) {
      // SQLite's own check of an external-content FTS5 index against its table.
      await sql`insert into lecturers_search(lecturers_search, rank) values ('integrity-check', 1)`.execute(db);
    }
  });

  it('is rebuilt by a copy of the database into SQLite (the copy writes with the triggers off)', async () => {
    await addLecturers(1, 200);
    const target = openDatabase('sqlite::memory:');
    try {
      await copyDatabase(db, target);
      const scope = { db: forTenant(target, 1), eid: 1, viewer: null, language: 'en_us' as const, now: 1 };
      for (const keyword of ['abc', '张三', 'Subject 7', 'lecturer 1']) {
        const query: ListQuery = { keyword, type: '', catid: 0, page: 1 };
        const found = await listLecturers(scope, query);
        expect({ keyword, total: found.total, ids: found.list.map((l) => l.id) }).toEqual({
          keyword,
          ...(await expected(1, query)),
        });
      }
      await sql`insert into lecturers_search(lecturers_search, rank) values ('integrity-check', 1)`.execute(target);
    } finally {
      await target.destroy();
    }
  });
});
