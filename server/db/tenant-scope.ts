import {
  AliasNode,
  BinaryOperationNode,
  ColumnNode,
  DeleteQueryNode,
  InsertQueryNode,
  JoinNode,
  OnConflictNode,
  OperationNodeTransformer,
  OperatorNode,
  PrimitiveValueListNode,
  QueryNode,
  RawNode,
  ReferenceNode,
  SelectQueryNode,
  TableNode,
  UpdateQueryNode,
  ValueListNode,
  ValueNode,
  ValuesNode,
  type Kysely,
  type KyselyPlugin,
  type OperationNode,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
  type ValuesItemNode,
} from 'kysely';
import type { Database } from './schema';
import { TENANT_TABLES } from './tenant-tables';

/**
 * Tenant scope in one place (decision 0033). Every query a call runs goes through a Kysely
 * handle carrying this plugin, which rewrites the query before it is compiled:
 *
 * - SELECT: each tenant table in FROM gets `<table or alias>.eid = :eid` in WHERE, each joined
 *   tenant table gets it in its ON clause (so a LEFT JOIN stays a left join); subqueries, CTEs
 *   and EXISTS clauses are rewritten the same way, wherever they sit.
 * - UPDATE and DELETE: the target (and any joined tenant table) is filtered the same way, and an
 *   UPDATE may not set `eid`.
 * - INSERT: a row without `eid` gets the scope's; a row naming another enterprise is refused; an
 *   upsert's DO UPDATE only touches a conflicting row of the same enterprise.
 *
 * A handle in "guard" mode refuses every query that touches a tenant table: the application's
 * root handle is guarded, so a query that escapes the scope fails (in tests, loudly) instead of
 * reading everyone's rows. The few places that must work across enterprises (resolving a
 * session, a person's enterprises, background sweeps) ask for `crossTenant(db)` by name, and a
 * lint rule keeps that name to the files decision 0033 lists.
 */
type Mode = { kind: 'tenant'; eid: number } | { kind: 'guard' };

export class TenantScopeError extends Error {}

class TenantScopeTransformer extends OperationNodeTransformer {
  constructor(private readonly mode: Mode) {
    super();
  }

  /** The name a tenant table is referred to by in this query (its alias, or its own name), or null. */
  private tenantRef(node: OperationNode | undefined): string | null {
    if (!node) return null;
    if (AliasNode.is(node)) {
      if (!TableNode.is(node.node)) return null;
      const name = node.node.table.identifier.name;
      if (!TENANT_TABLES.has(name)) return null;
      this.refuseInGuard(name);
      return (node.alias as { name?: string }).name ?? name;
    }
    if (TableNode.is(node)) {
      const name = node.table.identifier.name;
      if (!TENANT_TABLES.has(name)) return null;
      this.refuseInGuard(name);
      return name;
    }
    return null;
  }

  private refuseInGuard(table: string): void {
    if (this.mode.kind === 'guard')
      throw new TenantScopeError(
        `query on tenant table "${table}" outside a tenant scope: use ctx.db, forTenant(db, eid) or, where decision 0033 allows it, crossTenant(db)`,
      );
  }

  private eidIs(ref: string): OperationNode {
    const eid = this.mode.kind === 'tenant' ? this.mode.eid : -1;
    return BinaryOperationNode.create(
      ReferenceNode.create(ColumnNode.create('eid'), TableNode.create(ref)),
      OperatorNode.create('='),
      ValueNode.create(eid),
    );
  }

  private scopeFrom<T extends SelectQueryNode | UpdateQueryNode | DeleteQueryNode>(
    node: T,
    froms: readonly OperationNode[],
  ): T {
    let scoped = node;
    for (const from of froms) {
      const ref = this.tenantRef(from);
      if (ref) scoped = QueryNode.cloneWithWhere(scoped, this.eidIs(ref));
    }
    return scoped;
  }

  private scopeJoins(joins: readonly JoinNode[] | undefined): readonly JoinNode[] | undefined {
    return joins?.map((join) => {
      const ref = this.tenantRef(join.table);
      return ref ? JoinNode.cloneWithOn(join, this.eidIs(ref)) : join;
    });
  }

  protected override transformSelectQuery(
    node: SelectQueryNode,
    queryId?: Parameters<OperationNodeTransformer['transformNode']>[1],
  ): SelectQueryNode {
    const transformed = super.transformSelectQuery(node, queryId);
    const joined = { ...transformed, joins: this.scopeJoins(transformed.joins) } as SelectQueryNode;
    return this.scopeFrom(joined, transformed.from?.froms ?? []);
  }

  protected override transformUpdateQuery(
    node: UpdateQueryNode,
    queryId?: Parameters<OperationNodeTransformer['transformNode']>[1],
  ): UpdateQueryNode {
    const transformed = super.transformUpdateQuery(node, queryId);
    if (transformed.updates?.some((update) => ColumnNode.is(update.column) && update.column.column.name === 'eid'))
      throw new TenantScopeError('a row never moves to another enterprise: UPDATE may not set eid');
    const joined = { ...transformed, joins: this.scopeJoins(transformed.joins) } as UpdateQueryNode;
    const froms = [transformed.table, ...(transformed.from?.froms ?? [])].filter((n): n is OperationNode => !!n);
    return this.scopeFrom(joined, froms);
  }

