import { encode } from "next-auth/jwt";
import { prefixOf, type Role } from "./roles";
import { authSecret } from "./secret";

export const SESSION_MAX_AGE_S = 30 * 24 * 60 * 60;

export function sessionCookieName(secure: boolean): string {
  return `${secure ? "__Secure-" : ""}authjs.session-token`;
}

/** Is this request on https (directly or behind a proxy)? Decides the cookie's name and flags. */
export function isSecureRequest(request: Request): boolean {
  const proto = request.headers.get("x-forwarded-proto") ?? new URL(request.url).protocol;
  return proto.startsWith("https");
}

/**
 * The Auth.js session cookie for a user, made by us so OTP logins, signups and legacy calls give the
 * very same session as the password provider: an encrypted JWT with the user id, role and prefix.
 */
export async function sessionCookie(
  user: { id: number; role: Role; name: string },
  secure: boolean,
): Promise<{
  name: string;
  value: string;
  options: { httpOnly: true; sameSite: "lax"; path: "/"; secure: boolean; maxAge: number };
}> {
  const name = sessionCookieName(secure);
  const value = await encode({
    salt: name,
    secret: authSecret(),
    maxAge: SESSION_MAX_AGE_S,
    token: {
      sub: String(user.id),
      uid: user.id,
      name: user.name,
      role: user.role,
      prefix: prefixOf(user.role),
    },
  });
  return {
    name,
    value,
    options: { httpOnly: true, sameSite: "lax", path: "/", secure, maxAge: SESSION_MAX_AGE_S },
  };
}

/** Adds the session cookie to a route handler's response. */
export async function withSessionCookie(
  response: Response,
  request: Request,
  user: { id: number; role: Role; name: string },
): Promise<Response> {
  const c = await sessionCookie(user, isSecureRequest(request));
  const flags = [
    `Path=/`,
    `Max-Age=${c.options.maxAge}`,
    `HttpOnly`,
    `SameSite=Lax`,
    ...(c.options.secure ? ["Secure"] : []),
  ];
  response.headers.append("set-cookie", `${c.name}=${c.value}; ${flags.join("; ")}`);
  return response;
}
