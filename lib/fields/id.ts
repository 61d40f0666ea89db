import { z } from "zod";
import { decodeId, MAX_DB_ID } from "@/lib/ids";
import { FIELD_MESSAGES } from "./messages";

/**
 * An id as legacy clients and public URLs send it: a number (12), its digits ("12") or the base64
 * of the digits ("MTI=", as in /teacher-profile/{id}). Null when it names no possible row. Base64
 * of digits always starts with a letter (M, N or O), so digits are never read as base64.
 */
export function parseId(value: unknown): number | null {
  if (typeof value === "number")
    return Number.isInteger(value) && value > 0 && value <= MAX_DB_ID ? value : null;
  if (typeof value !== "string") return null;
  const text = value.trim();
  if (text === "") return null;
  if (!/^[0-9]+$/.test(text)) return decodeId(text);
  const id = Number(text);
  return /^[1-9]/.test(text) && id <= MAX_DB_ID ? id : null;
}

/** A required plain-or-base64 id field; `message` names the id for legacy answers. */
export function idField(message: string = FIELD_MESSAGES.idInvalid) {
  return z.unknown().transform((value, ctx) => {
    const id = parseId(value);
    if (id === null) {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    return id;
  });
}

/** An id field of a form body that may be left out; a missing or unreadable id gets `message`. */
export function requiredBodyId(message: string) {
  return z
    .unknown()
    .optional()
    .transform((value, ctx) => {
      const id = parseId(value);
      if (id === null) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return id;
    });
}

/** An optional id field of a form body: a missing or unreadable id is undefined. */
export const optionalBodyId = z
  .unknown()
  .optional()
  .transform((value) => parseId(value) ?? undefined);
