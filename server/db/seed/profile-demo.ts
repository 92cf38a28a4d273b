import type { Transaction } from 'kysely';
import type { ProfileField } from '../../../protocol';
import type { Database } from '../schema';

/**
 * 0003-profile demo data: real department trees for eid 1 and eid 2, each seeded user's
 * department linked to its node, the newhire account that must change its initial password,
 * and the profile fields eid 1 requires (decision 0005).
 */
interface DemoDepartment {
  name: string;
  children?: DemoDepartment[];
}

export const DEMO_DEPARTMENTS: Record<number, DemoDepartment[]> = {
  1: [
    { name: 'Product', children: [{ name: 'Product Design' }, { name: 'User Research' }] },
    { name: 'Engineering', children: [{ name: 'Platform' }, { name: 'Mobile' }, { name: 'Quality Assurance' }] },
    { name: 'Sales', children: [{ name: 'East Region' }, { name: 'North Region' }, { name: 'Key Accounts' }] },
    { name: 'HR', children: [{ name: 'Recruiting' }, { name: 'Learning & Development' }] },
    { name: 'IT' },
    { name: 'Operations', children: [{ name: 'Customer Service' }, { name: 'Logistics' }] },
  ],
  2: [
    { name: 'Members', children: [{ name: 'Students' }, { name: 'Alumni' }] },
    { name: 'Instructors' },
    { name: 'Community Team' },
  ],
};

/** Fields eid 1 asks every member to fill; eid 2 requires none. */
export const DEMO_REQUIRED_PROFILE_FIELDS: Record<number, ProfileField[]> = { 1: ['email', 'department'] };

/** Accounts that must replace their initial password before anything else. */
export const DEMO_INITIAL_PASSWORD_ACCOUNTS = [{ eid: 1, account: 'newhire' }];

export async function seedProfile(trx: Transaction<Database>): Promise<void> {
  for (const [eid, tree] of Object.entries(DEMO_DEPARTMENTS)) {
    const insert = async (nodes: DemoDepartment[], parentId: number | null): Promise<void> => {
      for (const [index, node] of nodes.entries()) {
        const row = await trx
          .insertInto('departments')
          .values({ eid: Number(eid), parent_id: parentId, name: node.name, sort: index })
          .returning('id')
          .executeTakeFirstOrThrow();
        // A user's legacy department text names a top-level node: link it.
        if (parentId === null) {
          await trx
            .updateTable('users')
            .set({ department_id: row.id })
            .where('eid', '=', Number(eid))
            .where('department', '=', node.name)
            .execute();
        }
        await insert(node.children ?? [], row.id);
      }
    };
    await insert(tree, null);
  }
  for (const [eid, fields] of Object.entries(DEMO_REQUIRED_PROFILE_FIELDS)) {
    await trx
      .updateTable('enterprises')
      .set({ required_profile_fields: JSON.stringify(fields) })
      .where('id', '=', Number(eid))
      .execute();
  }
  for (const a of DEMO_INITIAL_PASSWORD_ACCOUNTS) {
    await trx
      .updateTable('users')
      .set({ must_change_password: 1 })
      .where('eid', '=', a.eid)
      .where('account', '=', a.account)
      .execute();
  }
}
