import { z } from "zod";
import { isAppError } from "../errors";
import { reportUnexpected } from "../log/report-unexpected";
import { currentRequestScope } from "../log/request-context";
import { REQUEST_ID_HEADER, requestIdFrom } from "../log/request-id.mjs";
import { isRateLimited } from "../ratelimit/rate-limited";
import { firstErrors, zodFieldErrors } from "../validation";
import { HTTP_MESSAGES } from "./messages";
import { isDataException, isDatabaseUnavailable } from "./unavailable";

/** Seconds a client should wait before retrying while the database is away. */
export const RETRY_AFTER_S = 5;

/**
 * The one place where thrown errors become HTTP answers. The body follows the legacy style
 * (status, responseCode, message, errors.{field}) so old clients and new ones read the same thing,
 * plus the `requestId` (also in X-Request-Id) a user can quote and support can find in the logs:
 * the request's (createRoute runs in its scope), or a new one outside a request.
 */
export function errorResponse(
  error: unknown,
  requestId: string = currentRequestScope()?.requestId ?? requestIdFrom(undefined),
): Response {
  const json = (status: number, body: ErrorBody, headers: Record<string, string> = {}) =>
    Response.json(
      {
        status: "error",
        responseCode: status,
        messageDescription: body.message,
        ...body,
        requestId,
      },
      { status, headers: { ...headers, [REQUEST_ID_HEADER]: requestId } },
    );
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
    const headers: Record<string, string> =
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
  reportUnexpected(error, "Unhandled error in route handler");
  return json(500, { message: "Something went wrong. Please try again later" });
}

type ErrorBody = { message: string; errors?: Record<string, string>; retryAfter?: number };