  protected override transformDeleteQuery(
    node: DeleteQueryNode,
    queryId?: Parameters<OperationNodeTransformer['transformNode']>[1],
  ): DeleteQueryNode {
    const transformed = super.transformDeleteQuery(node, queryId);
    const joined = { ...transformed, joins: this.scopeJoins(transformed.joins) } as DeleteQueryNode;
    return this.scopeFrom(joined, [...transformed.from.froms, ...(transformed.using?.tables ?? [])]);
  }

  protected override transformInsertQuery(
    node: InsertQueryNode,
    queryId?: Parameters<OperationNodeTransformer['transformNode']>[1],
  ): InsertQueryNode {
    const transformed = super.transformInsertQuery(node, queryId);
    const ref = this.tenantRef(transformed.into);
    if (!ref || this.mode.kind !== 'tenant') return transformed;
    const eid = this.mode.eid;
    const columns = transformed.columns ?? [];
    const at = columns.findIndex((column) => column.column.name === 'eid');
    let values = transformed.values;
    let nextColumns = columns;
    if (values && ValuesNode.is(values)) {
      values = ValuesNode.create(values.values.map((row) => withEid(row, at, eid)));
      if (at < 0) nextColumns = [...columns, ColumnNode.create('eid')];
    } else if (at < 0) {
      // INSERT … SELECT must name eid itself (its SELECT is scoped); DEFAULT VALUES gets one.
      if (values) throw new TenantScopeError(`INSERT INTO ${ref} … SELECT must insert eid`);
      values = ValuesNode.create([PrimitiveValueListNode.create([eid])]);
      nextColumns = [ColumnNode.create('eid')];
    }
    const onConflict = transformed.onConflict?.updates
      ? OnConflictNode.cloneWithUpdateWhere(transformed.onConflict, this.eidIs(ref))
      : transformed.onConflict;
    return InsertQueryNode.cloneWith(transformed, {
      columns: nextColumns,
      values,
      onConflict,
      defaultValues: transformed.defaultValues && !values,
    });
  }
}

/** A row of VALUES with the scope's eid appended (at < 0) or checked (at ≥ 0). */
function withEid(row: OperationNode, at: number, eid: number): ValuesItemNode {
  if (PrimitiveValueListNode.is(row)) {
    if (at < 0) return PrimitiveValueListNode.create([...row.values, eid]);
    if (row.values[at] !== eid) throw refusedRow(row.values[at], eid);
    return row;
  }
  if (ValueListNode.is(row)) {
    if (at < 0) return ValueListNode.create([...row.values, ValueNode.create(eid)]);
    const value = row.values[at];
    if (!value || !ValueNode.is(value) || value.value !== eid)
      throw refusedRow(value && ValueNode.is(value) ? value.value : value, eid);
    return row;
  }
  throw new TenantScopeError('INSERT rows must be plain values under a tenant scope');
}

function refusedRow(given: unknown, eid: number): TenantScopeError {
  return new TenantScopeError(
    `a row of enterprise ${String(given)} may not be written in the scope of enterprise ${eid}`,
  );
}

class TenantScopePlugin implements KyselyPlugin {
  private readonly transformer: TenantScopeTransformer;

  constructor(readonly mode: Mode) {
    this.transformer = new TenantScopeTransformer(mode);
  }

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    // A whole raw statement cannot be read, so it cannot be scoped: under a scope or the guard it
    // is refused (raw fragments inside a built query are named in decision 0033).
    if (RawNode.is(args.node))
      throw new TenantScopeError('raw SQL statements are not allowed under a tenant scope or the guard');
    return this.transformer.transformNode(args.node, args.queryId);
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}

/** The root handles, so a scoped or cross-tenant handle is built from the unguarded one. */
const bases = new WeakMap<Kysely<Database>, Kysely<Database>>();

function baseOf(db: Kysely<Database>): Kysely<Database> {
  return bases.get(db) ?? db;
}

function derive(db: Kysely<Database>, plugin: KyselyPlugin | null): Kysely<Database> {
  const base = baseOf(db);
  const derived = plugin ? base.withPlugin(plugin) : base.withoutPlugins();
  bases.set(derived, base);
  return derived;
}

/**
 * A stable identity of the database behind a handle, for state kept per database (a job queue,
 * a cache): every scoped, guarded or cross-tenant handle of one database has the same key.
 */
export function databaseKey(db: Kysely<Database>): object {
  return baseOf(db);
}

/** The application's root handle: every query on a tenant table through it is refused. */
export function guardTenantTables(db: Kysely<Database>): Kysely<Database> {
  return derive(db, new TenantScopePlugin({ kind: 'guard' }));
}

const scopedHandles = new WeakMap<Kysely<Database>, Map<number, Kysely<Database>>>();

/** A handle whose every query reads and writes only the rows of enterprise `eid` (one per enterprise, reused). */
export function forTenant(db: Kysely<Database>, eid: number): Kysely<Database> {
  if (!Number.isSafeInteger(eid) || eid < 0) throw new TenantScopeError(`not an enterprise id: ${eid}`);
  const base = baseOf(db);
  let handles = scopedHandles.get(base);
  if (!handles) scopedHandles.set(base, (handles = new Map()));
  let handle = handles.get(eid);
  if (!handle) handles.set(eid, (handle = derive(base, new TenantScopePlugin({ kind: 'tenant', eid }))));
  return handle;
}

/**
 * A handle that sees every enterprise's rows. Only the places decision 0033 lists may ask for
 * it (the `server-tenant-scope` lint rule keeps the list): resolving a session, a person's
 * enterprises across organisations, background sweeps that then work per enterprise, seeding.
 */
export function crossTenant(db: Kysely<Database>): Kysely<Database> {
  return derive(db, null);
}
