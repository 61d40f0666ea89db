/**
 * Domain errors carry the HTTP answer they map to. Services throw them; the route and action
 * wrappers turn them into responses in one place (lib/http/route.ts, lib/actions/action.ts).
 */
export type FieldErrors = Record<string, string[]>;

export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fieldErrors?: FieldErrors,
  ) {
    super(message);
    this.name = "AppError";
  }
}

export const badRequest = (message: string, fieldErrors?: FieldErrors) =>
  new AppError(400, "bad_request", message, fieldErrors);
export const unauthorized = (message = "Please log in to continue.") =>
  new AppError(401, "unauthorized", message);
export const forbidden = (message = "You are not allowed to do this.") =>
  new AppError(403, "forbidden", message);
export const notFound = (message = "Not found.") => new AppError(404, "not_found", message);
export const conflict = (message: string, fieldErrors?: FieldErrors) =>
  new AppError(409, "conflict", message, fieldErrors);
export const tooManyRequests = (message = "Too many attempts. Please try again later.") =>
  new AppError(429, "too_many_requests", message);
export const payloadTooLarge = (message = "The request is too large.") =>
  new AppError(413, "payload_too_large", message);
export const unsupportedMediaType = (message: string) =>
  new AppError(415, "unsupported_media_type", message);
export const serviceUnavailable = (
  message = "The service is busy for a moment. Please try again in a few seconds.",
) => new AppError(503, "service_unavailable", message);

export const isAppError = (error: unknown): error is AppError => error instanceof AppError;
