import { z } from "zod";
import { isAppError } from "../errors";
import { firstErrors, zodFieldErrors } from "../validation";

/**
 * The one place where thrown errors become HTTP answers. The body follows the legacy style
 * (status, responseCode, message, errors.{field}) so old clients and new ones read the same thing.
 */
export function errorResponse(error: unknown): Response {
  if (error instanceof z.ZodError) {
    const errors = firstErrors(zodFieldErrors(error));
    return json(400, { message: Object.values(errors)[0] ?? "Invalid request.", errors });
  }
  if (isAppError(error)) {
    const errors = error.fieldErrors ? firstErrors(error.fieldErrors) : undefined;
    return json(error.status, { message: error.message, ...(errors ? { errors } : {}) });
  }
  console.error("Unhandled error in route handler", error);
  return json(500, { message: "Something went wrong. Please try again later" });
}

function json(status: number, body: { message: string; errors?: Record<string, string> }) {
  return Response.json(
    { status: "error", responseCode: status, messageDescription: body.message, ...body },
    { status },
  );
}
