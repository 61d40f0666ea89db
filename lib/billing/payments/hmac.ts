import { createHmac, timingSafeEqual } from "node:crypto";

/** Lowercase hex HMAC-SHA256 of `message` under `secret`. */
export function hmacSha256Hex(secret: string, message: string): string {
  return createHmac("sha256", secret).update(message, "utf8").digest("hex");
}

/** Constant-time comparison of two hex signatures (false for any length difference). */
export function safeEqualHex(expected: string, given: string | null | undefined): boolean {
  if (typeof given !== "string") return false;
  const a = Buffer.from(expected, "utf8");
  const b = Buffer.from(given.trim().toLowerCase(), "utf8");
  if (a.length !== b.length) {
    // Still spend the comparison so the timing does not tell the length apart.
    timingSafeEqual(a, a);
    return false;
  }
  return timingSafeEqual(a, b);
}

/** Parses JSON that was already authenticated; a malformed body is a bad request, not a crash. */
export function parseSignedJson(raw: string): Record<string, unknown> {
  const value: unknown = JSON.parse(raw);
  if (!value || typeof value !== "object" || Array.isArray(value)) throw new Error("not an object");
  return value as Record<string, unknown>;
}
