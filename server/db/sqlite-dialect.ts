import { SqliteDialect, SqliteDriver, type DatabaseConnection, type Driver, type SqliteDialectConfig } from 'kysely';

/**
 * A lock handed from one holder to the next in the order they asked (issue 28).
 *
 * Kysely's SQLite driver guards its single connection with a lock that wakes *every* waiter on
 * each release; all but one find it taken again and wait anew. Under 50 requests in flight the
 * course list's statements met 20–50 waiters each, so every release cost dozens of promise turns:
 * its lock alone allocated ~80 KB of the list's ~245 KB a call (heap sampling, docs/performance.md
 * "The API, round six"). Here a release wakes exactly one waiter, which holds the lock from that
 * moment (no request arriving in between can take it first), so each statement costs one wait.
 */
export class HandOffLock {
  private held = false;
  private readonly waiting: Array<() => void> = [];
  private head = 0;

  /** Resolves once the caller holds the lock; uncontended, without waiting a turn. */
  acquire(): Promise<void> | undefined {
    if (!this.held) {
      this.held = true;
      return undefined;
    }
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  release(): void {
    if (this.head < this.waiting.length) {
      const next = this.waiting[this.head]!;
      this.waiting[this.head++] = noop;
      // Drop the served front now and then rather than shifting the array at every release.
      if (this.head === this.waiting.length || this.head > 1024) {
        this.waiting.splice(0, this.head);
        this.head = 0;
      }
      next(); // the lock stays held: it passes to the next waiter as it is
      return;
    }
    this.held = false;
  }

  /** Waiters not yet served (for tests). */
  get queued(): number {
    return this.waiting.length - this.head;
  }
}

function noop(): void {}

/**
 * Kysely's SQLite driver with the hand-off lock in front of its connection. Kysely's own lock
 * stays underneath, always free when reached, since only one caller at a time gets past this one.
 */
class HandOffSqliteDriver extends SqliteDriver {
  private readonly lock = new HandOffLock();

  override async acquireConnection(): Promise<DatabaseConnection> {
    const wait = this.lock.acquire();
    if (wait) await wait;
    return super.acquireConnection();
  }

  override async releaseConnection(): Promise<void> {
    await super.releaseConnection();
    this.lock.release();
  }
}

/** SqliteDialect whose connection is handed from one query (or transaction) to the next in order. */
export class HandOffSqliteDialect extends SqliteDialect {
  private readonly driverConfig: SqliteDialectConfig;

  constructor(config: SqliteDialectConfig) {
    super(config);
    this.driverConfig = config;
  }

  override createDriver(): Driver {
    return new HandOffSqliteDriver(this.driverConfig);
  }
}
