import { REPLAY_WINDOW_MS } from '../../protocol';

/**
 * Remembers every signature seen within the replay window and refuses a second use.
 * Per process: behind a load balancer a replay that lands on another process is caught
 * only by the timestamp window (docs/protocol.md says so).
 */
export class ReplayGuard {
  private readonly seen = new Map<string, number>();
  private lastSweep = 0;

  constructor(private readonly windowMs: number = REPLAY_WINDOW_MS) {}

  /** Returns false when the signature was already used; otherwise records it. */
  firstUse(signature: string, now: number): boolean {
    this.sweep(now);
    if (this.seen.has(signature)) return false;
    this.seen.set(signature, now + this.windowMs * 2);
    return true;
  }

  private sweep(now: number): void {
    if (now - this.lastSweep < 10_000) return;
    this.lastSweep = now;
    for (const [signature, expires] of this.seen) if (expires <= now) this.seen.delete(signature);
  }
}
