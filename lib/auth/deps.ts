import type { Messenger } from "../messaging/types";
import type { RateLimiter } from "../ratelimit/limiter";

/** What the account services need from outside: a clock, a messenger and the brute-force limits. */
export interface AuthDeps {
  /** The server's clock: lib/clock now() in the app, a pinned instant in tests. */
  now(): Date;
  messenger: Messenger;
  limiter: RateLimiter;
}

/** Who is calling, as far as limits care: the client address (first hop of x-forwarded-for). */
export function clientIp(headers: Headers): string {
  return (
    headers.get("x-forwarded-for")?.split(",")[0]?.trim() || headers.get("x-real-ip") || "unknown"
  );
}
