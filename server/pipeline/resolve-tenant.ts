import type { CompiledQuery, Kysely } from 'kysely';
import type { Database, Enterprise } from '../db/schema';

/** The by-id read, compiled once per database handle (see enterpriseById). */
const byIdQueries = new WeakMap<Kysely<Database>, CompiledQuery<Enterprise>>();

/**
 * Every column a call sees (`Enterprise`): all but the user agreement, about 2 KB of JSON that only
 * the agreement call reads, by itself. Decoding it was 11 of the read's 19 µs (decision 0068).
 */
const COLUMNS = [
  'id',
  'name',
  'platform_flag',
  'dingtalk_corp_id',
  'corpid',
  'show_user_register',
  'switch_language',
  'language',
  'theme_color',
  'hover_color',
  'puborg',
  'pc_scan_qrcode_login_url',
  'mxybeta',
  'link_icon',
  'you_fen_mall_switch',
  'custom_domain',
  'cookies_domain',
  'is_alpha',
  'expires_at',
  'locked',
  'deleted',
  'max_users',
  'created_at',
  'single_session',
  'password_policy',
  'login_types',
  'register_url',
  'sso_secret',
  'required_profile_fields',
] as const satisfies ReadonlyArray<keyof Enterprise>;
// A column added to the enterprise and not listed above fails the type-check here.
const _everyColumn: Record<Exclude<keyof Enterprise, (typeof COLUMNS)[number]>, never> = {};
void _everyColumn;

/**
 * The enterprise row by id, read afresh on every call (no cache: a changed setting applies at
 * once, on every process). Only the compiled statement is reused: building, scope-checking and
 * compiling the query was most of the enterprise call's own CPU in a profile (issue 28); the SQL
 * text never changes, only the id bound to its one parameter.
 */
async function enterpriseById(db: Kysely<Database>, id: number): Promise<Enterprise | null> {
  let compiled = byIdQueries.get(db);
  if (!compiled) {
    compiled = db.selectFrom('enterprises').select(COLUMNS).where('id', '=', id).compile();
    // Bound values other than the id (a plugin adding one) would make positional reuse wrong.
    if (compiled.parameters.length !== 1) return (await db.executeQuery(compiled)).rows[0] ?? null;
    byIdQueries.set(db, compiled);
  }
  return (await db.executeQuery<Enterprise>({ ...compiled, parameters: [id] })).rows[0] ?? null;
}

/**
 * Find the caller's enterprise: the envelope's eid when it is not 0; otherwise the host
 * name (an enterprise's custom domain); otherwise the configured default enterprise.
 */
export async function resolveEnterprise(
  db: Kysely<Database>,
  eid: number,
  host: string,
  defaultEid: number,
): Promise<Enterprise | null> {
  if (eid !== 0) return enterpriseById(db, eid);
  const hostname = host.replace(/:\d+$/, '').toLowerCase();
  const byDomain = await db
    .selectFrom('enterprises')
    .select(COLUMNS)
    .where('custom_domain', '=', hostname)
    .executeTakeFirst();
  if (byDomain) return byDomain;
  if (defaultEid === 0) return null;
  return enterpriseById(db, defaultEid);
}
