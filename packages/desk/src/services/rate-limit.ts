/**
 * Fixed-window counters per key, in this process's memory (as the auth server's per-IP limits:
 * N processes allow N times a limit; README says so). Limits counted in the database (per address)
 * live in the services that need them.
 */
export type RateLimiter = {
  /** Takes one from `key`'s window; false (with seconds to wait) when the window is full. */
  take(
    key: string,
    limit: number,
    windowMs: number,
  ): { ok: true } | { ok: false; retryAfter: number };
};

export function createRateLimiter(now: () => Date): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    take(key, limit, windowMs) {
      if (limit <= 0) return { ok: true };
      const t = now().getTime();
      if (windows.size > 50_000) {
        for (const [k, w] of windows) if (w.resetAt <= t) windows.delete(k);
      }
      let w = windows.get(key);
      if (!w || w.resetAt <= t) {
        w = { count: 0, resetAt: t + windowMs };
        windows.set(key, w);
      }
      if (w.count >= limit) return { ok: false, retryAfter: Math.ceil((w.resetAt - t) / 1000) };
      w.count++;
      return { ok: true };
    },
  };
}
