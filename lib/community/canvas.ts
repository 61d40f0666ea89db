import { createHash, randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { cookieFlags, isSecureRequest } from "../auth/session-cookie";
import type { SessionUser } from "../auth/session-user";
import { rowsOf } from "../db-rows";
import { forbidden } from "../errors";
import { CANVAS_TOKEN_TTL_S, COMMUNITY_MESSAGES as M } from "./rules";

/** Where the hand-off lands by default: the community side's shared post page (spec 2). */
export const CANVAS_PATH = "/canvas";
export const CANVAS_CLICK_PATH = "/ng-api/v1/click-to-redirect-canvas";

/**
 * A token is bound to the browser that asked for it (issue 43.3, login CSRF): minting sets a random
 * binding cookie (kept if the browser has one), and only the hash of token and binding together is
 * stored, so the token opens nothing in a browser without that cookie: a link with an attacker's
 * token signs no victim in. HttpOnly, SameSite=Lax, on https `__Host-` (no subdomain can plant it).
 */
const BINDING_COOKIE = "canvas-binding";
const bindingCookieName = (secure: boolean) => `${secure ? "__Host-" : ""}${BINDING_COOKIE}`;
const BINDING_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The binding cookie's value this request carries (null: none, or not one of ours). */
export function canvasBindingOf(request: Request): string | null {
  const name = bindingCookieName(isSecureRequest(request));
  for (const part of (request.headers.get("cookie") ?? "").split(";")) {
    const at = part.indexOf("=");
    if (at > 0 && part.slice(0, at).trim() === name) {
      const value = part.slice(at + 1).trim();
      return BINDING_PATTERN.test(value) ? value : null;
    }
  }
  return null;
}

/** The browser's binding (its cookie's, or a new one) and the Set-Cookie keeping it for the token. */
export function canvasBindingFor(request: Request): { binding: string; setCookie: string } {
  const binding = canvasBindingOf(request) ?? randomBytes(32).toString("base64url");
  const secure = isSecureRequest(request);
  return {
    binding,
    setCookie: `${bindingCookieName(secure)}=${binding}; ${cookieFlags(secure, CANVAS_TOKEN_TTL_S)}`,
  };
}

const hashOf = (token: string, binding: string) =>
  createHash("sha256").update(`${token}.${binding}`).digest("hex");

/**
 * A canvas hand-off token for the signed-in user (spec 2 get-token-on-logedin): 32 random bytes,
 * only the SHA-256 of token and browser binding stored, valid CANVAS_TOKEN_TTL_S seconds and once
 * (decisions 032, 041). Admins are not handed over (their sessions are short and need a second
 * factor). The caller sets the binding's cookie on its answer (canvasBindingFor).
 */
export async function mintCanvasToken(
  db: Db,
  user: SessionUser,
  binding: string,
  now: Date,
): Promise<{ token: string; expiresAt: Date }> {
  if (user.role === "admin") throw forbidden();
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + CANVAS_TOKEN_TTL_S * 1000);
  await db.execute(sql`
    delete from canvas_tokens where expires_at < ${now.toISOString()}::timestamptz - interval '1 day'`);
  await db.execute(sql`
    insert into canvas_tokens (token_hash, user_id, expires_at, created_at)
    values (${hashOf(token, binding)}, ${user.id}, ${expiresAt.toISOString()}::timestamptz,
            ${now.toISOString()}::timestamptz)`);
  return { token, expiresAt };
}

/**
 * The user a token carries, spending it (one UPDATE: a second use or a late one finds nothing), in
 * the browser it was minted for only (`binding`: canvasBindingOf the request; without it, nothing).
 */
export async function redeemCanvasToken(
  db: Db,
  token: string | undefined,
  binding: string | null,
  now: Date,
): Promise<{ id: number; role: SessionUser["role"]; name: string; sessionVersion: number } | null> {
  if (!token || !binding || !/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  const [row] = rowsOf<{
    id: number;
    role: SessionUser["role"];
    first_name: string;
    last_name: string;
    session_version: number;
  }>(
    await db.execute(sql`
      with spent as (
        update canvas_tokens set used_at = ${now.toISOString()}::timestamptz
         where token_hash = ${hashOf(token, binding)} and used_at is null
           and expires_at > ${now.toISOString()}::timestamptz
        returning user_id)
      select u.id, u.role, u.first_name, u.last_name, u.session_version
        from spent join users u on u.id = spent.user_id
       where u.is_active and u.role <> 'admin'`),
  );
  if (!row) return null;
  return {
    id: Number(row.id),
    role: row.role,
    name: `${row.first_name} ${row.last_name}`.trim(),
    sessionVersion: Number(row.session_version),
  };
}

export const CANVAS_REFUSED = M.canvasBadToken;
