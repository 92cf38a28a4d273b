/**
 * Access tokens and JSAPI tickets are rate-limited by both vendors, so each is fetched once and
 * reused until shortly before it expires. Concurrent callers share one fetch in flight.
 */
export const REFRESH_MARGIN_SECONDS = 300;

export class ExpiringCache<T> {
  private readonly entries = new Map<string, { value: T; expiresAt: number }>();
  private readonly pending = new Map<string, Promise<T>>();

  constructor(private readonly now: () => number) {}

  async get(key: string, load: () => Promise<{ value: T; expiresInSeconds: number }>): Promise<T> {
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > this.now()) return hit.value;
    const running = this.pending.get(key);
    if (running) return running;
    const loading = load()
      .then(({ value, expiresInSeconds }) => {
        // Refresh early, but never cache a value for less than zero seconds.
        const lifetime = Math.max(0, expiresInSeconds - Math.min(REFRESH_MARGIN_SECONDS, expiresInSeconds / 2));
        this.entries.set(key, { value, expiresAt: this.now() + lifetime * 1000 });
        return value;
      })
      .finally(() => this.pending.delete(key));
    this.pending.set(key, loading);
    return loading;
  }

  /** Forget a value the vendor refused (token revoked or expired early). */
  drop(key: string): void {
    this.entries.delete(key);
  }
}
