import "server-only";
import type { z } from "zod";
import { receiveFile, type StoredMain } from "../media/library/upload";
import { mediaQuotaBytes } from "../media/library/quota";
import type { MediaTypeCode } from "../media/library/rules";
import type { MediaStorage } from "../media/storage";

/** The first message of each field of a failed parse (legacy `errors.{field}`). */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= issue.message;
  }
  return errors;
}

export type ContestUpload<T> =
  | { ok: true; data: T; file: StoredMain | null; cleanup: () => Promise<void> }
  | { ok: false; responseCode: number; message: string; errors: Record<string, string> };

/**
 * Reads a contest form: the text fields (parsed with the form's schema) and one file (field
 * `media`), streamed through the media library's checks (content sniffing, size limits, picture
 * re-encoding without metadata). Nothing is in the database yet; on any refusal the stored file
 * is already removed. A missing file is not a refusal here: each call has its own message.
 */
export async function readContestUpload<S extends z.ZodType>(
  request: Request,
  storage: MediaStorage,
  schema: S,
  options: { maxBytes: number; wantedOf: (fields: Record<string, string>) => MediaTypeCode | null },
): Promise<ContestUpload<z.output<S>>> {
  const received = await receiveFile(request, storage, {
    room: mediaQuotaBytes(),
    maxBytes: options.maxBytes,
    wantedOf: options.wantedOf,
  });
  if (!received.ok) {
    return {
      ok: false,
      responseCode: received.responseCode,
      message: received.message,
      errors: { media: received.message },
    };
  }
  const parsed = schema.safeParse(received.fields);
  if (!parsed.success) {
    await received.cleanup();
    const errors = fieldErrors(parsed.error);
    return { ok: false, responseCode: 400, message: Object.values(errors)[0]!, errors };
  }
  return { ok: true, data: parsed.data, file: received.file, cleanup: received.cleanup };
}

/** A JSON answer whose HTTP status follows responseCode (2xx answers 200). */
export function contestAnswer(body: object, status?: number): Response {
  const declared = (body as { responseCode?: unknown }).responseCode;
  const code = status ?? (typeof declared === "number" ? declared : 200);
  return Response.json(body, {
    status: code >= 200 && code < 300 ? 200 : code,
    headers: { "cache-control": "no-store" },
  });
}
