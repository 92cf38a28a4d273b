import type { Kysely } from 'kysely';
import { BIRTHDAY_TYPES, type BirthdayType, type DepartmentNode, type Language } from '../../../protocol';
import type { Database, Department } from '../../db/schema';

/** Every department of one enterprise, in tree order (sort, then id). */
export async function listDepartments(db: Kysely<Database>): Promise<Department[]> {
  return db.selectFrom('departments').selectAll().orderBy('sort').orderBy('id').execute();
}

/** Rows → nested nodes. A node whose parent is missing (another tenant's, deleted) is shown at the top. */
export function buildDepartmentTree(rows: readonly Department[]): DepartmentNode[] {
  const nodes = new Map<number, DepartmentNode>(
    rows.map((row) => [row.id, { id: row.id, name: row.name, children: [] }]),
  );
  const roots: DepartmentNode[] = [];
  for (const row of rows) {
    const node = nodes.get(row.id)!;
    const parent = row.parent_id === null ? undefined : nodes.get(row.parent_id);
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

/** Names from the top of the tree down to the department; empty when it is not among the rows. */
export function departmentPath(rows: readonly Department[], id: number | null): string[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const path: string[] = [];
  const seen = new Set<number>();
  let current = id === null ? undefined : byId.get(id);
  // `seen` guards against a corrupt cycle in parent links.
  while (current && !seen.has(current.id)) {
    seen.add(current.id);
    path.unshift(current.name);
    current = current.parent_id === null ? undefined : byId.get(current.parent_id);
  }
  return path;
}

const BIRTHDAY_TYPE_LABELS: Record<BirthdayType, Record<Language, string>> = {
  solar: { zh_cn: '公历', zh_hant: '國曆', en_us: 'Solar (Gregorian)' },
  lunar: { zh_cn: '农历', zh_hant: '農曆', en_us: 'Lunar (Chinese calendar)' },
};

/** GET /v1/user/get-department/get-birthday-type: the calendars a birthday may be given in. */
export function birthdayTypes(language: Language): Array<{ value: BirthdayType; label: string }> {
  return BIRTHDAY_TYPES.map((value) => ({ value, label: BIRTHDAY_TYPE_LABELS[value][language] }));
}
