/** A token bucket per key (GoTrue's limiter shape: a rate per period with a burst). In memory, per process. */
import type { Clock } from "./deps.ts";

export class TokenBucketLimiter {
  private buckets = new Map<string, { tokens: number; at: number }>();
  private readonly ratePerMs: number;
  private readonly burst: number;
  private readonly clock: Clock;
  constructor(limit: number, periodSeconds: number, burst: number, clock: Clock) {
    this.ratePerMs = limit / (periodSeconds * 1000);
    this.burst = burst;
    this.clock = clock;
  }

  /** True if the request may proceed (and takes one token). */
  take(key: string): boolean {
    if (this.ratePerMs === 0) return false;
    const t = this.clock.now().getTime();
    const b = this.buckets.get(key) ?? { tokens: this.burst, at: t };
    b.tokens = Math.min(this.burst, b.tokens + (t - b.at) * this.ratePerMs);
    b.at = t;
    const ok = b.tokens >= 1;
    if (ok) b.tokens -= 1;
    this.buckets.set(key, b);
    if (this.buckets.size > 100_000) this.sweep(t);
    return ok;
  }

  private sweep(t: number) {
    for (const [k, b] of this.buckets) {
      if (b.tokens + (t - b.at) * this.ratePerMs >= this.burst) this.buckets.delete(k);
    }
  }
}
