import type { Transaction } from 'kysely';
import type { Database } from '../schema';
import {
  DEMO_EXAM_CLASSES,
  DEMO_HOME_MODULES,
  DEMO_HOME_SETTINGS,
  DEMO_NAVIGATION,
  DEMO_PARTNERS,
  type DemoModule,
} from './home-demo-data';

/** Demo data of the home page (decision 0023): navigation, modules, switches, partners, exam classes. */
export async function seedHome(trx: Transaction<Database>): Promise<void> {
  for (const [eid, items] of Object.entries(DEMO_NAVIGATION)) {
    for (const [sort, item] of items.entries()) {
      await trx
        .insertInto('home_navigation')
        .values({
          eid: Number(eid),
          sort,
          titles: JSON.stringify(item.titles),
          path: item.path,
          menu_key: item.menu_key,
          external: 0,
        })
        .execute();
    }
  }
  for (const [eid, settings] of Object.entries(DEMO_HOME_SETTINGS)) {
    await trx
      .insertInto('home_settings')
      .values({ eid: Number(eid), show_study_info: 1, ...settings })
      .execute();
  }
  for (const [eid, roots] of Object.entries(DEMO_EXAM_CLASSES)) {
    for (const [sort, root] of roots.entries()) {
      const parent = await trx
        .insertInto('exam_classes')
        .values({ eid: Number(eid), parent_id: null, sort, titles: JSON.stringify(root.titles) })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const [childSort, child] of (root.children ?? []).entries()) {
        await trx
          .insertInto('exam_classes')
          .values({ eid: Number(eid), parent_id: parent.id, sort: childSort, titles: JSON.stringify(child) })
          .execute();
      }
    }
  }
  for (const [eid, types] of Object.entries(DEMO_PARTNERS)) {
    for (const [sort, type] of types.entries()) {
      const row = await trx
        .insertInto('partner_types')
        .values({ eid: Number(eid), sort, titles: JSON.stringify(type.titles) })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const [partnerSort, partner] of type.partners.entries()) {
        await trx
          .insertInto('partners')
          .values({
            eid: Number(eid),
            type_id: row.id,
            sort: partnerSort,
            name: partner.name,
            summary: partner.summary,
          })
          .execute();
      }
    }
  }
  for (const [eid, modules] of Object.entries(DEMO_HOME_MODULES)) {
    for (const [sort, module] of modules.entries()) await seedModule(trx, Number(eid), sort, module);
  }
}

async function seedModule(trx: Transaction<Database>, eid: number, sort: number, module: DemoModule): Promise<void> {
  const row = await trx
    .insertInto('home_modules')
    .values({
      eid,
      sort,
      titles: JSON.stringify(module.titles),
      display_type: module.display_type,
      source: module.source,
      multi_page: module.multi_page ? 1 : 0,
      page_size: module.page_size,
      more_url: module.more_url ?? '',
      audience: module.audience ?? 'all',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const account of module.accounts ?? []) {
    const user = await trx
      .selectFrom('users')
      .select('id')
      .where('eid', '=', eid)
      .where('account', '=', account)
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('home_module_audience')
      .values({ eid, module_id: row.id, user_id: user.id, department_id: null })
      .execute();
  }
  for (const name of module.departments ?? []) {
    const department = await trx
      .selectFrom('departments')
      .select('id')
      .where('eid', '=', eid)
      .where('name', '=', name)
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('home_module_audience')
      .values({ eid, module_id: row.id, user_id: null, department_id: department.id })
      .execute();
  }
  for (const [itemSort, item] of (module.items ?? []).entries()) {
    await trx
      .insertInto('home_module_items')
      .values({
        eid,
        module_id: row.id,
        sort: itemSort,
        title: item.title,
        summary: item.summary ?? '',
        url: await resolveUrl(trx, eid, item.url ?? ''),
        meta: JSON.stringify(item.meta ?? {}),
      })
      .execute();
  }
}

async function resolveUrl(trx: Transaction<Database>, eid: number, url: string): Promise<string> {
  if (!url.startsWith('course:')) return url;
  const course = await trx
    .selectFrom('courses')
    .select('id')
    .where('eid', '=', eid)
    .where('title', '=', url.slice('course:'.length))
    .executeTakeFirstOrThrow();
  return `/course/${course.id}`;
}
