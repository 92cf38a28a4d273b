/**
 * Counts events per key in a fixed window. In memory and per process, and its check and count are
 * separate steps, so a burst gets past it: superseded by lib/limits.ts (decision 0034). Only face
 * sign-in still uses it, until it moves to routes/auth/sign-in-limits.ts; use nothing else here.
 */
export class RateLimiter {
  private readonly buckets = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  /** True when the key has used up its allowance in the current window. */
  isBlocked(key: string, now: number): boolean {
    const bucket = this.buckets.get(key);
    return !!bucket && bucket.resetAt > now && bucket.count >= this.limit;
  }

  record(key: string, now: number): void {
    const bucket = this.buckets.get(key);
    if (!bucket || bucket.resetAt <= now) {
      if (this.buckets.size > 100_000) this.sweep(now);
      this.buckets.set(key, { count: 1, resetAt: now + this.windowMs });
    } else {
      bucket.count += 1;
    }
  }

  reset(key: string): void {
    this.buckets.delete(key);
  }

  private sweep(now: number): void {
    for (const [key, bucket] of this.buckets) if (bucket.resetAt <= now) this.buckets.delete(key);
  }
}
