import { encode } from "next-auth/jwt";
import { prefixOf, type Role } from "./roles";
import { authSecret } from "./secret";

/** The one session lifetime (30 days): Auth.js' JWT maxAge and the cookie the legacy calls set. */
export const SESSION_MAX_AGE_S = 30 * 24 * 60 * 60;

export function sessionCookieName(secure: boolean): string {
  return `${secure ? "__Secure-" : ""}authjs.session-token`;
}

/** Is this request on https (directly or behind a proxy)? Decides the cookie's name and flags. */
export function isSecureRequest(request: Request): boolean {
  const proto = request.headers.get("x-forwarded-proto") ?? new URL(request.url).protocol;
  return proto.startsWith("https");
}

/** Who a session cookie is made for: `sessionVersion` is the user's users.session_version now. */
export interface SessionCookieUser {
  id: number;
  role: Role;
  name: string;
  sessionVersion: number;
  /**
   * A short session's end (admins: 8 hours from the second factor, lib/admin/sign-in.ts). The token
   * carries it as `aexp` (checked on every request by session-check.ts) and the cookie dies with it.
   */
  expiresAt?: Date;
}

/**
 * The Auth.js session cookie for a user, made by us so OTP logins, signups and legacy calls give the
 * very same session as the password provider: an encrypted JWT with the user id, role, prefix and
 * session version (`sv`, checked on every request by lib/auth/session-check.ts).
 */
export async function sessionCookie(
  user: SessionCookieUser,
  secure: boolean,
  now?: Date,
): Promise<{
  name: string;
  value: string;
  options: { httpOnly: true; sameSite: "lax"; path: "/"; secure: boolean; maxAge: number };
}> {
  const name = sessionCookieName(secure);
  const maxAge =
    user.expiresAt && now
      ? Math.max(1, Math.floor((user.expiresAt.getTime() - now.getTime()) / 1000))
      : SESSION_MAX_AGE_S;
  const value = await encode({
    salt: name,
    secret: authSecret(),
    maxAge: SESSION_MAX_AGE_S,
    token: {
      ...(user.expiresAt ? { aexp: user.expiresAt.getTime() } : {}),
      sub: String(user.id),
      uid: user.id,
      name: user.name,
      role: user.role,
      prefix: prefixOf(user.role),
      sv: user.sessionVersion,
    },
  });
  return {
    name,
    value,
    options: { httpOnly: true, sameSite: "lax", path: "/", secure, maxAge },
  };
}

/** The flags of every cookie of ours: site-wide, HttpOnly, SameSite=Lax, Secure over https. */
export function cookieFlags(secure: boolean, maxAge: number): string {
  return [
    `Path=/`,
    `Max-Age=${maxAge}`,
    `HttpOnly`,
    `SameSite=Lax`,
    ...(secure ? ["Secure"] : []),
  ].join("; ");
}

/** Adds the session cookie to a route handler's response. */
export async function withSessionCookie(
  response: Response,
  request: Request,
  user: SessionCookieUser,
  now?: Date,
): Promise<Response> {
  const c = await sessionCookie(user, isSecureRequest(request), now);
  response.headers.append(
    "set-cookie",
    `${c.name}=${c.value}; ${cookieFlags(c.options.secure, c.options.maxAge)}`,
  );
  return response;
}

/** Removes the session cookie from the browser (logout). */
export function clearSessionCookie(response: Response, request: Request): Response {
  const secure = isSecureRequest(request);
  response.headers.append("set-cookie", `${sessionCookieName(secure)}=; ${cookieFlags(secure, 0)}`);
  return response;
}
