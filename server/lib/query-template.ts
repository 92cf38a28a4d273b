import type { CompiledQuery, Compilable, Kysely, QueryResult } from 'kysely';
import type { Database } from '../db/schema';

/** Anything that runs a compiled query: a handle or a transaction of it. */
type Executor = Pick<Kysely<Database>, 'executeQuery'>;

/**
 * A value slot of a template: an object no caller can pass, so its place among the compiled
 * query's parameters is found by identity.
 */
class Slot {
  constructor(readonly index: number) {}
}

interface Compiled {
  query: CompiledQuery;
  /** For each parameter of the compiled query: the slot it takes its value from, or -1 (a constant). */
  sources: number[];
}

/**
 * A query built with Kysely and compiled once per handle and shape, then run with new values only
 * (issue 28). Building, tenant-scoping (the scope's plugin runs at compile time) and compiling a
 * query cost more CPU than SQLite spends running it for the calls a page makes most; the SQL text
 * of one shape never changes, only the values bound to it. Safe because:
 * - the compiled query is kept per handle (`owner`): a scoped handle (forTenant) is one per
 *   enterprise, so the enterprise filter its plugin added is that enterprise's and no other's;
 * - every value of the call comes in through a slot, and compiling checks that each slot became a
 *   bound parameter (never inlined into the SQL text), so no value of one call is kept for the next;
 * - everything else bound at compile time is a constant of the builder.
 * A builder must not branch on its values (it sees slots, never null): a value that changes the
 * SQL (null, an absent filter) is a different template or a different `shape`.
 * `shape` names what changes the SQL text (e.g. the length of an `in` list); keep it small.
 */
export class QueryTemplate<Args extends readonly unknown[], Row> {
  private readonly compiled = new WeakMap<object, Map<string, Compiled>>();

  /** `build` gets slots in place of the values; a list is passed flattened, its length in `shape`. */
  constructor(private readonly build: (db: Kysely<Database>, values: Args) => Compilable<Row>) {}

  /** Runs the query on `executor` (the owner itself or a transaction of it). */
  async execute(owner: Kysely<Database>, executor: Executor, args: Args, shape = ''): Promise<Row[]> {
    const { query, sources } = this.compiledFor(owner, `${args.length}|${shape}`, args.length);
    const parameters = sources.map((source, i) => (source < 0 ? query.parameters[i] : args[source]));
    const result = (await executor.executeQuery({ ...query, parameters })) as QueryResult<Row>;
    return result.rows;
  }

  private compiledFor(owner: Kysely<Database>, shape: string, arity: number): Compiled {
    let shapes = this.compiled.get(owner);
    if (!shapes) this.compiled.set(owner, (shapes = new Map()));
    let entry = shapes.get(shape);
    if (!entry) {
      const slots = Array.from({ length: arity }, (_, i) => new Slot(i)) as unknown as Args;
      const query = this.build(owner, slots).compile();
      const sources = query.parameters.map((value) => (value instanceof Slot ? value.index : -1));
      const used = new Set(sources.filter((source) => source >= 0));
      if (used.size !== arity)
        throw new Error(`query template: ${arity - used.size} of ${arity} values did not become bound parameters`);
      entry = { query, sources };
      // Bounded: the replay guard has up to 256 batch sizes, a page of progress up to its page size;
      // a caller passing unbounded shapes is a bug, not a cache.
      if (shapes.size >= 300) shapes.clear();
      shapes.set(shape, entry);
    }
    return entry;
  }
}
