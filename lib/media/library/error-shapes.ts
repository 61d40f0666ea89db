import type { AppError } from "../../errors";
import { MEDIA_MESSAGES } from "./rules";

const noStore = { "cache-control": "no-store" };

/** The upload and list calls answer a guard's refusal as { responseCode, status: "failed", message }. */
export function mediaCallError(error: AppError): Response {
  return Response.json(
    { responseCode: error.status, status: "failed", message: error.message },
    { status: error.status, headers: noStore },
  );
}

/** deleteMedia answers every refusal with the spec's one failure text. */
export function deleteMediaError(error: AppError): Response {
  const message = error.status === 401 ? error.message : MEDIA_MESSAGES.deleteFailed;
  return Response.json({ status: "failed", message }, { status: error.status, headers: noStore });
}
