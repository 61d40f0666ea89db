import { createHmac, timingSafeEqual } from "node:crypto";
import { authSecret } from "../../auth/secret";
import { siteUrl } from "../../site";
import { type ContactType, normalizeContact } from "./contact";

/**
 * The signed one-click token of an unsubscribe link: `<type>.<contact, base64url>.<HMAC-SHA256>`,
 * keyed with the app secret (AUTH_SECRET) under its own label, so nobody can unsubscribe a contact
 * they did not receive a message at, and no login is needed. It never expires: an old e-mail's link
 * must still work (RFC 8058).
 */
export interface UnsubscribeTarget {
  type: ContactType;
  contact: string;
}

const sign = (payload: string, secret: string) =>
  createHmac("sha256", secret).update(`unsubscribe:${payload}`).digest("base64url");

export function unsubscribeToken(target: UnsubscribeTarget, secret: string = authSecret()): string {
  const contact = normalizeContact(target.type, target.contact);
  const payload = `${target.type}.${Buffer.from(contact).toString("base64url")}`;
  return `${payload}.${sign(payload, secret)}`;
}

/** The target of a genuine token; null for anything else (tampered, truncated, another key). */
export function verifyUnsubscribeToken(
  token: string | null | undefined,
  secret: string = authSecret(),
): UnsubscribeTarget | null {
  if (!token || token.length > 600) return null;
  const parts = token.split(".");
  if (parts.length !== 3) return null;
  const [type, encoded, mac] = parts as [string, string, string];
  if (type !== "email" && type !== "mobile") return null;
  const expected = Buffer.from(sign(`${type}.${encoded}`, secret));
  const given = Buffer.from(mac);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const contact = Buffer.from(encoded, "base64url").toString("utf8");
  if (!contact) return null;
  return { type, contact };
}

/** The page a person opens from a message (choose a reason, then the site root). */
export const unsubscribePageUrl = (token: string, origin: string = siteUrl()) =>
  `${origin}/unsubscribe/${token}`;

/** The RFC 8058 one-click address: a POST with `List-Unsubscribe=One-Click` unsubscribes at once. */
export const oneClickUrl = (token: string, origin: string = siteUrl()) =>
  `${origin}/unsubscribe?token=${encodeURIComponent(token)}`;

/** The two headers every marketing e-mail carries (RFC 2369 + RFC 8058). */
export function listUnsubscribeHeaders(token: string, origin: string = siteUrl()) {
  return {
    "List-Unsubscribe": `<${oneClickUrl(token, origin)}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}
