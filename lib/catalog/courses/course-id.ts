import { parseId } from "@/lib/fields/id";

/**
 * A course id as the legacy clients send it: a number (12), its digits ("12") or the base64 of
 * the digits ("MTI=", as in /st/book-demo/{id}); the id rule of lib/fields. Null when it names no
 * possible course.
 */
export function courseIdFrom(value: unknown): number | null {
  return parseId(value);
}
