import { AppError } from "../errors";

/** A 429 that knows how long to wait: the answer carries `retryAfter` and a Retry-After header. */
export class RateLimitedError extends AppError {
  constructor(
    message: string,
    /** Whole seconds until the next attempt may go through. */
    readonly retryAfterS: number,
  ) {
    super(429, "too_many_requests", message);
    this.name = "RateLimitedError";
  }
}

export const isRateLimited = (error: unknown): error is RateLimitedError =>
  error instanceof RateLimitedError;

/** Milliseconds of a store's answer as whole seconds to wait (at least 1). */
export const secondsToWait = (ms: number) => Math.max(1, Math.ceil(ms / 1000));
