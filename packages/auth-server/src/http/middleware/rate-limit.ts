/**
 * Per-client-IP rate limits, GoTrue's buckets (internal/api/apilimiter): each named bucket is its
 * own token bucket, so sign-in/refresh traffic never eats into the mail-sending endpoints. Routes
 * name their bucket in the table: `limit("token")`. In memory, per process.
 */
import type { Context, MiddlewareHandler } from "hono";
import type { Config } from "../../config.ts";
import { AuthError } from "../../errors.ts";
import type { Clock } from "../../services/deps.ts";
import { TokenBucketLimiter } from "../../services/token-bucket.ts";
import { clientIp, type Env } from "../context.ts";

const FIVE_MINUTES = 300;

/** GoTrue's shapes: limit per period, burst 30 (anonymous sign-ins: per hour, burst = limit). */
function bucketShapes(rl: Config["rateLimit"]) {
  const per5m = (limit: number) => ({ limit, period: FIVE_MINUTES, burst: 30 });
  return {
    // Refresh grants and sign-in grants apart, so wrong passwords from one NAT never stop its
    // refreshes (GoTrue shares one "token" bucket; issue 13, item 12).
    token: per5m(rl.tokenRefresh),
    sign_in: per5m(rl.signIn),
    verify: per5m(rl.verify),
    anonymous_sign_ins: { limit: rl.anonymousUsers, period: 3600, burst: rl.anonymousUsers },
    // Each of these is a separate bucket sized by GOTRUE_RATE_LIMIT_OTP, as in GoTrue.
    signups: per5m(rl.otp),
    user: per5m(rl.otp),
    otp: per5m(rl.otp),
    magic_link: per5m(rl.otp),
    recover: per5m(rl.otp),
    resend: per5m(rl.otp),
    // MFA: per minute, burst 30, challenge and verify each their own bucket (GoTrue FactorChallenge/FactorVerify).
    mfa_challenge: { limit: rl.mfaChallengeAndVerify, period: 60, burst: 30 },
    mfa_verify: { limit: rl.mfaChallengeAndVerify, period: 60, burst: 30 },
    // Passkey sign-in options (GoTrue PasskeyAuthentication: GOTRUE_RATE_LIMIT_PASSKEY per 5 minutes).
    passkey: per5m(rl.passkey),
  };
}

export type BucketName = keyof ReturnType<typeof bucketShapes>;

/**
 * `limit(name)` is route middleware taking one token from that bucket for the client's IP;
 * `limit((c) => name)` picks the bucket per request (sign-up: anonymous or not). GoTrue limits
 * only when it knows the client IP; AUTH_RATE_LIMIT_DISABLED turns every bucket off.
 */
export function rateLimits(config: Config, clock: Clock) {
  const buckets = Object.fromEntries(
    Object.entries(bucketShapes(config.rateLimit)).map(([name, s]) => [
      name,
      new TokenBucketLimiter(s.limit, s.period, s.burst, clock),
    ]),
  ) as Record<BucketName, TokenBucketLimiter>;
  return function limit(
    bucket: BucketName | ((c: Context<Env>) => Promise<BucketName> | BucketName),
  ): MiddlewareHandler<Env> {
    return async (c, next) => {
      if (config.rateLimit.enabled) {
        const ip = clientIp(c, config);
        const name = typeof bucket === "function" ? await bucket(c) : bucket;
        if (ip && !buckets[name].take(ip)) throw new AuthError("over_request_rate_limit");
      }
      await next();
    };
  };
}
