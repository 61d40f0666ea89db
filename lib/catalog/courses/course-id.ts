import { decodeId, MAX_DB_ID } from "../../ids";

/**
 * A course id as the legacy clients send it: a number (12), its digits ("12") or the base64 of
 * the digits ("MTI=", as in /st/book-demo/{id}). Null when it names no possible course.
 */
export function courseIdFrom(value: unknown): number | null {
  if (typeof value === "number")
    return Number.isInteger(value) && value > 0 && value <= MAX_DB_ID ? value : null;
  if (typeof value !== "string" || value.trim() === "") return null;
  const text = value.trim();
  // Base64 of digits always starts with a letter (M, N or O), so digits are never base64 here.
  if (!/^[0-9]+$/.test(text)) return decodeId(text);
  const id = Number(text);
  return /^[1-9]/.test(text) && id <= MAX_DB_ID ? id : null;
}
