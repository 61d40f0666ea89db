import { decode, encode } from "next-auth/jwt";
import type { Identifier } from "./identifiers";
import type { Role } from "./roles";
import { cookieFlags, isSecureRequest } from "./session-cookie";
import { authSecret } from "./secret";

/**
 * The "entity grant": after an OTP proved who owns a mobile shared by several accounts, a short-lived
 * HttpOnly cookie (an encrypted JWT like the session's, with its own salt) remembers what was proved
 * and which accounts may be chosen, so hasEntityLogin can log one in without a second code.
 */
export interface EntityGrant {
  verified: Identifier;
  role?: Role;
  userIds: number[];
  /** Milliseconds since the epoch, on the services' clock. */
  expiresAt: number;
}

export const ENTITY_GRANT_TTL_S = 10 * 60;

export function entityGrantCookieName(secure: boolean): string {
  return `${secure ? "__Secure-" : ""}tutorlive.entity-grant`;
}

/** Adds a fresh grant cookie to a response. */
export async function withEntityGrantCookie(
  response: Response,
  request: Request,
  grant: EntityGrant,
): Promise<Response> {
  const secure = isSecureRequest(request);
  const name = entityGrantCookieName(secure);
  const value = await encode({
    salt: name,
    secret: authSecret(),
    maxAge: ENTITY_GRANT_TTL_S,
    token: { grant },
  });
  response.headers.append(
    "set-cookie",
    `${name}=${value}; ${cookieFlags(secure, ENTITY_GRANT_TTL_S)}`,
  );
  return response;
}

/** Removes the grant cookie (it has been used). */
export function clearEntityGrantCookie(response: Response, request: Request): Response {
  const secure = isSecureRequest(request);
  response.headers.append(
    "set-cookie",
    `${entityGrantCookieName(secure)}=; ${cookieFlags(secure, 0)}`,
  );
  return response;
}

/** The value of one cookie of a request. */
export function readCookie(request: Request, name: string): string | null {
  for (const part of (request.headers.get("cookie") ?? "").split(";")) {
    const at = part.indexOf("=");
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return null;
}

function isGrant(value: unknown): value is EntityGrant {
  const g = value as EntityGrant | null;
  return (
    !!g &&
    typeof g === "object" &&
    typeof g.expiresAt === "number" &&
    Array.isArray(g.userIds) &&
    g.userIds.every((id) => Number.isInteger(id)) &&
    !!g.verified &&
    (g.verified.kind === "email" || g.verified.kind === "mobile")
  );
}

/** The grant a request carries; null when there is none or it was not made by us. */
export async function readEntityGrant(request: Request): Promise<EntityGrant | null> {
  const name = entityGrantCookieName(isSecureRequest(request));
  const token = readCookie(request, name);
  if (!token) return null;
  try {
    const payload = await decode({ salt: name, secret: authSecret(), token });
    return isGrant(payload?.grant) ? payload.grant : null;
  } catch {
    return null;
  }
}
