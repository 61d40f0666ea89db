import type { AppError } from "../../errors";
import { HTTP_MESSAGES } from "../../http/messages";
import { MEDIA_MESSAGES } from "./rules";

const noStore = { "cache-control": "no-store" };

/** The upload and list calls answer a guard's refusal in the error envelope { responseCode, status: "error", message }. */
export function mediaCallError(error: AppError): Response {
  return Response.json(
    { responseCode: error.status, status: "error", message: error.message },
    { status: error.status, headers: noStore },
  );
}

/**
 * deleteMedia answers every refusal with the spec's one failure text, but for the sign-in and the
 * cross-site refusals, which keep the house's own messages (every write route answers those alike).
 */
export function deleteMediaError(error: AppError): Response {
  const keep = error.status === 401 || error.message === HTTP_MESSAGES.crossSite;
  const message = keep ? error.message : MEDIA_MESSAGES.deleteFailed;
  return Response.json(
    { responseCode: error.status, status: "error", message },
    { status: error.status, headers: noStore },
  );
}
