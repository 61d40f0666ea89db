import { z } from "zod";
import { isAppError } from "../errors";
import { isRateLimited } from "../ratelimit/rate-limited";
import { firstErrors, zodFieldErrors } from "../validation";
import { HTTP_MESSAGES } from "./messages";
import { isDataException, isDatabaseUnavailable } from "./unavailable";

/** Seconds a client should wait before retrying while the database is away. */
export const RETRY_AFTER_S = 5;

/**
 * The one place where thrown errors become HTTP answers. The body follows the legacy style
 * (status, responseCode, message, errors.{field}) so old clients and new ones read the same thing.
 */
export function errorResponse(error: unknown): Response {
  if (error instanceof z.ZodError) {
    const errors = firstErrors(zodFieldErrors(error));
    return json(400, { message: Object.values(errors)[0] ?? "Invalid request.", errors });
  }
  if (isRateLimited(error)) {
    return json(
      429,
      { message: error.message, retryAfter: error.retryAfterS },
      { "retry-after": String(error.retryAfterS) },
    );
  }
  if (isAppError(error)) {
    const errors = error.fieldErrors ? firstErrors(error.fieldErrors) : undefined;
    const headers: HeadersInit =
      error.status === 503 ? { "retry-after": String(RETRY_AFTER_S) } : {};
    return json(error.status, { message: error.message, ...(errors ? { errors } : {}) }, headers);
  }
  if (isDatabaseUnavailable(error)) {
    return json(
      503,
      { message: HTTP_MESSAGES.databaseDown },
      { "retry-after": String(RETRY_AFTER_S) },
    );
  }
  if (isDataException(error)) return json(400, { message: "Invalid request." });
  console.error("Unhandled error in route handler", error);
  return json(500, { message: "Something went wrong. Please try again later" });
}

function json(
  status: number,
  body: { message: string; errors?: Record<string, string>; retryAfter?: number },
  headers: HeadersInit = {},
) {
  return Response.json(
    { status: "error", responseCode: status, messageDescription: body.message, ...body },
    { status, headers },
  );
}
